// The individual's community profile (programs spec §2 "Profiles", API.md "Community profiles"): its sections,
// each a small form checked by the form-answer rules (ZIP, SSN mask, US phone, dates), the short reference
// lists its choices come from, and how its answers prefill an application form. Pure: both UIs import it.
import type { FieldError } from './errors.js';
import { ANSWER_MESSAGES, answerNumber, checkAnswers, fillMessage } from './form-answers.js';
import type { FormField } from './programs.js';

/** One entry of a reference list: a stable code and its English name (the UIs translate by code). */
export interface ReferenceItem {
  code: string;
  name: string;
}

const list = (entries: Record<string, string>): ReferenceItem[] =>
  Object.entries(entries).map(([code, name]) => ({ code, name }));

/** The small reference lists, seeded as they are here (ReferenceData migration) and served by kind. */
export const REFERENCE_LISTS = {
  'tax-classification-types': list({
    individual: 'Individual or sole proprietor',
    cCorporation: 'C corporation',
    sCorporation: 'S corporation',
    partnership: 'Partnership',
    trustEstate: 'Trust or estate',
    llc: 'Limited liability company',
    nonprofit: 'Nonprofit organization',
    other: 'Other',
  }),
  'license-types': list({
    business: 'General business license',
    professional: 'Professional license',
    foodService: 'Food service permit',
    liquor: 'Liquor license',
    contractor: 'Contractor license',
    childCare: 'Child care license',
    homeOccupation: 'Home occupation permit',
    vendor: 'Street vendor permit',
  }),
  'income-types': list({
    wages: 'Wages and salary',
    selfEmployment: 'Self-employment',
    socialSecurity: 'Social Security',
    ssi: 'Supplemental Security Income',
    disability: 'Disability benefits',
    unemployment: 'Unemployment benefits',
    pension: 'Pension or retirement',
    childSupport: 'Child support',
    alimony: 'Alimony',
    publicAssistance: 'Public assistance',
    veterans: 'Veterans benefits',
    other: 'Other income',
  }),
  'income-frequencies': list({
    weekly: 'Weekly',
    biweekly: 'Every two weeks',
    semimonthly: 'Twice a month',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    annually: 'Yearly',
  }),
  'household-types': list({
    spouse: 'Spouse',
    partner: 'Partner',
    child: 'Child',
    stepchild: 'Stepchild',
    parent: 'Parent',
    sibling: 'Brother or sister',
    grandparent: 'Grandparent',
    grandchild: 'Grandchild',
    otherRelative: 'Other relative',
    roommate: 'Roommate',
    other: 'Other',
  }),
  'rent-types': list({
    rent: 'Renting',
    subsidized: 'Subsidized rent',
    lotRent: 'Lot rent (mobile home)',
    roomRent: 'Renting a room',
    mortgage: 'Own with a mortgage',
    own: 'Own outright',
    noRent: 'Living without paying rent',
  }),
  'utility-types': list({
    electricity: 'Electricity',
    gas: 'Natural gas',
    water: 'Water',
    sewer: 'Sewer',
    trash: 'Trash',
    propane: 'Propane',
    heatingOil: 'Heating oil',
    internet: 'Internet',
    phone: 'Telephone',
  }),
  'public-offices': list({
    federal: 'Federal elected office',
    state: 'State elected office',
    county: 'County elected office',
    city: 'City or town elected office',
    schoolBoard: 'School board',
    judge: 'Judge',
    appointed: 'Appointed public official',
    employee: 'Employee of this program',
  }),
  'demographic-types': list({
    race: 'Race',
    ethnicity: 'Ethnicity',
    gender: 'Gender',
    veteran: 'Veteran',
    disability: 'Disability',
    language: 'Language spoken at home',
  }),
} as const satisfies Record<string, ReferenceItem[]>;

export type ReferenceListKind = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_KINDS = Object.keys(REFERENCE_LISTS) as ReferenceListKind[];

