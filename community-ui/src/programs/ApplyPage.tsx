// Applying to a program (programs spec §2 /confirmation-resource/:id): the program's form, then the
// application is submitted and appears under my applications.

import { type Rule, requiredField } from '@server/common/validation/field-rules.js';
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
import { type ShownError, validate } from '../ui/validate';
import { useFetch } from './api';
import { FileField } from './FileField';
import type { FileAnswer, FormField, ProgramDetail } from './types';

const communityTypeOf = (user: Me): number =>
  user.cd_community_entity_type ??
  (user.id_entity_type === COMMUNITY_ENTITY_TYPE.business
    ? COMMUNITY_ENTITY_TYPE.business
    : COMMUNITY_ENTITY_TYPE.individual);

type Answer = string | boolean | FileAnswer;

const answerText = (answer: Answer | undefined): string =>
  answer === undefined || answer === false ? '' : typeof answer === 'object' ? answer.name : String(answer);

function FieldInput({
  field,
  value,
  onChange,
  onBusy,
  error,
}: {
  field: FormField;
  value: Answer | undefined;
  onChange: (value: Answer | undefined) => void;
  onBusy: (busy: boolean) => void;
  error: string | null;
}) {
  const id = `answer-${field.name}`;
  const errorProps = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
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
          <Checkbox label={label} checked={value === true} onChange={onChange} />
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
            {...errorProps}
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
            {...errorProps}
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
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={answerText(value)}
          onChange={onChange}
          error={error}
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
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<string[]>([]);
  if (loading) return <Loader />;
  if (loadError || !program || !user) return <Notice kind="error">{loadError ?? t('errors.generic')}</Notice>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate(
      program.formFields.map((field) => ({
        field: field.name,
        value: answerText(answers[field.name]),
        rules: field.required ? [requiredField(field.label)] : ([] as Rule[]),
        label: field.label,
      })),
    );
    setError(shown);
    if (shown) return;
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
      setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
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
          {program.formFields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={answers[field.name]}
              onChange={(value) => {
                const { [field.name]: _old, ...others } = answers;
                setAnswers(value === undefined ? others : { ...others, [field.name]: value });
                if (error?.field === field.name) setError(null);
              }}
              onBusy={(on) =>
                setUploading((names) => [
                  ...names.filter((n) => n !== field.name),
                  ...(on ? [field.name] : []),
                ])
              }
              error={error?.field === field.name ? error.message : null}
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
