import { ANSWER_MESSAGES, fillMessage } from '../../contract/answer-messages.js';
import type { FieldError } from '../../contract/errors.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { MASK_DIGIT, SSN_MASK } from '../../contract/patterns.js';
// Form field rules shared by the server and both UIs (access spec §5, programs spec §5).
// Pure functions only: the React UIs import this file directly.

/** A broken rule: a stable camelCase code and the text the form shows. */
export interface RuleFailure {
  code: string;
  message: string;
}

export type { FieldError };

/** Returns the failure, or null when the value passes. */
export type Rule = (value: string) => RuleFailure | null;

export interface FieldCheck {
  field: string;
  value: string;
  rules: readonly Rule[];
}

export const isBlank = (value: string): boolean => value.trim() === '';

export const requiredMessage = (label: string): string =>
  fillMessage(ANSWER_MESSAGES.fieldRequired, { label });

export const required =
  (failure: RuleFailure): Rule =>
  (value) =>
    isBlank(value) ? failure : null;

export const requiredField = (label: string): Rule =>
  required({ code: ERROR_CODE.fieldRequired, message: requiredMessage(label) });

/** Format rules leave empty values to the required rule, so optional fields may stay empty. */
export const matches =
  (test: (value: string) => boolean, failure: RuleFailure): Rule =>
  (value) =>
    value === '' || test(value) ? null : failure;

export const minLength = (min: number, failure: RuleFailure): Rule =>
  matches((value) => value.length >= min, failure);

export const maxLength = (max: number, failure: RuleFailure): Rule =>
  matches((value) => value.length <= max, failure);

const maxLengthFailure = (label: string, max: number): RuleFailure => ({
  code: 'fieldMaxLength',
  message: `${label} must be at most ${max} characters`,
});

// An empty field has one problem (it is empty); a filled one reports every unmet rule so forms can show
// checklists such as the password hints.
function* failures(checks: readonly FieldCheck[]): Generator<FieldError, void> {
  for (const { field, value, rules } of checks) {
    for (const rule of rules) {
      const failure = rule(value);
      if (!failure) continue;
      yield { field, ...failure };
      if (isBlank(value)) break;
    }
  }
}

/** Every failure, field by field in form order. */
export const fieldErrors = (checks: readonly FieldCheck[]): FieldError[] => [...failures(checks)];

/** Validation stops at the first failing field; the form shows this message. */
export const firstFailure = (checks: readonly FieldCheck[]): FieldError | null =>
  failures(checks).next().value ?? null;

// Names

export type NamePart = 'first' | 'last';

export const SET_NAME_MAX_LENGTH = 50;
export const ADMIN_NAME_MIN_LENGTH = 2;

const NAME_LABELS: Record<NamePart, string> = { first: 'First name', last: 'Last name' };
const NAME_INVALID_CODES: Record<NamePart, string> = {
  first: 'fieldNameMessage',
  last: 'fieldLastNameMessage',
};
const hasNoDigits = (value: string): boolean => !/\d/.test(value);

/** Account-name setting screen. */
export const setNameRules = (part: NamePart, label = NAME_LABELS[part]): Rule[] => [
  requiredField(label),
  matches(hasNoDigits, { code: NAME_INVALID_CODES[part], message: `Invalid ${label}` }),
  maxLength(SET_NAME_MAX_LENGTH, maxLengthFailure(label, SET_NAME_MAX_LENGTH)),
];

/** Marketplace subscription admin form. */
export const adminNameRules = (part: NamePart): Rule[] => {
  const noun = NAME_LABELS[part].toLowerCase();
  const invalid = { code: NAME_INVALID_CODES[part], message: `Please input a valid ${noun}` };
  return [
    required({ code: ERROR_CODE.fieldRequired, message: `Please input a ${noun}` }),
    matches(hasNoDigits, invalid),
    minLength(ADMIN_NAME_MIN_LENGTH, invalid),
  ];
};

// Email and business sign-up

// One @, no spaces, and a dotted domain without empty labels.
export const EMAIL_PATTERN = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const emailRules = (label = 'Email'): Rule[] => [
  required({ code: 'fieldMailEmpty', message: requiredMessage(label) }),
  matches(isValidEmail, { code: 'fieldMailInvalid', message: `Invalid ${label}` }),
];

export const adminEmailRules = (): Rule[] => {
  const message = 'Please input a valid email';
  return [
    required({ code: 'fieldMailEmpty', message }),
    matches(isValidEmail, { code: 'fieldMailInvalid', message }),
  ];
};

export const BUSINESS_FIELD_MAX_LENGTH = 100;

export const businessNameRules = (label = 'Business name'): Rule[] => [
  requiredField(label),
  maxLength(BUSINESS_FIELD_MAX_LENGTH, maxLengthFailure(label, BUSINESS_FIELD_MAX_LENGTH)),
];

export const businessEmailRules = (label = 'Email'): Rule[] => [
  ...emailRules(label),
  maxLength(BUSINESS_FIELD_MAX_LENGTH, maxLengthFailure(label, BUSINESS_FIELD_MAX_LENGTH)),
];

// MFA codes

export const MFA_CODE_LENGTH = 6;

/** 'new' screens take digits only; the 'old' screen also takes letters. */
export type MfaCodeLayout = 'new' | 'old';

const MFA_CODE_PATTERNS: Record<MfaCodeLayout, RegExp> = {
  new: new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`),
  old: new RegExp(`^[A-Za-z0-9]{${MFA_CODE_LENGTH}}$`),
};

/** A code is sent only when complete; a paste on the new screens must pass this as is. */
export const isMfaCode = (code: string, layout: MfaCodeLayout): boolean =>
  MFA_CODE_PATTERNS[layout].test(code);

export const sanitizeOldCodePaste = (text: string): string =>
  text.replace(/[^A-Za-z0-9]/g, '').slice(0, MFA_CODE_LENGTH);

// Shared patterns and masks (written once in the contract)

export {
  fitsMask,
  isValidSsn,
  isValidTime,
  isValidZip,
  MASK_DIGIT,
  SSN_MASK,
  TIME_PATTERN,
  ZIP_PATTERN,
} from '../../contract/patterns.js';

/** Formats as the user types: literals appear only while digits remain to follow them. */
export function applyDigitMask(raw: string, mask: string): string {
  const digits = raw.replace(/\D/g, '');
  let formatted = '';
  let next = 0;
  for (const slot of mask) {
    if (next === digits.length) break;
    if (slot === MASK_DIGIT) {
      formatted += digits[next];
      next += 1;
    } else {
      formatted += slot;
    }
  }
  return formatted;
}

export const formatSsn = (raw: string): string => applyDigitMask(raw, SSN_MASK);
