// The business's community profile (programs spec §2 "Profiles", API.md "Community profiles"): its parts
// saved by PATCH /api/business/:id (overview, contact, categories, operating hours) and its licences, each
// checked by the form-answer rules, and the operating hours' own rule. Pure: the server and the UIs import it.
import type { BusinessDocument } from './business-activity.js';
import type { FieldError } from './errors.js';
import { checkAnswers, fillMessage } from './form-answers.js';
import { type ProfileSection, profileFields } from './profiles.js';
import type { FormField } from './programs.js';

const { text, pick, date, phone, email, address } = profileFields;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const HOUR_PATTERN = '([01]\\d|2[0-3]):[0-5]\\d';
const hour = (name: string, label: string): FormField =>
  text(name, label, { pattern: HOUR_PATTERN, example: '09:00', maxLength: 5 });

/** A weekday's fields: opens and closes (HH:MM, 24 hours) unless closed that day. */
const dayFields = (day: Weekday): FormField[] => {
  const name = day[0].toUpperCase() + day.slice(1);
  return [
    { name: `${day}Closed`, label: `Closed on ${name}`, type: 'checkbox', required: false },
    hour(`${day}Opens`, `${name} opens`),
    hour(`${day}Closes`, `${name} closes`),
  ];
};

/** The parts of a business profile PATCH /api/business/:id replaces, each a small form. */
export const BUSINESS_SECTIONS = {
  overview: {
    fields: [
      {
        name: 'description',
        label: 'About the business',
        type: 'textarea',
        required: false,
        maxLength: 2000,
      },
      text('website', 'Website', {
        pattern: 'https?://\\S+',
        example: 'https://example.com',
        maxLength: 200,
      }),
      {
        name: 'yearFounded',
        label: 'Year founded',
        type: 'number',
        required: false,
        integer: true,
        min: 1800,
        max: 2100,
      },
      {
        name: 'employees',
        label: 'Employees',
        type: 'number',
        required: false,
        integer: true,
        min: 0,
        max: 1_000_000,
      },
      pick('taxClassification', 'Tax classification', 'tax-classification-types'),
    ],
  },
  contact: { fields: [phone('phone', 'Phone', true), email('email', 'Email'), ...address(true)] },
  operatingHours: { fields: WEEKDAYS.flatMap(dayFields) },
} as const satisfies Record<string, ProfileSection>;

export type BusinessSectionName = keyof typeof BUSINESS_SECTIONS;
export const BUSINESS_SECTION_NAMES = Object.keys(BUSINESS_SECTIONS) as BusinessSectionName[];

export const BUSINESS_MESSAGES = {
  hoursOrder: '{day} must close after it opens',
  hoursMissing: '{day} needs both an opening and a closing time, or to be marked closed',
  categoriesList: 'The categories must be a list of at most {max} industry codes',
  categoryUnknown: 'There is no industry {code}',
} as const;

export const MAX_CATEGORIES = 20;

// Opens before closes, both or neither, on each day not closed ('09:00' < '17:30' compares as text).
function hoursErrors(hours: Record<string, unknown>): FieldError[] {
  return WEEKDAYS.flatMap((day) => {
    if (hours[`${day}Closed`] === true) return [];
    const opens = hours[`${day}Opens`];
    const closes = hours[`${day}Closes`];
    const name = day[0].toUpperCase() + day.slice(1);
    if (opens === undefined && closes === undefined) return [];
    if (typeof opens !== 'string' || typeof closes !== 'string') {
      const missing = typeof opens === 'string' ? `${day}Closes` : `${day}Opens`;
      return [
        {
          field: missing,
          code: 'hoursMissing',
          message: fillMessage(BUSINESS_MESSAGES.hoursMissing, { day: name }),
        },
      ];
    }
    return opens < closes
      ? []
      : [
          {
            field: `${day}Closes`,
            code: 'hoursOrder',
            message: fillMessage(BUSINESS_MESSAGES.hoursOrder, { day: name }),
          },
        ];
  });
}

/** Every field error of one part of a business profile; `today` as the form-answer rules take it. */
export function businessSectionErrors(name: BusinessSectionName, body: unknown, today: string): FieldError[] {
  const section: ProfileSection = BUSINESS_SECTIONS[name];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ field: name, code: 'fieldEntry', message: `The ${name} must be an object` }];
  }
  const errors = checkAnswers(section.fields, body as Record<string, unknown>, today).map((e) => ({
    ...e,
    field: `${name}.${e.field}`,
  }));
  if (name !== 'operatingHours' || errors.length > 0) return errors;
  return hoursErrors(body as Record<string, unknown>).map((e) => ({ ...e, field: `${name}.${e.field}` }));
}

/** The categories: a list of industry codes (whether each is one, the server checks against the reference data). */
export function categoriesErrors(value: unknown): FieldError[] {
  const ok =
    Array.isArray(value) && value.length <= MAX_CATEGORIES && value.every((c) => typeof c === 'string');
  return ok
    ? []
    : [
        {
          field: 'categories',
          code: 'categoriesList',
          message: fillMessage(BUSINESS_MESSAGES.categoriesList, { max: MAX_CATEGORIES }),
        },
      ];
}

/** A licence of the business: its type, number, expiry and an optional attachment (an upload). */
export const LICENSE_FIELDS: FormField[] = [
  pick('licenseType', 'License type', 'license-types', true),
  text('number', 'License number', { required: true, maxLength: 60 }),
  date('expiresOn', 'Expires on', { required: true }),
  { name: 'file', label: 'Attachment', type: 'file', required: false },
];

