// The rows of the TIN and award-payout uploads (API.md "Files and documents"): the columns each file needs,
// each row's values checked and converted, and each row judged against the application it names. Pure: the
// service reads the file and the applications, and applies what these accept.
import { CSV_ROW_ERROR, type CsvRowErrorCode } from '../../contract/csv-uploads.js';
import type { PayeeState, TinMatch } from '../applications/applications.repository.js';

export type RowCheck<T> = { ok: true; value: T } | { ok: false; code: CsvRowErrorCode; message: string };

const ok = <T>(value: T): RowCheck<T> => ({ ok: true, value });
const no = (code: CsvRowErrorCode, message: string): RowCheck<never> => ({ ok: false, code, message });

/** What every row names: an application, by the Application ID the report downloads write. */
export interface ApplicationRow {
  applicationId: string;
}

/** A row of a TIN file: the answer of TIN matching for the TIN of one application. */
export interface TinResult extends ApplicationRow {
  tin: string;
  result: TinMatch['result'];
}

/** A row of an award-payout file: a payment made of one application's award. */
export interface Payout extends ApplicationRow {
  /** In minor units (cents): money is never a float here. */
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string;
}

export interface CsvFileSpec<T extends ApplicationRow> {
  /** How a message names the file. */
  name: string;
  /** The columns a row needs, as a header names them (matched ignoring case and spacing). */
  columns: readonly string[];
  /** A row's values, in the order of `columns`, trimmed and none empty: checked and converted. */
  check(values: readonly string[]): RowCheck<T>;
}

/** The payment status the award-payout-file download leaves out. */
export const PAID = 'Paid';
const MAX_REFERENCE = 100;
/** How much of a bad value a message repeats. */
const SHOWN = 40;

const shown = (value: string) => (value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value);
const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Where each needed column is in a header, or why the header will not do: a column missing, or named twice
 * (which of the two would be meant cannot be told). Other columns are ignored, so a download with columns
 * added may be sent back.
 */
export function headerIndexes(
  header: readonly string[],
  spec: Pick<CsvFileSpec<ApplicationRow>, 'name' | 'columns'>,
): { ok: true; indexes: number[] } | { ok: false; message: string } {
  const keys = header.map(headerKey);
  const twice = spec.columns.find((c) => keys.indexOf(headerKey(c)) !== keys.lastIndexOf(headerKey(c)));
  if (twice) return { ok: false, message: `The header names the column ${twice} twice` };
  const missing = spec.columns.filter((c) => !keys.includes(headerKey(c)));
  if (missing.length > 0) {
    const list = missing.join(', ');
    const columns = spec.columns.join(', ');
    return {
      ok: false,
      message: `The header has no column ${list}: ${spec.name} has the columns ${columns}`,
    };
  }
  return { ok: true, indexes: spec.columns.map((c) => keys.indexOf(headerKey(c))) };
}

/** A line with nothing in it: skipped, not a row. */
export const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** Nine digits, a dash allowed between any two (123-45-6789, 12-3456789, 123456789). */
export const isTin = (text: string) => /^\d(-?\d){8}$/.test(text);

/**
 * An amount of money in minor units: digits with at most 2 decimals (1250, 1250.5, 1250.50), read as
 * integers, never through a float; null for anything else. At most 10 whole digits, as numeric(12, 2) holds.
 */
export function minorUnits(text: string): number | null {
  const parts = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

/** Minor units written back as an amount: 125050 → 1250.50. */
export const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** A calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === text;
}

const TIN_RESULTS: readonly TinMatch['result'][] = ['match', 'no-match'];

/** A TIN file: the answer of TIN matching, a row per application (Application ID, TIN, Result). */
export const TIN_FILE: CsvFileSpec<TinResult> = {
  name: 'a TIN file',
  columns: ['Application ID', 'TIN', 'Result'],
  check([applicationId, tin, result]) {
    if (!isTin(tin)) {
      return no(
        CSV_ROW_ERROR.invalidTin,
        `The TIN ${shown(tin)} is not 9 digits (dashes between them allowed)`,
      );
    }
    const known = TIN_RESULTS.find((r) => r === result.toLowerCase());
    if (known === undefined) {
      return no(CSV_ROW_ERROR.invalidResult, `The Result ${shown(result)} is neither match nor no-match`);
    }
    return ok({ applicationId, tin, result: known });
  },
};

