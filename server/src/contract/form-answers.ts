// The answers to a program's form checked against its fields' constraints (programs spec §5 generic forms and
// shared patterns; API.md "Applying"). One rule for the server (422 on submit) and the community UI (beside
// each field): each field gets at most one error, its first broken constraint, in the form's order; answers
// the form does not ask for follow. Messages are English; a UI in another language renders the code through
// its catalogue with answerParams(field), the same parameters the English message is filled with.
import { ANSWER_MESSAGES, type AnswerErrorCode, fillMessage, type MessageParams } from './answer-messages.js';
import type { FieldError } from './errors.js';
import {
  isValidSsn,
  isValidTime,
  isValidUsPhone,
  isValidZip,
  MASK_DIGIT,
  SSN_MASK,
  TIME_PATTERN,
  ZIP_PATTERN,
} from './patterns.js';
import type { FormField } from './programs.js';

// The messages live in their own module so that code needing only them (the admin UI's entry, through
// field-rules.ts) does not load the answer checks; every importer of this file still finds them here.
export {
  ANSWER_MESSAGES,
  type AnswerErrorCode,
  fillMessage,
  type MessageParams,
} from './answer-messages.js';

/** A date bound that moves with the calendar: max 'today' keeps dates of birth out of the future. */
export const TODAY = 'today';

export const SHARED_PATTERN_NAMES = ['zip', 'ssn', 'usPhone', 'time'] as const;
export type SharedPatternName = (typeof SHARED_PATTERN_NAMES)[number];

// A mask as a regular expression for the HTML pattern attribute, escaping what the attribute's v flag reads.
const maskSource = (mask: string): string =>
  [...mask]
    .map((slot) => (slot === MASK_DIGIT ? '\\d' : slot.replace(/[\^$\\.*+?()[\]{}|/]/, '\\$&')))
    .join('');

interface SharedPattern {
  test: (value: string) => boolean;
  example: string;
  /** For the input's pattern attribute; the phone rule counts digits, which a pattern cannot say as simply. */
  source?: string;
}

export const SHARED_PATTERNS: Record<SharedPatternName, SharedPattern> = {
  zip: { test: isValidZip, example: '12345 or 12345-6789', source: ZIP_PATTERN.source },
  ssn: { test: isValidSsn, example: '12-34-5678', source: maskSource(SSN_MASK) },
  usPhone: { test: isValidUsPhone, example: '(555) 123-4567' },
  time: { test: isValidTime, example: '13:45:00', source: TIME_PATTERN.source },
};

const sharedPattern = (pattern: string): SharedPattern | undefined =>
  Object.hasOwn(SHARED_PATTERNS, pattern) ? SHARED_PATTERNS[pattern as SharedPatternName] : undefined;

/** What the input's pattern attribute holds for a field: none for the phone rule or a field without one. */
export function htmlPatternOf(field: FormField): string | undefined {
  if (field.pattern === undefined) return undefined;
  const shared = sharedPattern(field.pattern);
  return shared ? shared.source : field.pattern;
}

