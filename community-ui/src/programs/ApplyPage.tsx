// Applying to a program (programs spec §2 /confirmation-resource/:id): the program's form, then the
// application is submitted and appears under my applications.

import type { FieldError } from '@server/contract/errors.js';
import { answerError, answerNumber, answerProblem, checkAnswers } from '@server/contract/form-answers.js';
import { COMMUNITY_ENTITY_TYPE } from '@server/modules/accounts/instance-constants.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import type { Me } from '../api/types';
import { t } from '../i18n/i18n';
import { Link, navigate } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { useSession } from '../session/session';
import { Checkbox, Loader, Notice, TextField } from '../ui/controls';
import { notify } from '../ui/notify';
import { useFetch } from './api';
import { FileField } from './FileField';
import { answerErrorText, inputAttributes, localToday } from './form-constraints';
import type { FileAnswer, FormField, ProgramDetail } from './types';

const communityTypeOf = (user: Me): number =>
  user.cd_community_entity_type ??
  (user.id_entity_type === COMMUNITY_ENTITY_TYPE.business
    ? COMMUNITY_ENTITY_TYPE.business
    : COMMUNITY_ENTITY_TYPE.individual);

type Answer = string | boolean | FileAnswer;

const answerText = (answer: Answer | undefined): string =>
  answer === undefined || answer === false ? '' : typeof answer === 'object' ? answer.name : String(answer);

// A number field holds what was typed; it is sent as a number when it reads as one exactly, else as typed,
// for the contract's rule to refuse.
const wireAnswer = (field: FormField, answer: Answer | undefined): Answer | number | undefined =>
  field.type === 'number' && typeof answer === 'string' ? (answerNumber(answer) ?? answer) : answer;

const wireAnswers = (fields: FormField[], answers: Record<string, Answer>): Record<string, unknown> =>
  Object.fromEntries(
    fields.filter((f) => answers[f.name] !== undefined).map((f) => [f.name, wireAnswer(f, answers[f.name])]),
  );

const inputId = (name: string) => `answer-${name}`;

/**
 * The answers and their errors: a field is checked by the contract's rule when it loses the focus, again
 * as it changes while it shows an error, and the whole form on submit, which shows the first failing field's
 * error and moves the focus there. The server's 422 field errors are each shown beside their field.
 */
function useAnswers(fields: FormField[]) {
  const today = localToday();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const check = (field: FormField, answer: Answer | undefined) => {
    const code = answerProblem(field, wireAnswer(field, answer), today);
    return code === null ? null : answerError(field, code);
  };
  const show = (name: string, error: FieldError | null) =>
    setErrors(({ [name]: _old, ...others }) => (error ? { ...others, [name]: error } : others));
  const showAll = (found: FieldError[]) => {
    setErrors(Object.fromEntries(found.map((error) => [error.field, error])));
    if (found[0]) document.getElementById(inputId(found[0].field))?.focus();
  };
  return {
    today,
    answers,
    errors,
    showAll,
    change(field: FormField, answer: Answer | undefined) {
      const { [field.name]: _old, ...others } = answers;
      setAnswers(answer === undefined ? others : { ...others, [field.name]: answer });
      if (errors[field.name]) show(field.name, check(field, answer));
    },
    blur: (field: FormField) => show(field.name, check(field, answers[field.name])),
    /** The answers as sent, or null after showing why they cannot be. */
    checked(): Record<string, unknown> | null {
      const wire = wireAnswers(fields, answers);
      const found = checkAnswers(fields, wire, today);
      // Validation stops at the first failing field and shows its message (programs spec §5 generic forms).
      showAll(found.slice(0, 1));
      return found.length > 0 ? null : wire;
    },
  };
}

function FieldInput({
  field,
  value,
  today,
  onChange,
  onBlur,
  onBusy,
  error,
}: {
  field: FormField;
  value: Answer | undefined;
  today: string;
  onChange: (value: Answer | undefined) => void;
  onBlur: () => void;
  onBusy: (busy: boolean) => void;
  error: string | null;
}) {
  const id = inputId(field.name);
  const fieldProps = {
    onBlur,
    required: field.required,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
  };
  const errorText = error ? (
    <p id={`${id}-error`} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
  const label = `${field.label}${field.required ? ' *' : ''}`;
  switch (field.type) {
    case 'checkbox':
      return (
        <div className="field">
          <Checkbox
            label={label}
            checked={value === true}
            onChange={onChange}
            inputProps={{ id, ...fieldProps }}
          />
          {errorText}
        </div>
      );
    case 'select':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={answerText(value)}
            onChange={(e) => onChange(e.target.value)}
            {...fieldProps}
          >
            <option value="">{t('apply.choose')}</option>
            {field.choices?.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
          {errorText}
        </div>
      );
    case 'textarea':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            rows={4}
            value={answerText(value)}
            onChange={(e) => onChange(e.target.value)}
            minLength={field.minLength}
            maxLength={field.maxLength}
            {...fieldProps}
          />
          {errorText}
        </div>
      );
    case 'file':
      return (
        <FileField
          id={id}
          label={label}
          value={typeof value === 'object' ? value : undefined}
          onChange={onChange}
          onBusy={onBusy}
          error={error}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={label}
          type={field.type}
          value={answerText(value)}
          onChange={onChange}
          onBlur={onBlur}
          required={field.required}
          error={error}
          {...inputAttributes(field, today)}
        />
      );
  }
}

export default function ApplyPage({ params }: ScreenProps) {
  const { user } = useSession();
  const {
    data: program,
    error: loadError,
    loading,
  } = useFetch<ProgramDetail>(`/resource/${encodeURIComponent(params.id)}`);
  const fields = program?.formFields ?? [];
  const form = useAnswers(fields);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<string[]>([]);
  if (loading) return <Loader />;
  if (loadError || !program || !user) return <Notice kind="error">{loadError ?? t('errors.generic')}</Notice>;

  const refused = (caught: ApiError) => {
    const known = caught.errors.filter((error) => fields.some((f) => f.name === error.field));
    form.showAll(known);
    const others = caught.errors.filter((error) => !known.includes(error));
    setFailure(others.length > 0 ? others.map((error) => answerErrorText(error, undefined)).join(' ') : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = form.checked();
    if (!answers) return;
    setBusy(true);
    setFailure(null);
    try {
      await api(`/submit-application/${user.cd_instance}/community-type/${communityTypeOf(user)}`, {
        method: 'POST',
        body: { programId: program.cd_resource, answers },
      });
      notify('success', t('apply.submitted', { program: program.ds_displayname }));
      navigate('/applications');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422 && caught.errors.length > 0) refused(caught);
      else setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page page--narrow" aria-labelledby="apply-title">
      <p>
        <Link to={`/resources/${program.cd_resource}`}>← {program.ds_displayname}</Link>
      </p>
      <div className="card">
        <h1 id="apply-title">{t('apply.title', { program: program.ds_displayname })}</h1>
        <p className="muted">{t('apply.text')}</p>
        <form onSubmit={submit} noValidate>
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={form.answers[field.name]}
              today={form.today}
              onChange={(value) => form.change(field, value)}
              onBlur={() => form.blur(field)}
              onBusy={(on) =>
                setUploading((names) => [
                  ...names.filter((n) => n !== field.name),
                  ...(on ? [field.name] : []),
                ])
              }
              error={form.errors[field.name] ? answerErrorText(form.errors[field.name], field) : null}
            />
          ))}
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <button type="submit" className="button button--wide" disabled={busy || uploading.length > 0}>
            {busy ? t('common.loading') : uploading.length > 0 ? t('upload.waiting') : t('apply.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
