// A form that adds one record of the business profile (a financial period, an activity period, an activity):
// its fields checked by the contract's rule before it is sent, the server's refusals beside their fields.
import type { FieldError } from '@server/contract/errors.js';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/http';
import { t, tMaybe } from '../i18n/i18n';
import { type Entry, errorText, ProfileField } from '../profile/ProfileField';
import { wireOf, without } from '../profile/ProfileSectionForm';
import type { FormField } from '../programs/types';
import { Notice } from '../ui/controls';

interface RecordFormProps {
  /** Names the form (its heading and its button) and prefixes its fields' ids. */
  name: string;
  title: string;
  fields: readonly FormField[];
  labelOf: (field: FormField) => string | undefined;
  check: (body: Record<string, unknown>) => FieldError[];
  /** Sends the record; resolves once it is kept. */
  send: (body: Record<string, unknown>) => Promise<void>;
  /** What the record's own rules' messages name (the period's days). */
  ruleParams?: Record<string, string>;
}

export function RecordForm({ name, title, fields, labelOf, check, send, ruleParams }: RecordFormProps) {
  const [values, setValues] = useState<Entry>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const body = wireOf(fields, values);
    const found = check(body);
    setErrors(found);
    if (found.length > 0) return document.getElementById(`${name}-${found[0].field}`)?.focus();
    setBusy(true);
    try {
      await send(body);
      setValues({});
    } catch (caught) {
      const refusals = caught instanceof ApiError ? caught.errors : [];
      setErrors(refusals);
      if (refusals.length === 0) setFailed(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-labelledby={`${name}-heading`}>
      <h3 id={`${name}-heading`}>{title}</h3>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {fields.map((field) => {
        const found = errors.find((e) => e.field === field.name);
        // A rule of the record's own (a month missing, a day outside its period) in the reader's language too.
        const text =
          found &&
          (found.code.startsWith('field')
            ? errorText(found, field, name)
            : (tMaybe(`businessPage.error.${found.code}`, ruleParams) ?? found.message));
        return (
          <ProfileField
            key={field.name}
            field={field}
            scope={name}
            label={labelOf(field)}
            id={`${name}-${field.name}`}
            value={values[field.name]}
            error={text || null}
            onChange={(v) => setValues(without(values, field.name, v))}
            onBusy={setBusy}
            states={[]}
          />
        );
      })}
      <div className="actions actions--start">
        <button type="submit" className="button" disabled={busy}>
          {title}
        </button>
      </div>
    </form>
  );
}