export const licenseErrors = (body: unknown, today: string): FieldError[] =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? checkAnswers(LICENSE_FIELDS, body as Record<string, unknown>, today)
    : [{ field: 'body', code: 'fieldEntry', message: 'The body must be an object' }];

/** GET /api/community-entity-licenses: one licence. */
export interface LicenseWire {
  id: number;
  licenseType: string;
  number: string;
  expiresOn: string;
  file: { id: number; name: string; size: number } | null;
}

/** GET /api/business/:id: the business's name and each part of its profile (empty parts as {} and []). */
export interface BusinessProfileWire {
  id: number;
  companyName: string;
  overview: Record<string, unknown>;
  contact: Record<string, unknown>;
  categories: string[];
  operatingHours: Record<string, unknown>;
  /** The business's documents, in the order saved (contract/business-activity.ts BUSINESS_DOCUMENTS). */
  documents: BusinessDocument[];
}

// People

/** GET /api/business-users: one person of the business (an account on it). */
export interface BusinessPersonWire {
  accountId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** The business's owner: its first account, the one that made it. */
  owner: boolean;
  active: boolean;
  /** The caller's own account. */
  you: boolean;
  /**
   * Not signed in here yet (an existing login associated, or a new login without its password): known by the
   * names the owner typed, which the owner may still correct.
   */
  pending: boolean;
}

/** Add user: a person by email and names (an existing login is associated, a new one made). */
export const PERSON_FIELDS: FormField[] = [
  text('firstName', 'First name', { required: true, maxLength: 50 }),
  text('lastName', 'Last name', { required: true, maxLength: 50 }),
  { ...email('email', 'Email'), required: true },
];

/** Edit user: names and whether the account is active. */
export const PERSON_EDIT_FIELDS: FormField[] = [
  text('firstName', 'First name', { maxLength: 50 }),
  text('lastName', 'Last name', { maxLength: 50 }),
  { name: 'active', label: 'Active', type: 'checkbox', required: false },
];

export const personErrors = (fields: FormField[], body: unknown, today: string): FieldError[] =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? checkAnswers(fields, body as Record<string, unknown>, today)
    : [{ field: 'body', code: 'fieldEntry', message: 'The body must be an object' }];

export const PEOPLE_MESSAGES = {
  ownerOnly: "Only the business's owner adds or changes its people",
  ownerStaysActive: "The business's owner stays active",
  namesAreTheirs: 'A person who has signed in keeps the names of their own login',
  alreadyMember: '{email} is already one of the business’s people',
} as const;

/** Who may change the business's people: its owner only, and the owner never deactivates themself. */
export function peopleRefusal(
  caller: { accountId: number },
  ownerAccountId: number,
  change?: { accountId: number; active?: boolean },
): keyof typeof PEOPLE_MESSAGES | null {
  if (caller.accountId !== ownerAccountId) return 'ownerOnly';
  if (change && change.accountId === ownerAccountId && change.active === false) return 'ownerStaysActive';
  return null;
}

// The business home

/** The parts a complete business profile has, in the order the home lists what is missing. */
export const COMPLETENESS_PARTS = [
  'overview',
  'contact',
  'categories',
  'operatingHours',
  'licenses',
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

/** How complete the profile is: the parts filled and missing, and the share filled as a whole percent. */
export function businessCompleteness(
  profile: Pick<BusinessProfileWire, 'overview' | 'contact' | 'categories' | 'operatingHours'>,
  licenses: readonly LicenseWire[],
): { filled: CompletenessPart[]; missing: CompletenessPart[]; percent: number } {
  const isFilled: Record<CompletenessPart, boolean> = {
    overview: Object.keys(profile.overview).length > 0,
    contact: Object.keys(profile.contact).length > 0,
    categories: profile.categories.length > 0,
    operatingHours: Object.keys(profile.operatingHours).length > 0,
    licenses: licenses.length > 0,
  };
  const filled = COMPLETENESS_PARTS.filter((p) => isFilled[p]);
  const missing = COMPLETENESS_PARTS.filter((p) => !isFilled[p]);
  return { filled, missing, percent: Math.round((filled.length * 100) / COMPLETENESS_PARTS.length) };
}

/** Days before its expiry that a licence asks to be renewed. */
export const RENEW_WITHIN_DAYS = 30;

export type BusinessAction =
  | { kind: 'finishForm' | 'pay'; applicationId: number; programId: number; programName: string }
  | { kind: 'renewLicense'; licenseId: number; licenseType: string; number: string; expiresOn: string };

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What waits for the business: forms it has not submitted, payments asked of it (by the state names of
 * contract/drafts.ts, given here), and licences expired or expiring within RENEW_WITHIN_DAYS of `today`.
 */
export function businessActions(
  applications: readonly { id: number; programId: number; programName: string; status: { name: string } }[],
  licenses: readonly LicenseWire[],
  today: string,
  states: { draft: string; payment: string },
): BusinessAction[] {
  const forms = applications.flatMap((a): BusinessAction[] => {
    if (a.status.name === states.draft)
      return [
        { kind: 'finishForm', applicationId: a.id, programId: a.programId, programName: a.programName },
      ];
    if (a.status.name === states.payment)
      return [{ kind: 'pay', applicationId: a.id, programId: a.programId, programName: a.programName }];
    return [];
  });
  const renewals = licenses
    .filter((l) => daysBetween(today, l.expiresOn) <= RENEW_WITHIN_DAYS)
    .map(
      (l): BusinessAction => ({
        kind: 'renewLicense',
        licenseId: l.id,
        licenseType: l.licenseType,
        number: l.number,
        expiresOn: l.expiresOn,
      }),
    );
  return [...forms, ...renewals];
}
