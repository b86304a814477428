// The work queue's list request: react-admin simple-rest `sort`, `range` and `filter` (API.md "The work
// queue"), checked and turned into typed filters. Errors are 400 with the codes of the admin resources.
import { DomainException } from '../../common/errors/domain.exception.js';
import type { SortOrder } from '../../resources/define-resource.js';
import {
  DEFAULT_PAGE_ROWS,
  MAX_PAGE_ROWS,
  parseFilterObject,
  parseRange,
  parseSort,
} from '../../resources/simple-rest-query.js';
import { QUEUE_TABS, type QueueTab } from './queue-columns.js';

/**
 * The sortable wire fields and the column each sorts by. `stateCurrentTime` (time in the current state)
 * sorts by the time the state was entered, the other way round; `lastChangedBy` (the Last change column)
 * by when the change happened.
 */
export const SORT_COLUMNS = {
  id: 'id',
  externalId: 'external_id',
  itemName: 'applicant_name',
  processName: 'process_name',
  caseNumber: 'case_number',
  clientId: 'client_id',
  createdAt: 'created_at',
  ownerName: 'owner_name',
  companyName: 'company_name',
  lastComDate: 'last_com_date',
  ComDirection: 'last_com_direction',
  ComType: 'last_com_type',
  lastChangedBy: 'last_changed_at',
  lastChangedAt: 'last_changed_at',
  stateCurrentTime: 'state_entered_at',
  currentStateName: 'state_name',
  paymentChannelName: 'payment_channel_name',
  categoryName: 'category_name',
} as const;
export type SortField = keyof typeof SORT_COLUMNS;
export const SORTABLE_FIELDS = Object.keys(SORT_COLUMNS) as SortField[];

export const DEFAULT_SORT = { field: 'createdAt', order: 'ASC' } as const satisfies QueueSort;

export interface QueueSort {
  field: SortField;
  order: SortOrder;
}

/** A time range on a column: from (inclusive) and before (exclusive). */
export interface TimeRange {
  from?: Date;
  before?: Date;
  /** Both ends fall on midnight UTC, so whole days of the kept day counts describe it. */
  wholeDays: boolean;
}

export interface QueueFilter {
  ids?: number[];
  created?: TimeRange;
  search?: string;
  assignedTo?: number[];
  partner?: number[];
  process?: number[];
  state?: number[];
  lastContact?: TimeRange;
  paymentChannelName?: string[];
  categoryName?: string[];
  tab: QueueTab;
}

export interface QueueQuery {
  sort: QueueSort;
  /** Inclusive row numbers, as in the request and in Content-Range. */
  range: { start: number; end: number };
  filter: QueueFilter;
}

const MAX_INT = 2_147_483_647;
const DAY_MS = 86_400_000;

const invalid = (name: string, what: string) =>
  new DomainException(400, 'invalidFilter', `Filter ${name} must be ${what}`);

/** Ids as a number, a list, or their string forms ("5" or "5,6"), as the queue's filters arrive. */
function ids(name: string, value: unknown): number[] {
  const items =
    typeof value === 'string'
      ? value.split(',').map((s) => s.trim())
      : Array.isArray(value)
        ? value
        : [value];
  if (items.length === 0 || items.length > MAX_PAGE_ROWS) {
    throw invalid(name, `between 1 and ${MAX_PAGE_ROWS} ids`);
  }
  return items.map((item) => {
    const n = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (!Number.isSafeInteger(n) || (n as number) < 1 || (n as number) > MAX_INT)
      throw invalid(name, 'ids (whole numbers)');
    return n as number;
  });
}

function names(name: string, value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  if (
    items.length === 0 ||
    items.length > 100 ||
    // A NUL character cannot be in PostgreSQL text: it is no name (and no SQL literal can hold it).
    !items.every((v) => typeof v === 'string' && v.length <= 200 && !v.includes('\u0000'))
  ) {
    throw invalid(name, 'a name or a list of names');
  }
  return items as string[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD, UTC) or an ISO instant. */
function time(name: string, value: unknown): { at: Date; day: boolean } {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    throw invalid(name, 'a date (YYYY-MM-DD) or an ISO date-time');
  }
  const day = DATE_ONLY.test(value);
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) throw invalid(name, 'a date (YYYY-MM-DD) or an ISO date-time');
  return { at, day };
}

