// Bulk applications (API.md "Program application setup": POST /api/bulk-application/:instance/resource/:resource):
// staff send a CSV with one applicant a row, the applicant's e-mail and their answers to the program's form.
// Which column is which, and a cell's text as the answer the form takes; the server checks the answers as a
// submission's and the admin UI shows the columns a file needs. No NestJS, TypeORM or database code.
import { answerNumber } from './form-answers.js';
import type { FormField } from './programs.js';

/** The columns about the applicant; every other column answers a question of the form. */
export const APPLICANT_COLUMNS = { email: 'Email', firstName: 'First name', lastName: 'Last name' } as const;
type ApplicantColumn = keyof typeof APPLICANT_COLUMNS;

/** What a column of the file holds: the applicant's e-mail or name, an answer to a field, or nothing (no header). */
export type BulkColumn = { kind: ApplicantColumn } | { kind: 'answer'; field: FormField } | { kind: 'none' };

/** One row read: who the applicant is and their answers as a submission sends them. */
export interface BulkRow {
  email: string;
  firstName: string;
  lastName: string;
  answers: Record<string, unknown>;
}

/** A row taken: its line (the header is line 1), the applicant, and the application made (null in a dry run). */
export interface BulkRowAccepted {
  line: number;
  email: string;
  applicationId: number | null;
  externalId: string | null;
}

/** A row refused: its line, the code of the refusal (a submission's, or invalidEmail) and what to fix. */
export interface BulkRowRejected {
  line: number;
  code: string;
  message: string;
}

/** The answer: rows read, applications created (0 in a dry run), and every row's outcome by line. */
export interface BulkApplicationResult {
  dryRun: boolean;
  rows: number;
  created: number;
  accepted: BulkRowAccepted[];
  rejected: BulkRowRejected[];
}

export const BULK_ROW_ERROR = { invalidEmail: 'invalidEmail' } as const;

const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The header a file for this form has: the applicant's columns, then each question a CSV can answer, by name. */
export const bulkTemplate = (fields: readonly FormField[]): string[] => [
  ...Object.values(APPLICANT_COLUMNS),
  ...fields.filter((f) => f.type !== 'file').map((f) => f.name),
];

function columnOf(cell: string, fields: readonly FormField[]): BulkColumn | string {
  const key = headerKey(cell);
  if (key === '') return { kind: 'none' };
  const applicant = (Object.keys(APPLICANT_COLUMNS) as ApplicantColumn[]).find(
    (k) => headerKey(APPLICANT_COLUMNS[k]) === key,
  );
  if (applicant) return { kind: applicant };
  const field =
    fields.find((f) => headerKey(f.name) === key) ?? fields.find((f) => headerKey(f.label) === key);
  if (!field) return `The column ${cell.trim()} is not a question of the form`;
  if (field.type === 'file') return `The column ${cell.trim()} asks for a file, which a CSV cannot carry`;
  return { kind: 'answer', field };
}

/**
 * What each column of a header holds, a field matched by its name or label (ignoring case and spacing); or why
 * the header will not do: no Email column, a column that is no question of the form (its answer would be
 * lost) or a file question, or one thing named twice.
 */
export function bulkHeader(
  header: readonly string[],
  fields: readonly FormField[],
): { ok: true; columns: BulkColumn[] } | { ok: false; message: string } {
  const columns: BulkColumn[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    const column = columnOf(cell, fields);
    if (typeof column === 'string') return { ok: false, message: column };
    const id = column.kind === 'answer' ? `answer:${column.field.name}` : column.kind;
    if (column.kind !== 'none' && seen.has(id)) {
      return { ok: false, message: `The header names the column ${cell.trim()} twice` };
    }
    seen.add(id);
    columns.push(column);
  }
  if (!seen.has('email')) {
    return { ok: false, message: `The header has no column ${APPLICANT_COLUMNS.email}` };
  }
  return { ok: true, columns };
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A cell as the answer a submission sends: an empty cell is no answer; a number as a number where it reads as
 * one; a checkbox's yes/no, true/false, 1/0 (or x) as true or false. Anything else stays text, for the form's
 * check to refuse with its own message.
 */
export function cellAnswer(field: FormField, cell: string): unknown {
  const text = cell.trim();
  if (text === '') return undefined;
  if (field.type === 'number') return answerNumber(text) ?? text;
  if (field.type === 'checkbox') {
    const key = text.toLowerCase();
    return YES.has(key) ? true : NO.has(key) ? false : text;
  }
  return text;
}

/** A record of the file as the applicant and answers it gives, by the header's columns. */
export function bulkRow(columns: readonly BulkColumn[], record: readonly string[]): BulkRow {
  const row: BulkRow = { email: '', firstName: '', lastName: '', answers: {} };
  columns.forEach((column, i) => {
    const cell = record[i] ?? '';
    if (column.kind === 'answer') {
      const answer = cellAnswer(column.field, cell);
      if (answer !== undefined) row.answers[column.field.name] = answer;
    } else if (column.kind !== 'none') {
      row[column.kind] = cell.trim();
    }
  });
  row.email = row.email.toLowerCase();
  return row;
}
