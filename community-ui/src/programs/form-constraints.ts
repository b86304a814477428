// The apply form's side of the contract's answer checks: the inputs' HTML attributes from a field's
// constraints, and a field error in the reader's language.
import type { FieldError } from '@server/contract/errors.js';
import {
  ANSWER_MESSAGES,
  type AnswerErrorCode,
  answerNumber,
  answerParams,
  fillMessage,
  htmlPatternOf,
  TODAY,
} from '@server/contract/form-answers.js';
import type { InputHTMLAttributes } from 'react';
import { tMaybe } from '../i18n/i18n';
import type { Answer } from './ApplyForm';
import type { FormField } from './types';

type ConstraintAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'step' | 'minLength' | 'maxLength' | 'pattern' | 'inputMode'
>;

// The applicant's today, shared with the admin UI's form preview.
export { localToday } from '@server/contract/form-constraints.js';

// Phones get the phone keypad; ZIP codes and SSNs are digits and dashes.
const INPUT_MODES: Record<string, ConstraintAttributes['inputMode']> = {
  zip: 'numeric',
  ssn: 'numeric',
  usPhone: 'tel',
};

const numberBound = (bound: number | string | undefined) => (typeof bound === 'number' ? bound : undefined);
const dateBound = (bound: number | string | undefined, today: string) =>
  bound === TODAY ? today : typeof bound === 'string' ? bound : undefined;

/** min, max, minLength, maxLength, pattern and inputMode for a field's input, from its constraints. */
export function inputAttributes(field: FormField, today: string): ConstraintAttributes {
  switch (field.type) {
    case 'number':
      // step any: a fraction is a number too (an income of 2100.50), unless the field takes whole numbers.
      return field.integer
        ? { min: numberBound(field.min), max: numberBound(field.max), step: 1, inputMode: 'numeric' }
        : { min: numberBound(field.min), max: numberBound(field.max), step: 'any', inputMode: 'decimal' };
    case 'date':
      return { min: dateBound(field.min, today), max: dateBound(field.max, today) };
    default:
      return {
        minLength: field.minLength,
        maxLength: field.maxLength,
        pattern: htmlPatternOf(field),
        inputMode: field.pattern === undefined ? undefined : INPUT_MODES[field.pattern],
      };
  }
}

const isAnswerCode = (code: string): code is AnswerErrorCode => Object.hasOwn(ANSWER_MESSAGES, code);

/**
 * A field error, the form's own or the server's, in the page language from its code and the field's
 * constraints. When the server words it otherwise, the form changed after it was loaded (a bound moved): the
 * server's own English text is then the true one, and is shown rather than a translation with stale numbers.
 */
export function answerErrorText(error: FieldError, field: FormField | undefined): string {
  const params = field ? answerParams(field) : { name: error.field };
  if (!isAnswerCode(error.code) || fillMessage(ANSWER_MESSAGES[error.code], params) !== error.message) {
    return error.message;
  }
  return tMaybe(`answer.${error.code}`, params) ?? error.message;
}

// A number field holds what was typed; it is sent as a number when it reads as one exactly, else as typed,
// for the contract's rule to refuse.
export const wireAnswer = (field: FormField, answer: Answer | undefined): Answer | number | undefined =>
  field.type === 'number' && typeof answer === 'string' ? (answerNumber(answer) ?? answer) : answer;

/** The answers given to `fields`, as sent. */
export const wireAnswers = (fields: FormField[], answers: Record<string, Answer>): Record<string, unknown> =>
  Object.fromEntries(
    fields.filter((f) => answers[f.name] !== undefined).map((f) => [f.name, wireAnswer(f, answers[f.name])]),
  );