// A custom pattern the form's author wrote wrong checks nothing rather than refusing every applicant.
function matchesPattern(pattern: string, value: string): boolean {
  const shared = sharedPattern(pattern);
  if (shared) return shared.test(value);
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

const exampleOf = (field: FormField): string | undefined =>
  field.example ?? (field.pattern === undefined ? undefined : sharedPattern(field.pattern)?.example);

/** The parameters every message of a field is filled with (also what a UI's catalogue is given). */
export function answerParams(field: FormField): MessageParams {
  const params: Record<string, string | number | undefined> = {
    name: field.name,
    label: field.label,
    min: field.min,
    max: field.max,
    minLength: field.minLength,
    maxLength: field.maxLength,
    example: exampleOf(field),
    choices: field.choices?.join(', '),
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as MessageParams;
}

// Plain decimals only: a form sends '2100' or '-3.5'; '1e22', ' 3', '0x10' and '' are not numbers people type.
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** A number answer: a finite JSON number, or a decimal string that parses exactly; otherwise null. */
export function answerNumber(value: unknown): number | null {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC_TEXT.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD (2023-02-29 is not one). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  ISO_DATE.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const MAX_FILE_ID = 2_147_483_647;
const isFileId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_FILE_ID;

/** The upload id a file answer holds: a bare id or a FileAnswer's id; null for anything else. */
export function fileIdOf(answer: unknown): number | null {
  if (isFileId(answer)) return answer;
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return isFileId(id) ? id : null;
}

/**
 * The date at UTC+14, the first zone to reach each day: the server's "today" refuses no date that is already
 * today where the applicant is.
 */
export const todayAnywhere = (now: Date): string =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

type Check = (field: FormField, value: unknown, today: string) => AnswerErrorCode | null;

/** What a keepLast4 answer is kept as: four stars and the last four digits (****6789). */
const KEPT_LAST4 = /^\*{4}\d{4}$/;

function textProblem(field: FormField, value: unknown): AnswerErrorCode | null {
  if (typeof value !== 'string') return 'fieldText';
  // An answer kept from before (a draft sent back as the applicant left it) was checked whole then.
  if (field.keepLast4 === true && KEPT_LAST4.test(value)) return null;
  if (field.minLength !== undefined && value.length < field.minLength) return 'fieldMinLength';
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'fieldMaxLength';
  if (field.pattern !== undefined && !matchesPattern(field.pattern, value)) {
    return exampleOf(field) === undefined ? 'fieldFormat' : 'fieldPattern';
  }
  return null;
}

function numberProblem(field: FormField, value: unknown): AnswerErrorCode | null {
  const number = answerNumber(value);
  if (number === null) return 'fieldNumber';
  if (field.integer === true && !Number.isInteger(number)) return 'fieldInteger';
  if (typeof field.min === 'number' && number < field.min) return 'fieldMin';
  if (typeof field.max === 'number' && number > field.max) return 'fieldMax';
  return null;
}

const dateBound = (bound: number | string | undefined, today: string): string | null =>
  bound === TODAY ? today : isIsoDate(bound) ? bound : null;

function dateProblem(field: FormField, value: unknown, today: string): AnswerErrorCode | null {
  if (!isIsoDate(value)) return 'fieldDate';
  const min = dateBound(field.min, today);
  const max = dateBound(field.max, today);
  if (min !== null && value < min) return field.min === TODAY ? 'fieldPast' : 'fieldDateMin';
  if (max !== null && value > max) return field.max === TODAY ? 'fieldFuture' : 'fieldDateMax';
  return null;
}

const CHECKS: Record<FormField['type'], Check> = {
  text: textProblem,
  textarea: textProblem,
  number: numberProblem,
  date: dateProblem,
  select: (field, value) =>
    typeof value === 'string' && (field.choices ?? []).includes(value) ? null : 'fieldChoice',
  checkbox: (_field, value) => (typeof value === 'boolean' ? null : 'fieldCheckbox'),
  file: (_field, value) => (fileIdOf(value) === null ? 'fieldFile' : null),
};

// Nothing given: no answer, null, blank text, or an unticked box (a required box must be ticked).
const isEmpty = (field: FormField, value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (field.type === 'checkbox' && value === false);

/** The code of the first constraint an answer breaks, or null when it is acceptable. */
export function answerProblem(field: FormField, value: unknown, today: string): AnswerErrorCode | null {
  if (isEmpty(field, value)) return field.required ? 'fieldRequired' : null;
  return CHECKS[field.type](field, value, today);
}

export const answerError = (field: FormField, code: AnswerErrorCode): FieldError => ({
  field: field.name,
  code,
  message: fillMessage(ANSWER_MESSAGES[code], answerParams(field)),
});

/**
 * The answers as they are kept: those of keepLast4 fields reduced to their last four digits (****6789), so a
 * bank account number is never stored in clear. Answers already kept, or too short to hide anything, stay.
 */
export function keptAnswers(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const kept = { ...answers };
  for (const field of fields) {
    const value = kept[field.name];
    if (field.keepLast4 !== true || typeof value !== 'string' || KEPT_LAST4.test(value)) continue;
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 4) kept[field.name] = `****${digits.slice(-4)}`;
  }
  return kept;
}

/**
 * Every field's error (at most one each, in the form's order), then one unknownField error per answer the
 * form does not ask for. `today` is an ISO date, the bound 'today' stands for. Empty when the answers hold.
 */
export function checkAnswers(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  today: string,
): FieldError[] {
  const fieldErrors = fields.flatMap((field) => {
    const code = answerProblem(
      field,
      Object.hasOwn(answers, field.name) ? answers[field.name] : undefined,
      today,
    );
    return code === null ? [] : [answerError(field, code)];
  });
  const asked = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(answers)
    .filter((name) => !asked.has(name))
    .map((name) => ({
      field: name,
      code: 'unknownField',
      message: fillMessage(ANSWER_MESSAGES.unknownField, { name }),
    }));
  return [...fieldErrors, ...unknown];
}