const codesOf = (kind: ReferenceListKind): string[] => REFERENCE_LISTS[kind].map((item) => item.code);

/** How many times a year an income of each frequency is paid: a monthly figure is amount × this ÷ 12. */
export const PAYMENTS_PER_YEAR: Record<string, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  annually: 1,
};

/** A state of the reference data (50 states and DC). */
export interface UsState {
  code: string;
  fips: string;
  name: string;
}

/** A county or equivalent, by its 5-digit FIPS code. */
export interface UsCounty {
  fips: string;
  state: string;
  name: string;
}

export interface Country {
  alpha2: string;
  alpha3: string;
  numeric: string;
  name: string;
}

/** A NAICS sector (2 digits or a range like 31-33) or subsector (3 digits). */
export interface Industry {
  code: string;
  industry: string;
  sector: string;
  supersector: string;
  domain: string;
}

// Sections

/** A repeated part of a section (household members, income sources, utilities): a list of small forms. */
export interface ProfileList {
  name: string;
  label: string;
  fields: FormField[];
  max: number;
}

export interface ProfileSection {
  fields: FormField[];
  list?: ProfileList;
}

const text = (name: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  name,
  label,
  type: 'text',
  required: false,
  maxLength: 100,
  ...extra,
});
const pick = (name: string, label: string, kind: ReferenceListKind, required = false): FormField => ({
  name,
  label,
  type: 'select',
  required,
  choices: codesOf(kind),
});
const date = (name: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  name,
  label,
  type: 'date',
  required: false,
  ...extra,
});
const money = (name: string, label: string, required = false): FormField => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  max: 10_000_000,
});
const phone = (name: string, label: string, required = false): FormField =>
  text(name, label, { pattern: 'usPhone', required, maxLength: 20 });
const email = (name: string, label: string): FormField =>
  text(name, label, {
    pattern: '[^\\s@]+@([^\\s@.]+\\.)+[^\\s@.]+',
    example: 'name@example.com',
    maxLength: 254,
  });

/** Street, city, state (postal code of a state or DC), ZIP and county (5-digit FIPS of that state). */
const address = (required: boolean): FormField[] => [
  text('addressLine1', 'Address line 1', { required }),
  text('addressLine2', 'Address line 2'),
  text('city', 'City', { required, maxLength: 60 }),
  text('state', 'State', { required, pattern: '[A-Z]{2}', example: 'CA', maxLength: 2 }),
  text('zip', 'ZIP code', { required, pattern: 'zip', maxLength: 10 }),
  text('county', 'County', { pattern: '\\d{5}', example: '06037', maxLength: 5 }),
];

/** The small field makers the profile forms are written with (the business profile's too). */
export const profileFields = { text, pick, date, money, phone, email, address };

