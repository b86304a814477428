// Client validation is the server's: the same pure rules, the same messages (access spec §5). Other
// languages show the rule's message translated by its code.
import { type FieldCheck, type FieldError, firstFailure } from '@server/common/validation/field-rules.js';
import { currentLanguage, tMaybe } from '../i18n/i18n';

export interface LabelledCheck extends FieldCheck {
  /** The field's label in the page language. */
  label: string;
}

export interface ShownError {
  field: string;
  message: string;
}

/** The rule's message in the page language; English is the rule's own text. */
export function messageOf(error: FieldError, label: string): string {
  if (currentLanguage() === 'en') return error.message;
  // Length rules carry their one number in the message ('Use 8 characters minimum').
  const n = error.message.match(/\d+/)?.[0] ?? '';
  return tMaybe(`rule.${error.code}`, { label, n }) ?? error.message;
}

/** Validation stops at the first failing field (access spec §5); null when the form is valid. */
export function validate(checks: LabelledCheck[]): ShownError | null {
  const failure = firstFailure(checks);
  if (!failure) return null;
  const label = checks.find((c) => c.field === failure.field)?.label ?? failure.field;
  return { field: failure.field, message: messageOf(failure, label) };
}

/** The first field error the server answered (422), in the same form. */
export function serverFieldError(errors: FieldError[], labels: Record<string, string>): ShownError | null {
  const [first] = errors;
  return first ? { field: first.field, message: messageOf(first, labels[first.field] ?? first.field) } : null;
}
