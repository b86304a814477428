// A report request: the `filter` (programId, from, to) of every form, and the simple-rest `range` and `sort`
// of the JSON pages. A wrong filter value is 422 with one error per field; a malformed parameter is 400
// with the codes of the admin resources.
import { type FieldError, unprocessable } from '../../common/errors/domain.exception.js';
import type { SortOrder } from '../../resources/define-resource.js';
import {
  DEFAULT_PAGE_ROWS,
  jsonParameter,
  parseRange,
  parseSort,
} from '../../resources/simple-rest-query.js';
import type { ReportDefinition } from './report-definition.js';

/** The filters of every report: a program and a period of whole days (YYYY-MM-DD, both ends included). */
export interface ReportFilter {
  programId?: number;
  from?: string;
  to?: string;
}

export const REPORT_FILTERS = ['programId', 'from', 'to'] as const;

export interface ReportPageQuery {
  filter: ReportFilter;
  /** Inclusive row numbers, as in the request and in Content-Range. */
  range: { start: number; end: number };
  /** A column header; absent: the report's own order. */
  sort?: { header: string; order: SortOrder };
}

const MAX_INT = 2_147_483_647;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2024-02-30). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function programIdOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_INT ? n : undefined;
}

/** Checks a filter object (from the `filter` parameter or the CLI's flags); 422 names every bad field. */
export function checkReportFilter(raw: unknown): ReportFilter {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw unprocessable([
      { field: 'filter', code: 'invalidFilter', message: 'The filter must be an object' },
    ]);
  }
  const given = raw as Record<string, unknown>;
  const errors: FieldError[] = [];
  const filter: ReportFilter = {};
  for (const key of Object.keys(given)) {
    if (!(REPORT_FILTERS as readonly string[]).includes(key)) {
      errors.push({
        field: key,
        code: 'unknownFilter',
        message: `Reports cannot be filtered by ${key}; filters: ${REPORT_FILTERS.join(', ')}`,
      });
    }
  }
  if (given.programId !== undefined && given.programId !== null && given.programId !== '') {
    filter.programId = programIdOf(given.programId);
    if (filter.programId === undefined) {
      errors.push({
        field: 'programId',
        code: 'invalidProgramId',
        message: 'programId must be a program id',
      });
    }
  }
  for (const end of ['from', 'to'] as const) {
    const value = given[end];
    if (value === undefined || value === null || value === '') continue;
    if (isDay(value)) filter[end] = value;
    else
      errors.push({ field: end, code: 'invalidDate', message: `${end} must be a date written YYYY-MM-DD` });
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    errors.push({ field: 'to', code: 'invalidPeriod', message: 'to must not be before from' });
  }
  if (errors.length > 0) throw unprocessable(errors);
  return filter;
}

/** The `filter` query parameter: JSON, then checked. */
export function parseReportFilter(raw: unknown): ReportFilter {
  if (raw === undefined) return {};
  return checkReportFilter(jsonParameter(raw, 'filter', 'invalidFilter', 'an object'));
}

/** `filter`, `range` and `sort` of a JSON page (react-admin simple-rest). */
export function parseReportPageQuery(
  report: ReportDefinition,
  query: { filter?: unknown; range?: unknown; sort?: unknown },
): ReportPageQuery {
  const headers = report.columns.map((c) => c.header);
  // Without a sort the report keeps its own order (the default below is never used).
  const sort =
    query.sort === undefined ? undefined : parseSort(report.name, headers, [headers[0], 'ASC'], query.sort);
  return {
    filter: parseReportFilter(query.filter),
    range: parseRange(query.range, DEFAULT_PAGE_ROWS),
    sort: sort && { header: sort.field, order: sort.order },
  };
}