/** The individual profile's sections saved by GET|PUT /api/user-<section>, in the spec's tab order. */
export const PROFILE_SECTIONS = {
  general: {
    fields: [
      text('firstName', 'First name', { required: true, maxLength: 50 }),
      text('middleName', 'Middle name', { maxLength: 50 }),
      text('lastName', 'Last name', { required: true, maxLength: 50 }),
      date('dateOfBirth', 'Date of birth', { min: '1900-01-01', max: 'today' }),
      text('ssn', 'Social Security number', { pattern: 'ssn', maxLength: 10 }),
    ],
  },
  contact: {
    fields: [phone('phone', 'Phone', true), phone('alternatePhone', 'Other phone'), email('email', 'Email')],
  },
  'mailing-address': { fields: address(true) },
  demographics: {
    fields: [],
    list: {
      name: 'demographics',
      label: 'Demographics',
      max: 30,
      fields: [
        pick('type', 'Type', 'demographic-types', true),
        text('category', 'Answer', { required: true }),
      ],
    },
  },
  household: {
    fields: [
      {
        name: 'householdSize',
        label: 'Household size',
        type: 'number',
        required: true,
        integer: true,
        min: 1,
        max: 30,
      },
    ],
    list: {
      name: 'members',
      label: 'Household members',
      max: 29,
      fields: [
        text('firstName', 'First name', { required: true, maxLength: 50 }),
        text('lastName', 'Last name', { required: true, maxLength: 50 }),
        pick('relationship', 'Relationship', 'household-types', true),
        date('dateOfBirth', 'Date of birth', { min: '1900-01-01', max: 'today' }),
      ],
    },
  },
  income: {
    fields: [],
    list: {
      name: 'sources',
      label: 'Income sources',
      max: 20,
      fields: [
        pick('type', 'Income type', 'income-types', true),
        money('amount', 'Amount', true),
        pick('frequency', 'How often', 'income-frequencies', true),
      ],
    },
  },
  rent: {
    fields: [
      pick('rentType', 'Housing', 'rent-types', true),
      money('monthlyRent', 'Monthly rent'),
      date('leaseStart', 'Lease start date'),
      {
        name: 'evictionNotice',
        label: 'I have received an eviction notice',
        type: 'checkbox',
        required: false,
      },
    ],
  },
  landlord: {
    fields: [
      text('landlordName', 'Landlord name', { required: true }),
      phone('landlordPhone', 'Landlord phone'),
      email('landlordEmail', 'Landlord email'),
      ...address(false),
    ],
  },
  utilities: {
    fields: [],
    list: {
      name: 'utilities',
      label: 'Utilities',
      max: 12,
      fields: [
        pick('type', 'Utility', 'utility-types', true),
        text('provider', 'Provider', { maxLength: 100 }),
        text('accountNumber', 'Account number', { maxLength: 40 }),
        money('monthlyAmount', 'Monthly amount'),
      ],
    },
  },
  'public-office': {
    fields: [
      {
        name: 'holdsOffice',
        label: 'I or someone in my household holds public office',
        type: 'checkbox',
        required: false,
      },
      pick('office', 'Office', 'public-offices'),
      text('jurisdiction', 'Jurisdiction'),
      date('since', 'Since', { max: 'today' }),
    ],
  },
  // After public office: the spec's tab order puts documents before it, but the wire order of the first ten
  // sections is what clients already know; the tabs keep the spec's order (TAB_ORDER).
  documents: {
    fields: [],
    list: {
      name: 'documents',
      label: 'Documents',
      max: 30,
      fields: [
        text('title', 'Document name', { required: true }),
        { name: 'file', label: 'File', type: 'file', required: true },
      ],
    },
  },
} as const satisfies Record<string, ProfileSection>;

export type ProfileSectionName = keyof typeof PROFILE_SECTIONS;
export const PROFILE_SECTION_NAMES = Object.keys(PROFILE_SECTIONS) as ProfileSectionName[];

/** The individual profile's tabs in the spec's order (§2 "Profiles"): its sections, then change password. */
export const PROFILE_TABS = [
  'general',
  'contact',
  'mailing-address',
  'demographics',
  'household',
  'income',
  'rent',
  'landlord',
  'utilities',
  'documents',
  'public-office',
  'password',
] as const satisfies (ProfileSectionName | 'password')[];
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** A section's answers as saved and served: its fields, and its list (when it has one) as an array. */
export type SectionAnswers = Record<string, unknown>;

export const isProfileSection = (name: string): name is ProfileSectionName =>
  Object.hasOwn(PROFILE_SECTIONS, name);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const PROFILE_MESSAGES = {
  fieldList: 'The field {label} must be a list of at most {max} entries',
  fieldEntry: 'Each entry of {label} must be an object',
} as const;