/** An award-payout file: the payments made, a row per application (Application ID, Amount, Paid on, Reference). */
export const AWARD_PAYOUT_FILE: CsvFileSpec<Payout> = {
  name: 'an award-payout file',
  columns: ['Application ID', 'Amount', 'Paid on', 'Reference'],
  check([applicationId, amountText, paidOn, reference]) {
    const amount = minorUnits(amountText);
    if (amount === null || amount === 0) {
      return no(
        CSV_ROW_ERROR.invalidAmount,
        `The Amount ${shown(amountText)} is not an amount of money more than 0 with at most 2 decimals (1250.50)`,
      );
    }
    if (!isIsoDate(paidOn)) {
      return no(CSV_ROW_ERROR.invalidDate, `The Paid on ${shown(paidOn)} is not a date written YYYY-MM-DD`);
    }
    if (reference.length > MAX_REFERENCE) {
      return no(CSV_ROW_ERROR.valueTooLong, `The Reference is longer than ${MAX_REFERENCE} characters`);
    }
    return ok({ applicationId, amount, paidOn, reference });
  },
};

/**
 * Checks the rows of one file in order: a row naming an application an earlier row named is refused (two
 * rows for one application cannot both be meant, whatever became of the first), then every needed value
 * must be given, then the file's own checks. The Application ID is every file's first column.
 */
export class RowChecker<T extends ApplicationRow> {
  private readonly firstLines = new Map<string, number>();

  constructor(
    private readonly spec: CsvFileSpec<T>,
    private readonly indexes: readonly number[],
  ) {}

  check(record: readonly string[], line: number): RowCheck<T> {
    const values = this.indexes.map((i) => (record[i] ?? '').trim());
    const [applicationId] = values;
    const earlier = this.firstLines.get(applicationId);
    if (earlier !== undefined) {
      return no(
        CSV_ROW_ERROR.duplicateRow,
        `Application ${shown(applicationId)} is already on line ${earlier}`,
      );
    }
    if (applicationId !== '') this.firstLines.set(applicationId, line);
    const empty = values.indexOf('');
    if (empty >= 0) return no(CSV_ROW_ERROR.valueRequired, `The ${this.spec.columns[empty]} is empty`);
    return this.spec.check(values);
  }
}

const notFound = (applicationId: string): RowCheck<never> =>
  no(CSV_ROW_ERROR.applicationNotFound, `There is no application ${shown(applicationId)}`);

/** A TIN result applies to any application of the caller's instance. */
export const judgeTin = (row: TinResult, stored: PayeeState | undefined): RowCheck<number> =>
  stored ? ok(stored.id) : notFound(row.applicationId);

/**
 * A payment applies to an application of the caller's instance with an award of exactly the amount paid
 * (marking it Paid says the award is paid whole), not marked Paid already (a file sent twice pays nothing twice).
 */
export function judgePayout(row: Payout, stored: PayeeState | undefined): RowCheck<number> {
  if (!stored) return notFound(row.applicationId);
  const award = stored.awardAmount === null ? null : minorUnits(stored.awardAmount);
  if (award === null)
    return no(CSV_ROW_ERROR.noAward, `Application ${stored.externalId} has no award to pay`);
  if (award !== row.amount) {
    return no(
      CSV_ROW_ERROR.amountMismatch,
      `The Amount ${money(row.amount)} is not the award of application ${stored.externalId}, ${money(award)}`,
    );
  }
  if (stored.paymentStatusName === PAID) {
    return no(CSV_ROW_ERROR.alreadyPaid, `Application ${stored.externalId} is already marked ${PAID}`);
  }
  return ok(stored.id);
}
