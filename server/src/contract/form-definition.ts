// A program's form definition checked before it is saved (the program portal's Form tab; issue 18): a form an
// applicant could never answer (min above max, a select without choices) or one whose pattern does not compile
// is refused with one error per broken property, `field` being its path in the program (formFields.2.max), so
// the Form tab shows it beside its input. The contract folder imports only its own files.
import type { FieldError } from './errors.js';
import { isIsoDate, SHARED_PATTERN_NAMES, TODAY } from './form-answers.js';
import type { FormField } from './programs.js';

export const FORM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'select',
  'checkbox',
  'file',
  'textarea',
] as const satisfies readonly FormField['type'][];

/** Field names are the keys of the answers: letters, digits and underscores, starting with a letter. */
export const FORM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Longest section title: it is shown in the progress line of a phone screen. */
export const MAX_SECTION_LENGTH = 80;

export const DEFINITION_MESSAGES = {
  formNotList: 'The form must be a list of fields',
  fieldNotObject: 'Each field of the form must be an object',
  unknownProperty: 'A form field has no property {property}',
  nameInvalid: 'The name must start with a letter and hold only letters, digits and underscores',
  nameTaken: 'Another field is named {name} already',
  labelRequired: 'The label is required',
  typeInvalid: 'The type must be one of {types}',
  notBoolean: 'This must be true or false',
  choicesRequired: 'A select needs at least one choice',
  choicesInvalid: 'Each choice must be text, written once',
  boundNotNumber: 'This must be a number',
  boundNotDate: "This must be a date (year-month-day) or 'today'",
  minAboveMax: 'The minimum must not be more than the maximum',
  lengthNotWhole: 'This must be a whole number, 0 or more',
  minLengthAboveMaxLength: 'The minimum length must not be more than the maximum length',
  patternInvalid: 'The pattern is not a regular expression that compiles: {reason}',
  notText: 'This must be text',
  sectionTooLong: `A section title is at most ${MAX_SECTION_LENGTH} characters`,
} as const;

export type DefinitionErrorCode = keyof typeof DEFINITION_MESSAGES;

const PROPERTIES = new Set<string>([
  'name',
  'label',
  'type',
  'required',
  'choices',
  'min',
  'max',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'integer',
  'keepLast4',
  'section',
]);

type Problem = [property: string, code: DefinitionErrorCode, params?: Record<string, string>];
type Raw = Record<string, unknown>;

