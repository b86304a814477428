// One field of a community profile form: its label and choices in the reader's language, the SSN typed into
// its mask, a checkbox, an upload (documents) or a text, number, date or select input, its error beside it.
import type { FieldError } from '@server/contract/errors.js';
import { answerParams } from '@server/contract/form-answers.js';
import { applyMask, SSN_MASK } from '@server/contract/patterns.js';
import { REFERENCE_LISTS, type UsState } from '@server/contract/profiles.js';
import { t, tMaybe } from '../i18n/i18n';
import { FileField } from '../programs/FileField';
import type { FileAnswer, FormField } from '../programs/types';
import { Checkbox } from '../ui/controls';

export type Answer = string | boolean | FileAnswer;
export type Entry = Record<string, Answer>;

/** A field's label: the one of its section or list when the name is shared (type), else the field's own. */
export const labelOf = (field: FormField, scope: string): string =>
  tMaybe(`profilePage.field.${scope}.${field.name}`) ??
  tMaybe(`profilePage.field.${field.name}`) ??
  field.label;

/** The reference list a select's choices are the codes of, for their names. */
const listOf = (field: FormField): string | undefined =>
  Object.entries(REFERENCE_LISTS).find(([, items]) =>
    items.every((item, i) => field.choices?.[i] === item.code),
  )?.[0];
const choiceLabel = (field: FormField, code: string): string =>
  tMaybe(`ref.${listOf(field)}.${code}`) ?? tMaybe(`profilePage.choice.${field.name}.${code}`) ?? code;

/** An error in the reader's language: the code's message with the translated label, else the server's words. */
export function errorText(error: FieldError, field: FormField | undefined, scope: string): string {
  if (!field) return error.message;
  return (
    tMaybe(`answer.${error.code}`, { ...answerParams(field), label: labelOf(field, scope) }) ?? error.message
  );
}

interface FieldProps {
  field: FormField;
  scope: string;
  /** The label when the page names the field itself (the business profile's weekdays). */
  label?: string;
  id: string;
  value: Answer | undefined;
  error: string | null;
  onChange: (value: Answer | undefined) => void;
  onBusy: (busy: boolean) => void;
  states: UsState[];
}

function Choices({ field, id, value, onChange, states, described }: ControlProps) {
  const choices =
    field.name === 'state'
      ? states.map((s) => ({ code: s.code, name: s.name }))
      : (field.choices ?? []).map((code) => ({ code, name: choiceLabel(field, code) }));
  return (
    <select
      id={id}
      value={typeof value === 'string' ? value : ''}
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
  );
}

type ControlProps = Omit<FieldProps, 'error' | 'onBusy' | 'scope' | 'label'> & { described: object };

function TextInput({ field, id, value, onChange, described }: ControlProps) {
  // The SSN takes its mask as it is typed (12-34-5678), so what is saved is what the rule expects.
  const shape = (typed: string) => (field.pattern === 'ssn' ? applyMask(typed, SSN_MASK) : typed);
  if (field.type === 'textarea') {
    return (
      <textarea
        id={id}
        rows={4}
        value={typeof value === 'string' ? value : ''}
        maxLength={field.maxLength}
        onChange={(e) => onChange(e.target.value)}
        {...described}
      />
    );
  }
  return (
    <input
      id={id}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={
        field.type === 'number'
          ? 'decimal'
          : field.pattern === 'usPhone'
            ? 'tel'
            : field.pattern === 'ssn'
              ? 'numeric'
              : undefined
      }
      autoComplete={field.pattern === 'ssn' ? 'off' : undefined}
      value={typeof value === 'string' ? value : ''}
      maxLength={field.maxLength}
      onChange={(e) => onChange(shape(e.target.value))}
      required={field.required}
      {...described}
    />
  );
}

export function ProfileField({
  field,
  scope,
  label: named,
  id,
  value,
  error,
  onChange,
  onBusy,
  states,
}: FieldProps) {
  const label = `${named ?? labelOf(field, scope)}${field.required ? ' *' : ''}`;
  if (field.type === 'file') {
    const file = typeof value === 'object' ? value : undefined;
    return <FileField id={id} label={label} value={file} onChange={onChange} onBusy={onBusy} error={error} />;
  }
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const props = { field, id, value, onChange, states, described };
  const errorLine = error ? (
    <p id={`${id}-error`} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
  if (field.type === 'checkbox') {
    return (
      <div className="field">
        <Checkbox
          label={label}
          checked={value === true}
          onChange={onChange}
          inputProps={{ id, ...described }}
        />
        {errorLine}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.type === 'select' || field.name === 'state' ? <Choices {...props} /> : <TextInput {...props} />}
      {errorLine}
    </div>
  );
}
