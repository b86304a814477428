// One section of the individual's community profile (programs spec §2 "Profiles"): a form checked by the
// contract's rules as the server checks it, saved on its own (PUT /api/user-<section>); a list (household
// members, income sources, utilities, demographics, documents) as entries to add and remove.
import type { FieldError } from '@server/contract/errors.js';
import { answerNumber } from '@server/contract/form-answers.js';
import {
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileSectionName,
  profileSectionErrors,
  type UsState,
} from '@server/contract/profiles.js';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import type { FormField } from '../programs/types';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { type Answer, type Entry, errorText, ProfileField } from './ProfileField';

interface Values {
  own: Entry;
  entries: Entry[];
}

// What the server is sent: numbers as numbers when they read as one, empty fields left out.
export function wireOf(fields: readonly FormField[], entry: Entry): Record<string, unknown> {
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

// Saved answers as the form holds them: files and flags as they are, the rest as text.
export const entryOf = (saved: Record<string, unknown>): Entry =>
  Object.fromEntries(
    Object.entries(saved).map(([k, v]) => [
      k,
      typeof v === 'boolean' || (typeof v === 'object' && v !== null) ? (v as Answer) : String(v ?? ''),
    ]),
  );

export const without = (entry: Entry, name: string, value: Answer | undefined): Entry => {
  const { [name]: _, ...rest } = entry;
  return value === undefined ? rest : { ...rest, [name]: value };
};

function useSectionValues(name: ProfileSectionName) {
  const list = (PROFILE_SECTIONS[name] as ProfileSection).list;
  const saved = useFetch<Record<string, unknown>>(`/user-${name}`);
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    if (!saved.data || values) return;
    const { [list?.name ?? '']: entries, ...own } = saved.data;
    setValues({ own: entryOf(own), entries: Array.isArray(entries) ? entries.map(entryOf) : [] });
  }, [saved.data, values, list]);
  return { error: saved.error, values, setValues };
}

export function ProfileSectionForm({ name, states }: { name: ProfileSectionName; states: UsState[] }) {
  const section: ProfileSection = PROFILE_SECTIONS[name];
  const list = section.list;
  const { error, values, setValues } = useSectionValues(name);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <Notice kind="error">{error}</Notice>;
  if (!values) return <Loader />;

  const body = () => ({
    ...wireOf(section.fields, values.own),
    ...(list ? { [list.name]: values.entries.map((e) => wireOf(list.fields, e)) } : {}),
  });
  const errorOf = (path: string, field: FormField, scope: string) => {
    const found = errors.find((e) => e.field === path);
    return found ? errorText(found, field, scope) : null;
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
  const setEntry = (i: number, fieldName: string, value: Answer | undefined) =>
    setValues({
      ...values,
      entries: values.entries.map((e, j) => (j === i ? without(e, fieldName, value) : e)),
    });

  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {section.fields.map((field) => (
        <ProfileField
          key={field.name}
          field={field}
          scope={name}
          id={`profile-${name}-${field.name}`}
          value={values.own[field.name]}
          error={errorOf(field.name, field, name)}
          onChange={(v) => setValues({ ...values, own: without(values.own, field.name, v) })}
          onBusy={setBusy}
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
                <ProfileField
                  key={field.name}
                  field={field}
                  scope={list.name}
                  id={`profile-${name}-${list.name}[${i}].${field.name}`}
                  value={entry[field.name]}
                  error={errorOf(`${list.name}[${i}].${field.name}`, field, list.name)}
                  onChange={(v) => setEntry(i, field.name, v)}
                  onBusy={setBusy}
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
