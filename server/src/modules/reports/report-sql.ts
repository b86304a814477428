// The SQL of a report, from its definition and a checked filter: the ordered SELECT (for COPY and for the
// CLI's JSON), a page of it, and its row count. Values are inlined (COPY takes no bind parameters); each was
// checked by report-query.ts and is written as an integer or a quoted literal.
import pg from 'pg';
import type { SortOrder } from '../../resources/define-resource.js';
import type { ReportDefinition, ReportScope } from './report-definition.js';
import type { ReportFilter } from './report-query.js';

const DAY_MS = 86_400_000;

/** The instant a checked YYYY-MM-DD day begins, UTC, as a timestamptz literal. */
const dayStart = (day: string, plusDays = 0): string => {
  const instant = new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS).toISOString();
  return `${pg.escapeLiteral(instant)}::timestamptz`;
};

function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

/** The scope of one request: the session's instance and the checked filter, as SQL conditions. */
export function reportScope(instanceId: number, filter: ReportFilter): ReportScope {
  const programId = filter.programId;
  return {
    instanceId: Number(integer(instanceId)),
    programId,
    program: (expr) => (programId === undefined ? 'TRUE' : `${expr} = ${integer(programId)}`),
    period: (expr) =>
      [
        filter.from ? `${expr} >= ${dayStart(filter.from)}` : null,
        filter.to ? `${expr} < ${dayStart(filter.to, 1)}` : null,
      ]
        .filter((c) => c !== null)
        .join(' AND ') || 'TRUE',
  };
}

const selectList = (report: ReportDefinition) =>
  report.columns.map((c) => `${c.sql} AS ${pg.escapeIdentifier(c.header)}`).join(', ');

/** Every row, in the report's order; `none` keeps the header and no row (the sync report's failure rule). */
export function reportSelect(report: ReportDefinition, scope: ReportScope, { none = false } = {}): string {
  return `SELECT ${selectList(report)} ${report.from(scope)} ORDER BY ${report.order}${none ? ' LIMIT 0' : ''}`;
}

/** `COPY (…) TO STDOUT` as CSV with the header row: PostgreSQL quotes as RFC 4180 asks. */
export const reportCopy = (select: string): string =>
  `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`;

/** One page, sorted by a column (then the report's order, so pages are stable) or by the report's order. */
export function reportPage(
  report: ReportDefinition,
  scope: ReportScope,
  page: { offset: number; limit: number; sort?: { header: string; order: SortOrder } },
): string {
  const sort = page.sort ? `${pg.escapeIdentifier(page.sort.header)} ${page.sort.order}, ` : '';
  return `SELECT ${selectList(report)} ${report.from(scope)} ORDER BY ${sort}${report.order} LIMIT ${integer(page.limit)} OFFSET ${integer(page.offset)}`;
}

/** How many rows the report has (a grouped report: how many groups). */
export const reportCount = (report: ReportDefinition, scope: ReportScope): string =>
  `SELECT count(*)::int AS total FROM (SELECT 1 ${report.from(scope)}) r`;