/** A list's errors: at most `max` entries, each holding its fields (`members[0].x`); absent is no error. */
export function listErrors(spec: ProfileList, value: unknown, today: string): FieldError[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > spec.max) {
    const message = fillMessage(PROFILE_MESSAGES.fieldList, { label: spec.label, max: spec.max });
    return [{ field: spec.name, code: 'fieldList', message }];
  }
  return value.flatMap((entry, i) => {
    const at = `${spec.name}[${i}]`;
    if (!isRecord(entry)) {
      return [
        {
          field: at,
          code: 'fieldEntry',
          message: fillMessage(PROFILE_MESSAGES.fieldEntry, { label: spec.label }),
        },
      ];
    }
    return checkAnswers(spec.fields, entry, today).map((e) => ({ ...e, field: `${at}.${e.field}` }));
  });
}

/**
 * Every field error of a section's answers (each field at most once, entries of its list as `members[0].x`),
 * unknown fields included; `today` is the ISO date the 'today' bounds stand for. Empty when they hold.
 */
export function profileSectionErrors(name: ProfileSectionName, body: unknown, today: string): FieldError[] {
  const section: ProfileSection = PROFILE_SECTIONS[name];
  if (!isRecord(body)) return [{ field: 'body', code: 'fieldEntry', message: 'The body must be an object' }];
  const { list } = section;
  const own = list ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== list.name)) : body;
  return [
    ...checkAnswers(section.fields, own, today),
    ...(list ? listErrors(list, body[list.name], today) : []),
  ];
}

/** The error of a state or county the reference data does not hold (the server checks these). */
export const placeError = (field: 'state' | 'county', state: string): FieldError => ({
  field,
  code: 'fieldChoice',
  message: fillMessage(ANSWER_MESSAGES.fieldChoice, {
    label: field === 'state' ? 'State' : 'County',
    choices: field === 'state' ? 'the 50 states and DC' : `the counties of ${state}`,
  }),
});

// Prefill

/** The monthly sum of income sources, to the cent: each amount × its payments per year ÷ 12. */
export function monthlyIncomeOf(sources: unknown): number | null {
  if (!Array.isArray(sources) || sources.length === 0) return null;
  const total = sources.reduce((sum: number, source) => {
    const amount = isRecord(source) ? answerNumber(source.amount) : null;
    const perYear = isRecord(source) ? PAYMENTS_PER_YEAR[String(source.frequency)] : undefined;
    return amount === null || perYear === undefined ? sum : sum + (amount * perYear) / 12;
  }, 0);
  return Math.round(total * 100) / 100;
}

export type Profile = Partial<Record<ProfileSectionName, SectionAnswers>>;

/**
 * The profile as application answers, by the form field names that take them (docs/decisions.md): the
 * mailing address's fields by their own names, householdSize, monthlyIncome (summed from the sources), and
 * the general, contact and rent fields by theirs. Only answers the profile holds.
 */
export function profileFacts(profile: Profile): Record<string, unknown> {
  const { general = {}, contact = {}, rent = {} } = profile;
  const facts: Record<string, unknown> = {
    ...general,
    ...contact,
    ...(profile['mailing-address'] ?? {}),
    rentType: rent.rentType,
    monthlyRent: rent.monthlyRent,
    evictionNotice: rent.evictionNotice,
    householdSize: profile.household?.householdSize,
    monthlyIncome: monthlyIncomeOf(profile.income?.sources),
  };
  delete facts.ssn;
  return Object.fromEntries(
    Object.entries(facts).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** The form's fields an application starts with: the profile's answer for each field of the same name. */
export function prefillAnswers(fields: readonly FormField[], profile: Profile): Record<string, unknown> {
  const facts = profileFacts(profile);
  const answers = fields.flatMap((f) => {
    if (!Object.hasOwn(facts, f.name)) return [];
    const value = facts[f.name];
    if (f.type === 'checkbox') return typeof value === 'boolean' ? [[f.name, value]] : [];
    if (f.type === 'select' && !(f.choices ?? []).includes(String(value))) return [];
    return f.type === 'file' ? [] : [[f.name, f.type === 'number' ? value : String(value)]];
  });
  return Object.fromEntries(answers);
}
