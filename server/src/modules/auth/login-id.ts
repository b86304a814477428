// Login identifiers: email or US phone (access spec §2 "Find login", §5 "Login identifier", "Phone").
import {
  applyDigitMask,
  isValidEmail,
  matches,
  type Rule,
  type RuleFailure,
  requiredField,
} from '../../common/validation/field-rules.js';
import { isValidUsPhone, usPhoneDigits } from '../../contract/patterns.js';

export { isValidEmail, isValidUsPhone, usPhoneDigits };

export const US_COUNTRY_CODE = '+1';
export const US_PHONE_MASK = '(nnn) nnn-nnnn';
/** The phone input holds a fully formatted number, '(555) 123-4567'. */
export const PHONE_INPUT_MAX_LENGTH = US_PHONE_MASK.length;

export type LoginId = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export const MFA_CHANNELS = ['phone', 'call', 'email'] as const;
export type MfaChannel = (typeof MFA_CHANNELS)[number];

/** Anything with an @ is an email; everything else is sent as a +1 phone number. */
export function parseLoginId(raw: string): LoginId {
  const trimmed = raw.trim();
  return trimmed.includes('@')
    ? { kind: 'email', email: trimmed.toLowerCase() }
    : { kind: 'phone', phone: `${US_COUNTRY_CODE}${usPhoneDigits(trimmed)}` };
}

/** The answer to a login id that is neither an email nor a US phone number (the server and both UIs). */
export const LOGIN_ID_INVALID: RuleFailure = {
  code: 'loginIdInvalid',
  message: 'Enter a valid email address or phone number',
};

/** A phone field that holds no US number (sign-up, users create). */
export const phoneInvalid = (label = 'Phone'): RuleFailure => ({
  code: 'fieldPhoneInvalid',
  message: `Invalid ${label}`,
});

/** The phone tab's rules (find login, change login id): required, then a ten-digit US number. */
export const phoneRules = (label = 'Phone'): Rule[] => [
  requiredField(label),
  matches(isValidUsPhone, LOGIN_ID_INVALID),
];

/** A new login id must be a valid email or a valid phone number. */
export function isValidLoginId(raw: string): boolean {
  const id = parseLoginId(raw);
  return id.kind === 'email' ? isValidEmail(id.email) : isValidUsPhone(raw);
}

/** '(555) 123-4567', built up as the user types. */
export const formatUsPhone = (raw: string): string => applyDigitMask(usPhoneDigits(raw), US_PHONE_MASK);

/** Find-login answers reveal only the first letter of the mailbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(at, 1))}***${email.slice(at)}`;
}

/** Find-login answers reveal only the last four digits. */
export const maskPhone = (phone: string): string => `(***) ***-${usPhoneDigits(phone).slice(-4)}`;

const isMfaChannel = (value: string): value is MfaChannel =>
  (MFA_CHANNELS as readonly string[]).includes(value);

/** The MFA token lists its allowed channels joined by a pipe, e.g. 'phone|call|email'. */
export const splitMfaChannels = (value: string | null | undefined): MfaChannel[] => [
  ...new Set(
    (value ?? '')
      .split('|')
      .map((channel) => channel.trim())
      .filter(isMfaChannel),
  ),
];
