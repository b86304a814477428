// The instance portal's Content tab (programs spec §2): the instance's contact information (access spec §2,
// the community contact widget) and the texts and links of its community pages. Pure rules: the admin UI
// checks its form with the same functions the server uses.
import {
  type FieldError,
  isValidEmail,
  matches,
  maxLength,
  type Rule,
  requiredField,
} from '../../common/validation/field-rules.js';
import { isValidUsPhone } from '../auth/login-id.js';
import type { ContactInfo } from './entities/instance.entity.js';

/**
 * What the `content` column holds (docs/decisions.md): the about text of the contact-info page, the
 * contact-us text of the contact-support page, where the footer's FAQs link leads, and the privacy
 * dialog's notice, policy link and contact mail.
 */
export interface InstanceContent {
  about?: string;
  support?: string;
  faqUrl?: string;
  privacyPolicy?: string;
  privacyPolicyUrl?: string;
  privacyContact?: string;
}

export const CONTENT_URL_KEYS = ['faqUrl', 'privacyPolicyUrl'] as const;
/** In the order the Content tab shows them. */
export const CONTENT_KEYS = [
  'about',
  'support',
  'faqUrl',
  'privacyPolicy',
  'privacyPolicyUrl',
  'privacyContact',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const CONTACT_TEXT_KEYS = ['address', 'hours'] as const;

export const LIMITS = {
  text: 2000,
  url: 500,
  email: 254,
  contactText: 300,
  phoneLabel: 80,
  phone: 20,
  phones: 10,
} as const;

/** The saved record as the admin resource shows it, in the wire names of GET /api/instances/:id. */
export interface InstanceContentValues {
  contact_info: ContactInfo;
  content: InstanceContent;
}

/** Any text may be missing or null (a cleared form field) in what is checked. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

/** A record as a client sends it, before the rules have passed it. */
export interface InstanceContentInput {
  contact_info: Loose<Omit<ContactInfo, 'phones'>> & {
    phones?: Loose<{ label: string; phone: string }>[] | null;
  };
  content: Loose<InstanceContent>;
}

const tooLong = (label: string, max: number): Rule =>
  maxLength(max, { code: 'fieldMaxLength', message: `${label} must be at most ${max} characters` });

const isWebAddress = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

export const contentTextRules = (label: string): Rule[] => [tooLong(label, LIMITS.text)];

export const webAddressRules = (label: string): Rule[] => [
  tooLong(label, LIMITS.url),
  matches(isWebAddress, {
    code: 'fieldUrlInvalid',
    message: `${label} must be a web address starting with http:// or https://`,
  }),
];

export const contactEmailRules = (label: string): Rule[] => [
  tooLong(label, LIMITS.email),
  matches(isValidEmail, { code: 'fieldMailInvalid', message: `Invalid ${label}` }),
];

export const contactTextRules = (label: string): Rule[] => [tooLong(label, LIMITS.contactText)];

export const phoneLabelRules = (label: string): Rule[] => [
  requiredField(label),
  tooLong(label, LIMITS.phoneLabel),
];

export const phoneNumberRules = (label: string): Rule[] => [
  requiredField(label),
  tooLong(label, LIMITS.phone),
  matches(isValidUsPhone, { code: 'fieldPhoneInvalid', message: `Invalid ${label}` }),
];

/** The English labels of the server's messages; the admin UI passes its own translated ones. */
export const CONTENT_LABELS: Record<ContentKey, string> = {
  about: 'About',
  support: 'Contact us text',
  faqUrl: 'FAQs link',
  privacyPolicy: 'Privacy notice',
  privacyPolicyUrl: 'Privacy policy link',
  privacyContact: 'Privacy contact email',
};

export const CONTACT_LABELS = {
  email: 'Email',
  address: 'Address',
  hours: 'Hours',
  phoneLabel: 'Phone label',
  phone: 'Phone number',
} as const;

const isUrlKey = (key: ContentKey) => (CONTENT_URL_KEYS as readonly string[]).includes(key);

/** The most characters a content field takes. */
export const contentLimit = (key: ContentKey): number =>
  key === 'privacyContact' ? LIMITS.email : isUrlKey(key) ? LIMITS.url : LIMITS.text;

export const contentRules = (key: ContentKey, label = CONTENT_LABELS[key]): Rule[] =>
  key === 'privacyContact'
    ? contactEmailRules(label)
    : isUrlKey(key)
      ? webAddressRules(label)
      : contentTextRules(label);

const text = (value: string | null | undefined): string => value?.trim() ?? '';

function* problems(values: InstanceContentInput): Generator<FieldError> {
  const check = function* (field: string, value: string, rules: Rule[]) {
    for (const rule of rules) {
      const failure = rule(value);
      if (failure) {
        yield { field, ...failure };
        return;
      }
    }
  };
  const { contact_info: contact, content } = values;
  yield* check('contact_info.email', text(contact.email), contactEmailRules(CONTACT_LABELS.email));
  for (const key of CONTACT_TEXT_KEYS) {
    yield* check(`contact_info.${key}`, text(contact[key]), contactTextRules(CONTACT_LABELS[key]));
  }
  const phones = contact.phones ?? [];
  if (phones.length > LIMITS.phones) {
    yield {
      field: 'contact_info.phones',
      code: 'tooManyPhones',
      message: `At most ${LIMITS.phones} phone lines`,
    };
  }
  for (const [i, line] of phones.entries()) {
    const at = `contact_info.phones.${i}`;
    yield* check(`${at}.label`, text(line.label), phoneLabelRules(CONTACT_LABELS.phoneLabel));
    yield* check(`${at}.phone`, text(line.phone), phoneNumberRules(CONTACT_LABELS.phone));
  }
  for (const key of CONTENT_KEYS) yield* check(`content.${key}`, text(content[key]), contentRules(key));
}

/** Every broken rule, field by field (`contact_info.phones.0.phone` style paths). */
export const instanceContentErrors = (values: InstanceContentInput): FieldError[] => [...problems(values)];

/** What is stored: trimmed text, empty fields and empty phone lists left out (the widget shows what is there). */
export function normalizeInstanceContent(values: InstanceContentInput): {
  contactInfo: ContactInfo;
  content: InstanceContent;
} {
  const { contact_info: contact, content } = values;
  const contactInfo: ContactInfo = {};
  if (text(contact.email)) contactInfo.email = text(contact.email);
  const phones = (contact.phones ?? []).map((p) => ({ label: text(p.label), phone: text(p.phone) }));
  if (phones.length) contactInfo.phones = phones;
  for (const key of CONTACT_TEXT_KEYS) if (text(contact[key])) contactInfo[key] = text(contact[key]);
  const kept: InstanceContent = {};
  for (const key of CONTENT_KEYS) if (text(content[key])) kept[key] = text(content[key]);
  return { contactInfo, content: kept };
}

const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => typeof source[k] === 'string').map((k) => [k, source[k]]));

/** The stored content's known text fields, whatever older data holds (also what GET /api/instances/:id shows). */
export const knownContent = (content: Record<string, unknown> | null): InstanceContent =>
  pick(content ?? {}, CONTENT_KEYS) as InstanceContent;

/**
 * A long text (about, support, privacy notice) as the pages show it: paragraphs split on blank lines, each
 * trimmed, empty ones dropped; a single line break stays inside its paragraph.
 */
export const paragraphsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** The stored columns as the resource shows them: only the known keys, whatever older data holds. */
export function instanceContentValues(
  contactInfo: ContactInfo | null,
  content: Record<string, unknown> | null,
): InstanceContentValues {
  const contact = contactInfo ?? {};
  const phones = Array.isArray(contact.phones)
    ? contact.phones.filter((p) => typeof p?.label === 'string' && typeof p?.phone === 'string')
    : undefined;
  return {
    contact_info: {
      ...pick(contact as Record<string, unknown>, ['email', ...CONTACT_TEXT_KEYS]),
      ...(phones ? { phones: phones.map((p) => ({ label: p.label, phone: p.phone })) } : {}),
    },
    content: knownContent(content),
  };
}
