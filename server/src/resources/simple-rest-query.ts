import { DomainException } from '../common/errors/domain.exception.js';
import type { CompiledField, CompiledResource } from './compiled-resource.js';
import type { FieldFilterDefinition, SortOrder } from './define-resource.js';
import { checkValue } from './field-values.js';

/** The most rows one page may ask for. */
export const MAX_PAGE_ROWS = 1000;
/** Without a range a list answers the first page of 25 (programs spec §9). */
export const DEFAULT_PAGE_ROWS = 25;

export type ListFilter =
  | { operator: 'eq' | 'gte' | 'lte'; field: CompiledField; value: unknown }
  | { operator: 'in'; field: CompiledField; values: unknown[] }
  | { operator: 'search'; fields: CompiledField[]; text: string };

/** A react-admin simple-rest list request (`sort`, `range`, `filter`), checked against a resource. */
export interface ListQuery {
  sort: { field: CompiledField; order: SortOrder };
  /** Inclusive row numbers, as in the request and in Content-Range. */
  range: { start: number; end: number };
  filters: ListFilter[];
}

const badQuery = (code: string, message: string) => new DomainException(400, code, message);

/** A simple-rest parameter (`sort`, `range`, `filter`): given once, as JSON. */
export function jsonParameter(raw: unknown, parameter: string, code: string, shape: string): unknown {
  if (typeof raw !== 'string')
    throw badQuery(code, `The ${parameter} parameter must be given once, as JSON ${shape}`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badQuery(code, `The ${parameter} parameter is not valid JSON; expected ${shape}`);
  }
}

/** `sort=["field","ASC"|"DESC"]` over the fields a resource sorts by; without it, the default. */
export function parseSort<F extends string>(
  resource: string,
  sortable: readonly F[],
  defaultSort: readonly [F, SortOrder],
  raw: unknown,
): { field: F; order: SortOrder } {
  if (raw === undefined) return { field: defaultSort[0], order: defaultSort[1] };
  const shape = '["field", "ASC" or "DESC"]';
  const sort = jsonParameter(raw, 'sort', 'invalidSort', shape);
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(sort[1])
  ) {
    throw badQuery('invalidSort', `The sort parameter must be ${shape}`);
  }
  if (!(sortable as readonly string[]).includes(sort[0])) {
    throw badQuery(
      'unknownSortField',
      `${resource} cannot be sorted by ${sort[0]}; sortable: ${sortable.join(', ')}`,
    );
  }
  return { field: sort[0] as F, order: sort[1] as SortOrder };
}

/** `range=[start, end]` (inclusive); without it, the first `rowsWithoutRange` rows. */
export function parseRange(raw: unknown, rowsWithoutRange: number): ListQuery['range'] {
  if (raw === undefined) return { start: 0, end: rowsWithoutRange - 1 };
  const shape = `[start, end]: whole numbers with 0 <= start <= end, at most ${MAX_PAGE_ROWS} rows`;
  const range = jsonParameter(raw, 'range', 'invalidRange', shape);
  const valid =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    range[1] >= range[0] &&
    range[1] - range[0] < MAX_PAGE_ROWS;
  if (!valid) throw badQuery('invalidRange', `The range parameter must be ${shape}`);
  return { start: range[0], end: range[1] };
}

/** `filter={...}`: a JSON object naming only the filters a resource knows; without it, no filter. */
export function parseFilterObject(
  resource: string,
  known: readonly string[],
  raw: unknown,
): Record<string, unknown> {
  if (raw === undefined) return {};
  const object = jsonParameter(raw, 'filter', 'invalidFilter', 'an object');
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    throw badQuery('invalidFilter', 'The filter parameter must be a JSON object');
  }
  const unknown = Object.keys(object).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw badQuery(
      'unknownFilter',
      `${resource} cannot be filtered by ${unknown}; filters: ${known.join(', ')}`,
    );
  }
  return object as Record<string, unknown>;
}

function filterValue(field: CompiledField, raw: unknown, filter: string): unknown {
  const checked = checkValue(field, raw, true);
  if (!checked.ok) throw badQuery('invalidFilter', `Filter ${filter}: ${checked.message}`);
  return checked.value;
}

function parseFilters(resource: CompiledResource, raw: unknown): ListFilter[] {
  const declared = new Map((resource.definition.filters ?? []).map((f) => [f.name, f]));
  const object = parseFilterObject(resource.definition.name, ['id', ...declared.keys()], raw);
  return Object.entries(object).map(([name, value]): ListFilter => {
    // getMany sends {"id": [..]}; getManyReference may send one id.
    if (name === 'id') {
      const field = resource.field.get('id') as CompiledField;
      if (!Array.isArray(value)) return { operator: 'eq', field, value: filterValue(field, value, name) };
      if (value.length > MAX_PAGE_ROWS)
        throw badQuery('invalidFilter', `Filter id: at most ${MAX_PAGE_ROWS} ids`);
      return { operator: 'in', field, values: value.map((v) => filterValue(field, v, name)) };
    }
    const filter = declared.get(name) as FieldFilterDefinition;
    if (filter.operator === 'search') {
      if (typeof value !== 'string' || value.includes('\u0000')) {
        throw badQuery('invalidFilter', `Filter ${name} must be text without NUL characters`);
      }
      const fields = (filter.fields ?? []).map((f) => resource.field.get(f) as CompiledField);
      return { operator: 'search', fields, text: value };
    }
    const field = resource.field.get(filter.field ?? filter.name) as CompiledField;
    if (filter.operator !== 'in')
      return { operator: filter.operator, field, value: filterValue(field, value, name) };
    if (!Array.isArray(value)) throw badQuery('invalidFilter', `Filter ${name} must be a list`);
    if (value.length > MAX_PAGE_ROWS)
      throw badQuery('invalidFilter', `Filter ${name}: at most ${MAX_PAGE_ROWS} values`);
    return { operator: 'in', field, values: value.map((v) => filterValue(field, v, name)) };
  });
}

/**
 * Parses `sort=["field","ASC"]&range=[0,24]&filter={...}` for a resource. Defaults: the resource's sort, no
 * filter, and the first 25 rows, except that getMany (`filter={"id":[...]}` without a range) gets every id.
 */
export function parseListQuery(resource: CompiledResource, query: Record<string, unknown>): ListQuery {
  const filters = parseFilters(resource, query.filter);
  const ids = filters.find((f) => f.operator === 'in' && f.field.name === 'id');
  const rowsWithoutRange = ids && 'values' in ids ? Math.max(ids.values.length, 1) : DEFAULT_PAGE_ROWS;
  const { name, sortable, defaultSort } = resource.definition;
  const sort = parseSort(name, sortable, defaultSort, query.sort);
  return {
    sort: { field: resource.field.get(sort.field) as CompiledField, order: sort.order },
    range: parseRange(query.range, rowsWithoutRange),
    filters,
  };
}

// `<resource> <start>-<end>/<total>`; a page with no rows answers `<resource> */<total>` (RFC 9110 §14.4).
export function contentRange(resource: string, start: number, rows: number, total: number): string {
  return rows > 0 ? `${resource} ${start}-${start + rows - 1}/${total}` : `${resource} */${total}`;
}
