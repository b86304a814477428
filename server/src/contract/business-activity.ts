// The business profile's records over time (programs spec §2 "Profiles", §7 "Community profile"): its
// financials (monthly and annual periods, sorted by year and month), its activity periods and the activities
// in each, its documents, and its quick metrics computed from its applications. Pure: the server and the UIs
// import it.
import type { FieldError } from './errors.js';
import { checkAnswers, fillMessage } from './form-answers.js';
import { listErrors, type ProfileList, profileFields } from './profiles.js';
import type { FileAnswer, FormField } from './programs.js';

const { text, date, money } = profileFields;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const bodyError: FieldError = { field: 'body', code: 'fieldEntry', message: 'The body must be an object' };

export const ACTIVITY_MESSAGES = {
  monthRequired: 'A monthly period needs its month',
  monthNotAnnual: 'An annual period has no month',
  periodOrder: 'The period must end on or after the day it starts',
  outsidePeriod: 'The activity must fall within its period, {startsOn} to {endsOn}',
} as const;

// Financials

export const PERIOD_TYPES = ['monthly', 'annual'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** A financial period: monthly (with its month) or annual, its revenue and its expenses in dollars. */
export const FINANCIAL_FIELDS: FormField[] = [
  { name: 'periodType', label: 'Period', type: 'select', required: true, choices: [...PERIOD_TYPES] },
  { name: 'year', label: 'Year', type: 'number', required: true, integer: true, min: 1900, max: 2100 },
  { name: 'month', label: 'Month', type: 'number', required: false, integer: true, min: 1, max: 12 },
  money('revenue', 'Revenue', true),
  money('expenses', 'Expenses'),
];

/** Every field error of a financial period: the fields' own rules, then a month exactly for monthly periods. */
export function financialErrors(body: unknown, today: string): FieldError[] {
  if (!isRecord(body)) return [bodyError];
  const errors = checkAnswers(FINANCIAL_FIELDS, body, today);
  if (errors.length > 0) return errors;
  const hasMonth = body.month !== undefined && body.month !== null && body.month !== '';
  if (body.periodType === 'monthly' && !hasMonth)
    return [{ field: 'month', code: 'monthRequired', message: ACTIVITY_MESSAGES.monthRequired }];
  if (body.periodType === 'annual' && hasMonth)
    return [{ field: 'month', code: 'monthNotAnnual', message: ACTIVITY_MESSAGES.monthNotAnnual }];
  return [];
}

/** The period's name, one per business: '2026-03' for March 2026, '2026' for the year. */
export const periodOf = (periodType: PeriodType, year: number, month: number | null): string =>
  periodType === 'annual' ? String(year) : `${year}-${String(month).padStart(2, '0')}`;

/** GET /api/business-financials/:id: one period (monthly items carry month, annual ones month null). */
export interface FinancialWire {
  id: number;
  periodType: PeriodType;
  year: number;
  month: number | null;
  period: string;
  revenue: number;
  expenses: number | null;
}

/** By year, then month; a year's annual period after its months (it sums them up). */
export function compareFinancials(a: FinancialWire, b: FinancialWire): number {
  if (a.year !== b.year) return a.year - b.year;
  return (a.month ?? 13) - (b.month ?? 13);
}

// Activity periods and activities

/** An activity period of the business: a name and the days it runs. */
export const ACTIVITY_PERIOD_FIELDS: FormField[] = [
  text('name', 'Period name', { required: true, maxLength: 60 }),
  date('startsOn', 'Starts on', { required: true }),
  date('endsOn', 'Ends on', { required: true }),
];

export function activityPeriodErrors(body: unknown, today: string): FieldError[] {
  if (!isRecord(body)) return [bodyError];
  const errors = checkAnswers(ACTIVITY_PERIOD_FIELDS, body, today);
  if (errors.length > 0) return errors;
  // ISO dates compare as text.
  return String(body.endsOn) < String(body.startsOn)
    ? [{ field: 'endsOn', code: 'periodOrder', message: ACTIVITY_MESSAGES.periodOrder }]
    : [];
}

/** GET /api/community-activity-periods: one period. */
export interface ActivityPeriodWire {
  id: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

/** An activity within a period: its day, a title, what was done and the hours it took. */
export const ACTIVITY_FIELDS: FormField[] = [
  date('date', 'Date', { required: true }),
  text('title', 'Activity', { required: true, maxLength: 100 }),
  { name: 'description', label: 'Description', type: 'textarea', required: false, maxLength: 1000 },
  { name: 'hours', label: 'Hours', type: 'number', required: false, min: 0, max: 10_000 },
];

/** An activity's field errors (`period` names its period, which the server finds); its day within it. */
export function activityErrors(body: unknown, period: ActivityPeriodWire, today: string): FieldError[] {
  if (!isRecord(body)) return [bodyError];
  const { period: _named, ...answers } = body;
  const errors = checkAnswers(ACTIVITY_FIELDS, answers, today);
  if (errors.length > 0) return errors;
  const day = String(answers.date);
  if (day >= period.startsOn && day <= period.endsOn) return [];
  const message = fillMessage(ACTIVITY_MESSAGES.outsidePeriod, {
    startsOn: period.startsOn,
    endsOn: period.endsOn,
  });
  return [{ field: 'date', code: 'outsidePeriod', message }];
}

/** GET /api/activities?entity=&period=: one activity, newest day first. */
export interface ActivityWire {
  id: number;
  periodId: number;
  date: string;
  title: string;
  description: string | null;
  hours: number | null;
}

// Documents

/** The business's documents: each a name and an upload of one of its people (PATCH /api/business/:id). */
export const BUSINESS_DOCUMENTS: ProfileList = {
  name: 'documents',
  label: 'Documents',
  max: 30,
  fields: [
    text('title', 'Document name', { required: true, maxLength: 100 }),
    { name: 'file', label: 'File', type: 'file', required: true },
  ],
};

/** The documents given whole: a list (empty to remove them all) whose entries hold. */
export const documentsErrors = (value: unknown, today: string): FieldError[] =>
  listErrors(BUSINESS_DOCUMENTS, value ?? 'none', today);

export interface BusinessDocument {
  title: string;
  file: FileAnswer;
}

// Quick metrics

/** GET /api/business-metrics/:id: figures of the business's applications. */
export interface BusinessMetricsWire {
  /** Every application, drafts included. */
  applications: number;
  submitted: number;
  /** Applications given an award amount above zero. */
  awards: number;
  /** Their award amounts summed, in dollars. */
  awardedAmount: number;
}

/** The quick metrics of applications as stored (award amounts as numeric text, null without one). */
export function businessMetrics(
  applications: readonly { submitted: boolean; awardAmount: string | null }[],
): BusinessMetricsWire {
  const awarded = applications
    .map((a) => (a.awardAmount === null ? 0 : Number(a.awardAmount)))
    .filter((amount) => amount > 0);
  // Summed in cents, so 0.1 + 0.2 stays 0.30.
  const cents = awarded.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return {
    applications: applications.length,
    submitted: applications.filter((a) => a.submitted).length,
    awards: awarded.length,
    awardedAmount: cents / 100,
  };
}
