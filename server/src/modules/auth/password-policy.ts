// Password rules (access spec §5 "Passwords" and §8, programs spec §5 "Password change").
import {
  type FieldCheck,
  type FieldError,
  fieldErrors,
  matches,
  minLength,
  type Rule,
  type RuleFailure,
  required,
  requiredField,
} from '../../common/validation/field-rules.js';

/**
 * resetOld: the older set-new-password screen. createLogin: create login and the code-based reset.
 * change: changing the password while signed in.
 */
export type PasswordPolicy = 'resetOld' | 'createLogin' | 'change';

export interface PasswordInput {
  password: string;
  confirmation: string;
  currentPassword?: string;
}

export const PASSWORD_FIELDS = {
  current: 'current_password',
  password: 'password',
  confirmation: 'password_confirmation',
} as const;

export const PASSWORD_MIN_LENGTH: Record<PasswordPolicy, number> = { resetOld: 8, createLogin: 7, change: 8 };

// Unicode classes so accented letters count as letters, not as special characters.
export const PASSWORD_CLASSES = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}\s]/u,
} as const;

export type PasswordClass = keyof typeof PASSWORD_CLASSES;

export const PASSWORD_CLASS_LABELS: Record<PasswordClass, string> = {
  lowercase: 'lowercase letters',
  uppercase: 'uppercase letters',
  digit: 'numbers',
  special: 'special characters',
};

/** The classes a password uses; also drives the hint checklist on the forms. */
export const passwordClasses = (password: string): PasswordClass[] =>
  (Object.keys(PASSWORD_CLASSES) as PasswordClass[]).filter((cls) => PASSWORD_CLASSES[cls].test(password));

export const USED_OR_WEAK_PASSWORD: RuleFailure = {
  code: 'usedOrWeakPassword',
  message: 'This password has been used before or is too weak. Please choose a different password.',
};

/** The server rejects used or weak passwords with a text containing 'weak'. */
export const isWeakPasswordError = (message: string | null | undefined): boolean =>
  /weak/i.test(message ?? '');

const passwordLength = (min: number): Rule =>
  minLength(min, { code: 'passwordLength', message: `Use ${min} characters minimum` });

const threeOfFour: Rule = matches((password) => passwordClasses(password).length >= 3, {
  code: 'passwordThreeOfFour',
  message: `Include at least three of the following: ${Object.values(PASSWORD_CLASS_LABELS).join(', ')}`,
});

// Create login lists the classes in this order, each with its own message.
const eachClass: Rule[] = (
  [
    ['uppercase', 'passwordUppercase', 'Include at least one uppercase letter'],
    ['lowercase', 'passwordLowercase', 'Include at least one lowercase letter'],
    ['digit', 'passwordDigit', 'Include at least one number'],
    ['special', 'passwordSpecial', 'Include at least one special character'],
  ] as const
).map(([cls, code, message]) =>
  matches((password) => PASSWORD_CLASSES[cls].test(password), { code, message }),
);

// Not optional even when empty: an empty confirmation does not match a typed password.
const sameAs =
  (password: string): Rule =>
  (confirmation) =>
    confirmation === password ? null : { code: 'passwordMismatch', message: 'The passwords do not match' };

const passwordField = (policy: PasswordPolicy, password: string, rules: Rule[]): FieldCheck => ({
  field: PASSWORD_FIELDS.password,
  value: password,
  rules: [requiredField('Password'), passwordLength(PASSWORD_MIN_LENGTH[policy]), ...rules],
});

const confirmationField = (password: string, confirmation: string, requiredRule?: Rule): FieldCheck => ({
  field: PASSWORD_FIELDS.confirmation,
  value: confirmation,
  rules: requiredRule ? [requiredRule, sameAs(password)] : [sameAs(password)],
});

const POLICIES: Record<PasswordPolicy, (input: PasswordInput) => FieldCheck[]> = {
  resetOld: ({ password, confirmation }) => [
    passwordField('resetOld', password, [threeOfFour]),
    confirmationField(password, confirmation),
  ],
  createLogin: ({ password, confirmation }) => [
    passwordField('createLogin', password, eachClass),
    confirmationField(
      password,
      confirmation,
      required({ code: 'passwordConfirmRequired', message: 'Please confirm your password!' }),
    ),
  ],
  change: ({ currentPassword = '', password, confirmation }) => [
    { field: PASSWORD_FIELDS.current, value: currentPassword, rules: [requiredField('Current password')] },
    passwordField('change', password, [threeOfFour]),
    confirmationField(password, confirmation, requiredField('Confirm password')),
  ],
};

/** Every violation in form order; the form shows the first. */
export const checkPassword = (policy: PasswordPolicy, input: PasswordInput): FieldError[] =>
  fieldErrors(POLICIES[policy](input));
