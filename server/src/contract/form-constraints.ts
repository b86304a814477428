// What a field's constraints tell an applicant before they answer (the program portal's form preview; issue
// 25): one hint per constraint the answer check judges, named by the code of the error that constraint gives
// (form-answers.ts), so a UI words the hint from its catalogue with answerParams(field), as it words the error.
// Constraints of another type than the field's are ignored, as the answer check ignores them.
import { type AnswerErrorCode, answerParams, isIsoDate, TODAY } from './form-answers.js';
import type { FormField } from './programs.js';

export type HintCode = Extract<
  AnswerErrorCode,
  | 'fieldInteger'
  | 'fieldMin'
  | 'fieldMax'
  | 'fieldDateMin'
  | 'fieldDateMax'
  | 'fieldPast'
  | 'fieldFuture'
  | 'fieldMinLength'
  | 'fieldMaxLength'
  | 'fieldPattern'
>;

function numberHints(field: FormField): HintCode[] {
  const hints: HintCode[] = field.integer === true ? ['fieldInteger'] : [];
  if (typeof field.min === 'number') hints.push('fieldMin');
  if (typeof field.max === 'number') hints.push('fieldMax');
  return hints;
}

function dateHints(field: FormField): HintCode[] {
  const hints: HintCode[] = [];
  if (field.min === TODAY) hints.push('fieldPast');
  else if (isIsoDate(field.min)) hints.push('fieldDateMin');
  if (field.max === TODAY) hints.push('fieldFuture');
  else if (isIsoDate(field.max)) hints.push('fieldDateMax');
  return hints;
}

// A pattern without an example (its own or the shared pattern's) has nothing to show an applicant.
function textHints(field: FormField): HintCode[] {
  const hints: HintCode[] = [];
  if (field.minLength !== undefined) hints.push('fieldMinLength');
  if (field.maxLength !== undefined) hints.push('fieldMaxLength');
  if (field.pattern !== undefined && answerParams(field).example !== undefined) hints.push('fieldPattern');
  return hints;
}

/** The hints of a field's constraints, in the order its answer is checked against them. */
export function constraintHints(field: FormField): HintCode[] {
  switch (field.type) {
    case 'number':
      return numberHints(field);
    case 'date':
      return dateHints(field);
    case 'text':
    case 'textarea':
      return textHints(field);
    default:
      return [];
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own date: 'today' for a date field is the applicant's today, where the form is filled. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