const has = (raw: Raw, property: string) => raw[property] !== undefined;
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Why a custom pattern does not compile as answers are matched with it, or null. */
export function patternProblem(pattern: string): string | null {
  if ((SHARED_PATTERN_NAMES as readonly string[]).includes(pattern)) return null;
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function boundProblems(raw: Raw, type: 'number' | 'date'): Problem[] {
  const fits = (bound: unknown) =>
    type === 'number'
      ? typeof bound === 'number' && Number.isFinite(bound)
      : bound === TODAY || isIsoDate(bound);
  const problems: Problem[] = ['min', 'max']
    .filter((p) => has(raw, p) && !fits(raw[p]))
    .map((p) => [p, type === 'number' ? 'boundNotNumber' : 'boundNotDate']);
  if (problems.length > 0 || !has(raw, 'min') || !has(raw, 'max')) return problems;
  // 'today' compares as a date only on the day it is read, so a fixed bound against it is not judged.
  const [min, max] = [raw.min, raw.max];
  const comparable = type === 'number' || (min !== TODAY && max !== TODAY);
  return comparable && (min as number | string) > (max as number | string) ? [['min', 'minAboveMax']] : [];
}

function textProblems(raw: Raw): Problem[] {
  const problems: Problem[] = ['minLength', 'maxLength']
    .filter((p) => has(raw, p) && !isWhole(raw[p]))
    .map((p) => [p, 'lengthNotWhole']);
  if (
    problems.length === 0 &&
    isWhole(raw.minLength) &&
    isWhole(raw.maxLength) &&
    raw.minLength > raw.maxLength
  ) {
    problems.push(['minLength', 'minLengthAboveMaxLength']);
  }
  if (has(raw, 'pattern')) {
    const reason = typeof raw.pattern === 'string' ? patternProblem(raw.pattern) : 'not text';
    if (reason !== null) problems.push(['pattern', 'patternInvalid', { reason }]);
  }
  if (has(raw, 'example') && typeof raw.example !== 'string') problems.push(['example', 'notText']);
  if (has(raw, 'keepLast4') && typeof raw.keepLast4 !== 'boolean') problems.push(['keepLast4', 'notBoolean']);
  return problems;
}

function choiceProblems(raw: Raw): Problem[] {
  const choices = raw.choices;
  if (!Array.isArray(choices) || choices.length === 0) return [['choices', 'choicesRequired']];
  const fine = choices.every((c) => typeof c === 'string' && c.trim() !== '');
  return fine && new Set(choices).size === choices.length ? [] : [['choices', 'choicesInvalid']];
}

// Only the constraints of the field's type are judged: those of another type are left from a type changed
// in the Form tab, and the answer check ignores them too.
function typeProblems(raw: Raw, type: FormField['type']): Problem[] {
  if (type === 'number' || type === 'date') {
    const integer: Problem[] =
      has(raw, 'integer') && typeof raw.integer !== 'boolean' ? [['integer', 'notBoolean']] : [];
    return [...boundProblems(raw, type), ...integer];
  }
  if (type === 'text' || type === 'textarea') return textProblems(raw);
  return type === 'select' ? choiceProblems(raw) : [];
}

function fieldProblems(raw: Raw, names: Set<string>): Problem[] {
  const problems: Problem[] = Object.keys(raw)
    .filter((p) => !PROPERTIES.has(p))
    .map((p) => [p, 'unknownProperty', { property: p }]);
  if (typeof raw.name !== 'string' || !FORM_FIELD_NAME.test(raw.name)) problems.push(['name', 'nameInvalid']);
  else if (names.has(raw.name)) problems.push(['name', 'nameTaken', { name: raw.name }]);
  if (typeof raw.label !== 'string' || raw.label.trim() === '') problems.push(['label', 'labelRequired']);
  if (has(raw, 'required') && typeof raw.required !== 'boolean') problems.push(['required', 'notBoolean']);
  if (has(raw, 'section')) {
    if (typeof raw.section !== 'string') problems.push(['section', 'notText']);
    else if (raw.section.length > MAX_SECTION_LENGTH) problems.push(['section', 'sectionTooLong']);
  }
  const type = raw.type as FormField['type'];
  if (!(FORM_FIELD_TYPES as readonly unknown[]).includes(type)) {
    return [...problems, ['type', 'typeInvalid', { types: FORM_FIELD_TYPES.join(', ') }]];
  }
  return [...problems, ...typeProblems(raw, type)];
}

const fill = (code: DefinitionErrorCode, params: Record<string, string> = {}) =>
  DEFINITION_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * Every problem of a form definition, one error per property, `field` its path under `prefix`
 * (formFields.0.min). Empty when applicants can answer the form as defined.
 */
export function formDefinitionErrors(fields: unknown, prefix = 'formFields'): FieldError[] {
  if (!Array.isArray(fields)) return [{ field: prefix, code: 'formNotList', message: fill('formNotList') }];
  const names = new Set<string>();
  return fields.flatMap((raw: unknown, index) => {
    const path = `${prefix}.${index}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return [{ field: path, code: 'fieldNotObject', message: fill('fieldNotObject') }];
    }
    const problems = fieldProblems(raw as Raw, names);
    const name = (raw as Raw).name;
    if (typeof name === 'string') names.add(name);
    return problems.map(([property, code, params]) => ({
      field: `${path}.${property}`,
      code,
      message: fill(code, params),
    }));
  });
}
