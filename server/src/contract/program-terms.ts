// A program's application window and money (issue 18): what administrators may set (checked by the program
// portal's Settings tab and by the server alike) and how the community catalogue searches by them.
// The contract folder imports only its own files.

import type { FieldError } from './errors.js';

/** The window and money facts of a program as the wire carries them: ISO times, dollars; null = not kept. */
export interface ProgramTerms {
  opensAt: string | null;
  closesAt: string | null;
  amountMin: number | null;
  amountMax: number | null;
  budgetTotal: number | null;
}

/** What each refusal says (English; the admin UI says them in its catalogue by code). */
export const PROGRAM_TERMS_MESSAGES = {
  closesBeforeOpens: 'The deadline must be after the opening date',
  mustNotBeNegative: 'The amount must be 0 or more',
  minAboveMax: 'The smallest award must not be more than the largest',
  tooLarge: 'The amount must be less than $10,000,000,000',
  mustBePositive: 'The amount must be more than 0',
} as const;

/** The stored columns hold up to 10 digits of dollars (numeric(12, 2)). */
const LARGEST_AMOUNT = 9_999_999_999.99;
export type ProgramTermsCode = keyof typeof PROGRAM_TERMS_MESSAGES;

const time = (value: unknown): number | null =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : null;
const amount = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The terms' own rules: the deadline after the opening, amounts and budget 0 or more, the smallest award
 * no more than the largest. Values may be ISO text or Dates, numbers or numeric text (as the database gives
 * them); one error per field, each naming its field.
 */
export function programTermsErrors(terms: Partial<Record<keyof ProgramTerms, unknown>>): FieldError[] {
  const errors: FieldError[] = [];
  const refuse = (field: keyof ProgramTerms, code: ProgramTermsCode) =>
    errors.push({ field, code, message: PROGRAM_TERMS_MESSAGES[code] });
  const opens = time(terms.opensAt);
  const closes = time(terms.closesAt);
  if (opens !== null && closes !== null && closes <= opens) refuse('closesAt', 'closesBeforeOpens');
  for (const field of ['amountMin', 'amountMax', 'budgetTotal'] as const) {
    const value = amount(terms[field]);
    if (value !== null && value < 0) refuse(field, 'mustNotBeNegative');
    else if (value !== null && value > LARGEST_AMOUNT) refuse(field, 'tooLarge');
  }
  const min = amount(terms.amountMin);
  const max = amount(terms.amountMax);
  const amountsValid = !errors.some((e) => e.field === 'amountMin' || e.field === 'amountMax');
  if (min !== null && max !== null && amountsValid && min > max) refuse('amountMax', 'minAboveMax');
  return errors;
}

/** An award counted against the budget (resource-uses): more than 0, and no more than a column holds. */
export function resourceUseErrors(use: { amount?: unknown }): FieldError[] {
  const value = amount(use.amount);
  const code: ProgramTermsCode | null =
    value === null || !(value > 0) ? 'mustBePositive' : value > LARGEST_AMOUNT ? 'tooLarge' : null;
  return code === null ? [] : [{ field: 'amount', code, message: PROGRAM_TERMS_MESSAGES[code] }];
}

/** The deadline choices of the catalogue's search. */
export const DEADLINE_FILTERS = ['any', 'openNow', 'closingSoon'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

/** "Closing soon" is a deadline within this many days. */
export const CLOSING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CatalogueSearch {
  /** Words the name or description holds (case and accents ignored); blank: every program. */
  text: string;
  deadline: DeadlineFilter;
  /** At least this award in dollars: programs whose largest award reaches it; null: any amount. */
  amountAtLeast: number | null;
}

/** What the search reads of a program. */
export interface SearchableProgram {
  ds_displayname: string;
  ds_description: string | null;
  opensAt: string | null;
  closesAt: string | null;
  amountMin: number | null;
  amountMax: number | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const isOpen = (p: SearchableProgram, now: number) =>
  (p.opensAt === null || Date.parse(p.opensAt) <= now) &&
  (p.closesAt === null || Date.parse(p.closesAt) > now);

function meetsDeadline(p: SearchableProgram, filter: DeadlineFilter, now: number): boolean {
  if (filter === 'any') return true;
  if (!isOpen(p, now)) return false;
  if (filter === 'openNow') return true;
  // Closing soon needs a deadline: a program open for good is never closing soon.
  return p.closesAt !== null && Date.parse(p.closesAt) - now <= CLOSING_SOON_DAYS * DAY_MS;
}

/**
 * Whether a catalogue program fits the search: every word of the text in its name or description, open now
 * (or open and closing within 30 days) where asked, and an award of at least the amount where asked (a
 * program that states no amount does not fit an amount search).
 */
export function matchesCatalogueSearch(p: SearchableProgram, search: CatalogueSearch, now: Date): boolean {
  const haystack = fold(`${p.ds_displayname} ${p.ds_description ?? ''}`);
  const words = fold(search.text).split(/\s+/).filter(Boolean);
  if (!words.every((word) => haystack.includes(word))) return false;
  if (!meetsDeadline(p, search.deadline, now.getTime())) return false;
  if (search.amountAtLeast === null) return true;
  const largest = p.amountMax ?? p.amountMin;
  return largest !== null && largest >= search.amountAtLeast;
}