/** startDate and endDate both count: a day as endDate includes that whole day. */
function createdRange(start: unknown, end: unknown): TimeRange | undefined {
  if (start === undefined && end === undefined) return undefined;
  const from = start === undefined ? undefined : time('startDate', start);
  const to = end === undefined ? undefined : time('endDate', end);
  const before = to && new Date(to.at.getTime() + (to.day ? DAY_MS : 1));
  return { from: from?.at, before, wholeDays: (from?.day ?? true) && (to?.day ?? true) };
}

function lastContactRange(value: unknown): TimeRange {
  const { at, day } = time('lastContactDate', value);
  if (!day) throw invalid('lastContactDate', 'a date (YYYY-MM-DD)');
  return { from: at, before: new Date(at.getTime() + DAY_MS), wholeDays: true };
}

/** The keys of the `filter` JSON: id (getMany), the filters of API.md, and q (react-admin's search box). */
export const QUEUE_FILTERS = [
  'id',
  'startDate',
  'endDate',
  'search',
  'q',
  'assignedTo',
  'partner',
  'process',
  'state',
  'lastContactDate',
  'paymentChannelName',
  'categoryName',
  'tab',
] as const;
export type QueueFilterName = (typeof QUEUE_FILTERS)[number];

function parseFilter(raw: unknown): QueueFilter {
  const given = parseFilterObject('applications', QUEUE_FILTERS, raw);
  // react-admin drops empty inputs itself, but a cleared select may still send null or "".
  const present = (key: string) => given[key] !== undefined && given[key] !== null && given[key] !== '';
  const filter: QueueFilter = { tab: 'all' };
  if (present('tab')) {
    if (!(QUEUE_TABS as readonly unknown[]).includes(given.tab)) throw invalid('tab', QUEUE_TABS.join(', '));
    filter.tab = given.tab as QueueTab;
  }
  if (present('id')) filter.ids = ids('id', given.id);
  filter.created = createdRange(
    present('startDate') ? given.startDate : undefined,
    present('endDate') ? given.endDate : undefined,
  );
  const search = present('search') ? given.search : present('q') ? given.q : undefined;
  if (search !== undefined) {
    if (typeof search !== 'string' || search.length > 200 || search.includes('\u0000')) {
      throw invalid('search', 'text of at most 200 characters');
    }
    if (search.trim() !== '') filter.search = search.trim();
  }
  for (const key of ['assignedTo', 'partner', 'process', 'state'] as const) {
    if (present(key)) filter[key] = ids(key, given[key]);
  }
  if (present('lastContactDate')) filter.lastContact = lastContactRange(given.lastContactDate);
  if (present('paymentChannelName'))
    filter.paymentChannelName = names('paymentChannelName', given.paymentChannelName);
  if (present('categoryName')) filter.categoryName = names('categoryName', given.categoryName);
  return filter;
}

/**
 * The queue's filter sent as an object in a body (the bulk call's "select all N matching"): checked as the
 * filter JSON of the list is, with the same errors.
 */
export const parseQueueFilter = (object: unknown): QueueFilter => parseFilter(JSON.stringify(object));

/**
 * Parses `sort=["field","ASC"]&range=[0,24]&filter={...}`. Defaults: createdAt ascending and rows 0-24
 * (programs spec §4, §9), except that getMany (`filter={"id":[...]}` without a range) gets every id.
 */
export function parseQueueQuery(query: Record<string, unknown>): QueueQuery {
  const filter = parseFilter(query.filter);
  const rowsWithoutRange = filter.ids ? filter.ids.length : DEFAULT_PAGE_ROWS;
  const sort = parseSort(
    'applications',
    SORTABLE_FIELDS,
    [DEFAULT_SORT.field, DEFAULT_SORT.order],
    query.sort,
  );
  return { sort, range: parseRange(query.range, rowsWithoutRange), filter };
}
