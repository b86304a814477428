// The individual's community profile (programs spec §2 "Profiles"): a tab per section, each a form checked by
// the contract's rules as the server checks it, saved on its own (PUT /api/user-<section>). Choices show
// their names in the reader's language; the states come from the reference data.
import type { FieldError } from '@server/contract/errors.js';
import { answerNumber, answerParams } from '@server/contract/form-answers.js';
import {
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileSectionName,
  profileSectionErrors,
  REFERENCE_LISTS,
  type UsState,
} from '@server/contract/profiles.js';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t, tMaybe } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import type { FormField } from '../programs/types';
import { Loader, Notice, Tabs } from '../ui/controls';
import { notify } from '../ui/notify';

const TABS = ['household', 'income', 'mailing-address', 'contact'] as const satisfies ProfileSectionName[];
type Tab = (typeof TABS)[number];

type Entry = Record<string, string | boolean>;
interface Values {
  own: Entry;
  entries: Entry[];
}

const labelOf = (field: FormField): string => tMaybe(`profilePage.field.${field.name}`) ?? field.label;
/** The reference list a select's choices are the codes of, for their names. */
const listOf = (field: FormField): string | undefined =>
  Object.entries(REFERENCE_LISTS).find(([, items]) =>
    items.every((item, i) => field.choices?.[i] === item.code),
  )?.[0];
const choiceLabel = (field: FormField, code: string): string =>
  tMaybe(`ref.${listOf(field)}.${code}`) ?? code;

// What the server is sent: numbers as numbers when they read as one, empty fields left out.
function wireOf(fields: readonly FormField[], entry: Entry): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      const value = entry[f.name];
      if (value === undefined || value === '' || (f.type === 'checkbox' && value === false)) return [];
      return [
        [f.name, f.type === 'number' && typeof value === 'string' ? (answerNumber(value) ?? value) : value],
      ];
    }),
  );
}

const entryOf = (saved: Record<string, unknown>): Entry =>
  Object.fromEntries(
    Object.entries(saved).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v ?? '')]),
  );

/** An error in the reader's language: the code's message with the translated label, else the server's words. */
function errorText(error: FieldError, field: FormField | undefined): string {
  if (!field) return error.message;
  return tMaybe(`answer.${error.code}`, { ...answerParams(field), label: labelOf(field) }) ?? error.message;
}

function Field({
  field,
  id,
  value,
  error,
  onChange,
  states,
}: {
  field: FormField;
  id: string;
  value: string | boolean | undefined;
  error: string | null;
  onChange: (value: string | boolean) => void;
  states: UsState[];
}) {
  const label = `${labelOf(field)}${field.required ? ' *' : ''}`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const text = typeof value === 'string' ? value : '';
  const choices =
    field.name === 'state'
      ? states.map((s) => ({ code: s.code, name: s.name }))
      : (field.choices ?? []).map((code) => ({ code, name: choiceLabel(field, code) }));
  const control =
    field.type === 'select' || field.name === 'state' ? (
      <select
        id={id}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        required={field.required}
        {...described}
      >
        <option value="">{t('apply.choose')}</option>
        {choices.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    ) : (
      <input
        id={id}
        type={field.type === 'date' ? 'date' : 'text'}
        inputMode={field.type === 'number' ? 'decimal' : field.pattern === 'usPhone' ? 'tel' : undefined}
        value={text}
        maxLength={field.maxLength}
        onChange={(e) => onChange(e.target.value)}
        required={field.required}
        {...described}
      />
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SectionForm({ name, states }: { name: Tab; states: UsState[] }) {
  const section: ProfileSection = PROFILE_SECTIONS[name];
  const list = section.list;
  const saved = useFetch<Record<string, unknown>>(`/user-${name}`);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!saved.data || values) return;
    const { [list?.name ?? '']: entries, ...own } = saved.data;
    setValues({ own: entryOf(own), entries: Array.isArray(entries) ? entries.map(entryOf) : [] });
  }, [saved.data, values, list]);
  if (saved.error) return <Notice kind="error">{saved.error}</Notice>;
  if (!values) return <Loader />;

  const body = () => ({
    ...wireOf(section.fields, values.own),
    ...(list ? { [list.name]: values.entries.map((e) => wireOf(list.fields, e)) } : {}),
  });
  const errorOf = (path: string, field: FormField) => {
    const found = errors.find((e) => e.field === path);
    return found ? errorText(found, field) : null;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const found = profileSectionErrors(name, body(), localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`profile-${name}-${found[0].field}`)?.focus();
    setBusy(true);
    try {
      await api(`/user-${name}`, { method: 'PUT', body: body() });
      notify('success', t('profilePage.saved'));
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : []);
      setFailed(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  const setOwn = (fieldName: string, value: string | boolean) =>
    setValues({ ...values, own: { ...values.own, [fieldName]: value } });
  const setEntry = (i: number, fieldName: string, value: string | boolean) =>
    setValues({
      ...values,
      entries: values.entries.map((e, j) => (j === i ? { ...e, [fieldName]: value } : e)),
    });

  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {section.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={`profile-${name}-${field.name}`}
          value={values.own[field.name]}
          error={errorOf(field.name, field)}
          onChange={(v) => setOwn(field.name, v)}
          states={states}
        />
      ))}
      {list
        ? values.entries.map((entry, i) => (
            // Entries have no id of their own and are only added at the end or removed: the position is their name ("Person 2").
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are numbered by position, as their legend says
            <fieldset key={`${list.name}-${i}`} className="profile-entry">
              <legend>
                {t(`profilePage.entry.${list.name}` as 'profilePage.entry.members', { n: i + 1 })}
              </legend>
              {list.fields.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  id={`profile-${name}-${list.name}[${i}].${field.name}`}
                  value={entry[field.name]}
                  error={errorOf(`${list.name}[${i}].${field.name}`, field)}
                  onChange={(v) => setEntry(i, field.name, v)}
                  states={states}
                />
              ))}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setValues({ ...values, entries: values.entries.filter((_, j) => j !== i) })}
              >
                {t('profilePage.remove')}
              </button>
            </fieldset>
          ))
        : null}
      <div className="actions actions--start">
        {list && values.entries.length < list.max ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setValues({ ...values, entries: [...values.entries, {}] })}
          >
            {t(`profilePage.add.${list.name}` as 'profilePage.add.members')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {t('profilePage.save')}
        </button>
      </div>
    </form>
  );
}

export default function CommunityProfilePage() {
  const [tab, setTab] = useState<Tab>('household');
  const states = useFetch<UsState[]>('/states');
  return (
    <section className="page page--narrow" aria-labelledby="community-profile-title">
      <h1 id="community-profile-title">{t('profilePage.title')}</h1>
      <Tabs
        label={t('profilePage.tabs')}
        tabs={TABS.map((value) => ({ value, label: t(`profilePage.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={t(`profilePage.tab.${tab}`)}>
        <h2>{t(`profilePage.tab.${tab}`)}</h2>
        <SectionForm key={tab} name={tab} states={states.data ?? []} />
      </div>
    </section>
  );
}
