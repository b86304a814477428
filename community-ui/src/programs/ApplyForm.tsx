// The apply form's step (programs spec §5 generic forms): a section's heading, its fields with their errors
// beside them, and the way on: Back, Next (or Review my answers), Save and continue later.
import type { FieldError } from '@server/contract/errors.js';
import { type FormEvent, type MouseEvent, type RefObject, useState } from 'react';
import { t } from '../i18n/i18n';
import { Checkbox, Notice, TextField } from '../ui/controls';
import { FileField } from './FileField';
import { answerErrorText, inputAttributes } from './form-constraints';
import type { FileAnswer, FormField } from './types';

export type Answer = string | boolean | FileAnswer;

const answerText = (answer: Answer | undefined): string =>
  answer === undefined || answer === false ? '' : typeof answer === 'object' ? answer.name : String(answer);

export const inputId = (name: string) => `answer-${name}`;

export function FieldInput({
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

/** The answers as the step reads and changes them (ApplyPage's useAnswers). */
export interface StepAnswers {
  answers: Record<string, Answer>;
  errors: Record<string, FieldError>;
  today: string;
  change: (field: FormField, answer: Answer | undefined) => void;
  blur: (field: FormField) => void;
}

/**
 * One step of the form: the section's heading (which takes the focus as the step changes, described by the
 * progress), the fields shown, and the buttons, held while a file uploads or the answers are sent.
 */
export function StepForm(props: {
  fields: FormField[];
  form: StepAnswers;
  /** The section's title in a form of several sections, else null (no heading). */
  title: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  failure: string | null;
  busy: boolean;
  /** The last section: its submit goes to the review rather than Next. */
  last: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: (() => void) | null;
  onSaveDraft: (() => void) | null;
}) {
  const { form } = props;
  const [uploading, setUploading] = useState<string[]>([]);
  const waiting = props.busy || uploading.length > 0;
  // A press on a button keeps the focus in the answer: its blur would show the answer's error above the
  // buttons, moving them away before the click lands. The button's own check shows the same error.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const secondary = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="button button--secondary"
      disabled={waiting}
      onMouseDown={keepFocus}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <>
      {props.title !== null ? (
        <h2 ref={props.headingRef} tabIndex={-1} aria-describedby="apply-progress">
          {props.title}
        </h2>
      ) : null}
      <p className="muted">{t('apply.text')}</p>
      <form onSubmit={props.onSubmit} noValidate>
        {props.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={form.answers[field.name]}
            today={form.today}
            onChange={(value) => form.change(field, value)}
            onBlur={() => form.blur(field)}
            onBusy={(on) =>
              setUploading((names) => [...names.filter((n) => n !== field.name), ...(on ? [field.name] : [])])
            }
            error={form.errors[field.name] ? answerErrorText(form.errors[field.name], field) : null}
          />
        ))}
        {props.failure ? <Notice kind="error">{props.failure}</Notice> : null}
        <div className="actions">
          {/* Back before Next, on the side a reader comes from (the left, the right in RTL). */}
          {props.onBack ? secondary(t('apply.back'), props.onBack) : null}
          <button type="submit" className="button" disabled={waiting} onMouseDown={keepFocus}>
            {uploading.length > 0 ? t('upload.waiting') : props.last ? t('apply.toReview') : t('apply.next')}
          </button>
          {props.onSaveDraft ? secondary(t('apply.saveDraft'), props.onSaveDraft) : null}
        </div>
      </form>
    </>
  );
}
