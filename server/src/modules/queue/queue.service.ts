import { Inject, Injectable } from '@nestjs/common';
import pg, { type Pool, type QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { TtlCache } from '../../common/auth/ttl-cache.js';
import type { FilterOptions } from '../../contract/queue.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';
import { queryPrepared } from '../../database/prepared-statements.js';
import { sqlLiteral as lit } from '../../database/sql-literal.js';
import { isAdministrator } from '../accounts/roles.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { WorkflowService } from '../workflow/workflow.service.js';
import { QUEUE_TAB_LABELS, QUEUE_TABS, type QueueApplication, queueColumns } from './queue-columns.js';
import type { QueueFilter, QueueQuery, QueueSort, TimeRange } from './queue-query.js';
import { DEFAULT_SORT, SORT_COLUMNS } from './queue-query.js';
import {
  PROGRAM_PAYMENT_TYPE_SQL,
  paymentsEnabledSql,
  QUEUE_ROW_COLUMNS,
  showsCaseColumnsSql,
} from './queue-row.js';

/** A process's categories and the flags of its program's settings the queue's optional columns follow. */
interface ProcessSettings {
  processId: number;
  categories: string[];
  paymentsEnabled: boolean;
  caseColumns: boolean;
}

/** Past this many matching rows a filtered total is the planner's estimate, and the answer says so. */
export const EXACT_COUNT_LIMIT = 10_000;
/**
 * Where the planner expects this many matching rows a filtered total is its estimate without counting:
 * counting the first EXACT_COUNT_LIMIT of a broad search alone costs tens of milliseconds. A text search's
 * estimate is a guess, so it must be far past the limit; an equality filter's comes from the column's
 * statistics (its most common values), close enough that just past the limit is past it.
 */
const estimateTrustedFrom = (filter: QueueFilter): number =>
  filter.search ? 5 * EXACT_COUNT_LIMIT : 1.25 * EXACT_COUNT_LIMIT;
/** How long the planner's estimate for a filter is used before the planner is asked again. */
const ESTIMATE_KEPT_MS = 60_000;
/** Below this offset a page reads whole rows straight from the index; from it on, ids first (deferred join). */
const DEFERRED_JOIN_FROM = 1_000;
/** From this offset on, a createdAt page starts from the kept day counts instead of skipping rows. */
const DAY_SKIP_FROM = 5_000;

export interface QueuePage {
  /** The page's rows, a JSON array of QueueApplication as PostgreSQL wrote it. */
  json: string;
  /** How many rows the page has. */
  rows: number;
  start: number;
  total: number;
  /** The total is an estimate (a filter the kept counts cannot answer matched more than EXACT_COUNT_LIMIT). */
  estimated: boolean;
}

/** What the caller may see: the processes they work (null: all, for administrators) and who they are. */
interface Scope {
  instanceId: number;
  userId: number;
  processIds: number[] | null;
}

/** What one page's statement reads: in whose scope, which rows, in which order, from where and how many. */
interface PageRequest {
  scope: Scope;
  filter: QueueFilter;
  lookups: Lookups;
  sort: QueueSort;
  start: number;
  limit: number;
}

/** Ids a filter refers to, looked up before the page query so the planner sees them as values. */
interface Lookups {
  /** The states the caller works (tab status). */
  workedStates: number[];
  /** The processes whose process or program name matches the search. */
  searchedProcesses: number[];
  /** The instance's applicant names that contain the search; null when more than NAMES_LISTED_UP_TO do. */
  searchedNames: string[] | null;
}

const NO_LOOKUPS: Lookups = { workedStates: [], searchedProcesses: [], searchedNames: [] };

/** The look-ups as a statement answers them (lookUpColumns): each present when the filter needs it. */
interface LookedUp {
  worked_states?: number[];
  processes?: number[];
  names?: string[];
}

/**
 * Up to this many applicant names a search matches are written into the page's statement, where the planner
 * finds their applications through ix_applications_name; past it the search is broad, and the statement
 * looks the names up itself while it reads the queue in the sort's order.
 */
export const NAMES_LISTED_UP_TO = 1_000;

/** The ILIKE pattern, as a literal, of text contained anywhere (its % and _ taken as text). */
const containsPattern = (text: string) => lit(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
const MAX_INT = 2_147_483_647;

/**
 * ORDER BY for a sort, every column in the same direction so one index serves it forwards or backwards;
 * ties go by createdAt then id, so pages are stable.
 */
function orderBy(sort: QueueSort, alias = ''): string {
  // Longest in the current state first is the earliest entered.
  const flip = sort.field === 'stateCurrentTime';
  const dir = (sort.order === 'ASC') !== flip ? 'ASC' : 'DESC';
  return sortKeys(sort)
    .map((k) => `${alias}${k} ${dir}`)
    .join(', ');
}

/** The columns a sort orders by: its own, then createdAt and id for ties. */
function sortKeys(sort: QueueSort): string[] {
  const column = SORT_COLUMNS[sort.field];
  return column === 'id'
    ? ['id']
    : column === 'created_at'
      ? ['created_at', 'id']
      : [column, 'created_at', 'id'];
}

/**
 * The SELECT answering a page as one row: `json`, its applications as a JSON array in the sort's order,
 * `rows`, how many, and `extra`. `from` names the page's applications `a`.
 */
const pageJson = (from: string, sort: QueueSort, extra: string) =>
  `SELECT coalesce(json_agg(r ORDER BY ${orderBy(sort, 'a.')}), '[]')::text AS json,
          count(*)::int AS rows, ${extra}
     FROM ${from}
     JOIN programs p ON p.id = a.program_id
     CROSS JOIN LATERAL (SELECT ${QUEUE_ROW_COLUMNS}) r`;

/** Filters answered exactly by application_counts: process, state, owner, partner and the tabs. */
const keptCountsAnswer = (f: QueueFilter) =>
  !f.ids && !f.created && !f.search && !f.lastContact && !f.paymentChannelName && !f.categoryName;

/** The whole queue of the instance: no filter, no tab, and a caller who sees every process. */
const wholeQueue = (scope: Scope, f: QueueFilter) =>
  scope.processIds === null &&
  f.tab === 'all' &&
  keptCountsAnswer(f) &&
  !f.process &&
  !f.state &&
  !f.assignedTo &&
  !f.partner;

/**
 * The look-ups a filter needs, as columns of a statement (LookedUp): for the Status tab the states the caller
 * works (those a transition leads into where they are an owner or the default user); for a search the
 * processes whose own name or whose program's name contains the text, and up to NAMES_LISTED_UP_TO + 1
 * applicant names that do.
 */
function lookUpColumns(scope: Scope, filter: QueueFilter): string[] {
  const instanceId = lit(scope.instanceId);
  const columns: string[] = [];
  if (filter.tab === 'status') {
    const userId = lit(scope.userId);
    columns.push(`ARRAY(SELECT t.to_state_id FROM workflow_transitions t
                         WHERE t.instance_id = ${instanceId} AND (t.default_user_id = ${userId} OR EXISTS (
                           SELECT 1 FROM transition_owners o
                            WHERE o.instance_id = t.instance_id AND o.transition_id = t.id AND o.user_id = ${userId}))
                         GROUP BY 1 ORDER BY 1) AS worked_states`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    columns.push(
      `ARRAY(SELECT w.id FROM workflows w JOIN programs g ON g.id = w.program_id
              WHERE w.instance_id = ${instanceId} AND (w.name ILIKE ${pattern} OR g.display_name ILIKE ${pattern})
              ORDER BY w.id) AS processes`,
      `applicant_names_containing(${instanceId}, ${pattern}, ${NAMES_LISTED_UP_TO + 1}) AS names`,
    );
  }
  return columns;
}

/** The look-ups' columns for a page's statement, to check the kept look-ups by (none when there are none). */
const lookedUpNowColumns = (scope: Scope, filter: QueueFilter) =>
  lookUpColumns(scope, filter)
    .map((column) => `, ${column}`)
    .join('');

const lookupsOf = (row: LookedUp): Lookups => ({
  workedStates: row.worked_states ?? [],
  searchedProcesses: row.processes ?? [],
  searchedNames: !row.names ? [] : row.names.length > NAMES_LISTED_UP_TO ? null : row.names,
});

/** What kept look-ups are kept under: the instance, the caller for the Status tab, the search's text. */
const lookupsKey = (scope: Scope, filter: QueueFilter): string | null =>
  filter.tab !== 'status' && !filter.search
    ? null
    : [scope.instanceId, filter.tab === 'status' ? scope.userId : '', filter.search ?? ''].join('\u0000');

/** Whether kept look-ups still hold: the same states, processes and names (or still too many to list). */
function sameLookups(kept: Lookups, now: Lookups): boolean {
  const [a, b] = [kept.searchedNames, now.searchedNames];
  const sameNames =
    a === null || b === null ? a === b : a.length === b.length && new Set([...a, ...b]).size === b.length;
  return (
    sameNames &&
    kept.workedStates.join() === now.workedStates.join() &&
    kept.searchedProcesses.join() === now.searchedProcesses.join()
  );
}

const intersect = (a: number[] | undefined, b: number[] | null): number[] | undefined =>
  b === null ? a : a === undefined ? b : a.filter((x) => b.includes(x));

/** The staff work queue: pages, totals, one application, its audit trail and the filter options. */
@Injectable()
export class QueueService {
  private readonly estimates = new TtlCache<string, number>({ maxEntries: 1_000, ttlMs: ESTIMATE_KEPT_MS });
  /** Look-ups per lookupsKey; each page that uses them checks them against what it finds now. */
  private readonly keptLookups = new TtlCache<string, Lookups>({
    maxEntries: 1_000,
    ttlMs: ESTIMATE_KEPT_MS,
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly workflows: WorkflowService,
    @Inject(DATABASE_MODE) private readonly mode: DatabaseMode,
  ) {}

  /** The driver's pool: a prepared statement is run on a connection taken from it (queryPrepared). */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  async scope(caller: SessionCaller): Promise<Scope> {
    const processIds = isAdministrator(caller.roles)
      ? null
      : (await this.workflows.processes(caller)).map((p) => p.processId);
    return { instanceId: caller.instance.id, userId: caller.user.id, processIds };
  }

  /**
   * A page of the queue and its total. The look-ups of the Status tab and of a search are kept, so the states,
   * names and processes reach the planner as values without a statement of their own; the page's statement
   * looks them up again as it runs, and where they changed (a move's owners changed, an applicant just
   * added, a program renamed) the page is read again with them.
   */
  async list(caller: SessionCaller, query: QueueQuery): Promise<QueuePage> {
    const scope = await this.scope(caller);
    const key = lookupsKey(scope, query.filter);
    const kept = key === null ? undefined : this.keptLookups.get(key);
    const page = await this.listWith(scope, query, kept ?? (await this.lookUp(scope, query.filter)));
    if (!kept || sameLookups(kept, lookupsOf(page.lookedUpNow))) return page;
    return this.listWith(scope, query, await this.lookUp(scope, query.filter));
  }

  private async listWith(
    scope: Scope,
    query: QueueQuery,
    lookups: Lookups,
  ): Promise<QueuePage & { lookedUpNow: LookedUp }> {
    const { sort, range, filter } = query;
    const request = { scope, filter, lookups, sort, start: range.start, limit: range.end - range.start + 1 };
    // A total the kept counts answer travels with the page, in the same statement.
    const kept = this.keptTotal(scope, filter, lookups);
    if (kept) {
      const page = await this.page(request, kept);
      const answer = await this.answer(page, request, async () => {
        const [row] =
          page.rows > 0 ? [page] : await this.read<{ kept_total: string }>(`SELECT ${kept} AS kept_total`);
        return { total: Number(row.kept_total), estimated: false };
      });
      return { ...answer, lookedUpNow: page };
    }
    const where = this.conditions(scope, filter, lookups).join(' AND ');
    const estimate = await this.estimate(where);
    if (estimate < estimateTrustedFrom(filter)) {
      const counted = await this.countedPage(request);
      if (counted.matched <= EXACT_COUNT_LIMIT) {
        return {
          json: counted.json,
          rows: counted.rows,
          start: request.start,
          total: counted.matched,
          estimated: false,
          lookedUpNow: counted,
        };
      }
    }
    // Too many to count: the planner's estimate, at least past the count's limit.
    const page = await this.page(request, null);
    const answer = await this.answer(page, request, async () => ({
      total: Math.max(estimate, EXACT_COUNT_LIMIT + 1),
      estimated: true,
    }));
    return { ...answer, lookedUpNow: page };
  }

  /**
   * A page with its total. A page that came back short ends the list, and so does a first page holding
   * every id asked for: its end is the exact total, and `count` is not asked. A kept or estimated total may
   * trail rows written a moment ago; it never claims fewer than were shown.
   */
  private async answer(
    page: { json: string; rows: number },
    { start, limit, filter }: PageRequest,
    count: () => Promise<{ total: number; estimated: boolean }>,
  ): Promise<QueuePage> {
    const shown = start + page.rows;
    const ended =
      (page.rows < limit && (page.rows > 0 || start === 0)) ||
      (filter.ids !== undefined && start === 0 && page.rows === new Set(filter.ids).size);
    const { total, estimated } = ended ? { total: shown, estimated: false } : await count();
    return {
      json: page.json,
      rows: page.rows,
      start,
      total: Math.max(total, page.rows > 0 ? shown : 0),
      estimated,
    };
  }

  /**
   * A page and its exact total from one scan, for a filter the kept counts cannot answer: up to
   * EXACT_COUNT_LIMIT + 1 matching rows (their sort keys only) are collected once, counted, and the page is
   * cut from them. `matched` past EXACT_COUNT_LIMIT means the rows were not all collected, and the page is
   * not to be used. Counting in a second statement scanned the same index twice: for a name search, ~7 ms
   * each at a million applications.
   */
  private async countedPage({ scope, filter, lookups, sort, start, limit }: PageRequest) {
    const [result] = await this.read<{ json: string; rows: number; matched: number } & LookedUp>(
      `WITH matching AS MATERIALIZED (${this.matchingKeys(scope, filter, lookups, sort)} LIMIT ${EXACT_COUNT_LIMIT + 1}),
       page AS (SELECT id FROM matching ORDER BY ${orderBy(sort)} LIMIT ${lit(limit)} OFFSET ${lit(start)})
       ${pageJson('page JOIN applications a ON a.id = page.id', sort, `(SELECT count(*)::int FROM matching) AS matched${lookedUpNowColumns(scope, filter)}`)}`,
    );
    return result;
  }

  /**
   * The sort keys of the rows a filter matches. A search's alternatives are read each through its own index,
   * as a UNION ALL whose every branch leaves out the rows of the branches before it, so each row comes once
   * without being hashed (~0.15 ms for 650 rows): the rows of the names it matched come straight from
   * ix_applications_name, without the visit to every row that one bitmap over all the alternatives costs
   * (~1.3 ms for 600 rows).
   */
  private matchingKeys(scope: Scope, filter: QueueFilter, lookups: Lookups, sort: QueueSort): string {
    const keys = sortKeys(sort).join(', ');
    if (!filter.search) {
      return `SELECT ${keys} FROM applications WHERE ${this.conditions(scope, filter, lookups).join(' AND ')}`;
    }
    const where = this.conditions(scope, { ...filter, search: undefined }, lookups).join(' AND ');
    const alternatives = this.searchAlternatives(scope, filter.search, lookups);
    return alternatives
      .map((alternative, i) => {
        const before = alternatives.slice(0, i);
        const notBefore = before.length > 0 ? ` AND (${before.join(' OR ')}) IS NOT TRUE` : '';
        return `SELECT ${keys} FROM applications WHERE ${where} AND ${alternative}${notBefore}`;
      })
      .join(' UNION ALL ');
  }

  /**
   * The whole view a filter and sort show, as one SELECT for the CSV export: the queue's visible columns
   * (queueColumns) headed by their labels, each value the text the queue's JSON has, every matching row in
   * the view's order. As the queue's grid decides, Case Number and Client ID show when the filter names
   * one process that has them, Payment Channel when a program of the processes in view takes payments.
   */
  async exportSelect(caller: SessionCaller, { filter, sort }: Pick<QueueQuery, 'filter' | 'sort'>) {
    const scope = await this.scope(caller);
    const [lookups, optional] = await Promise.all([
      this.lookUp(scope, filter),
      this.optionalColumns(scope, filter),
    ]);
    const columns = queueColumns(optional)
      .map((c) => `r.${pg.escapeIdentifier(c.field)} AS ${pg.escapeIdentifier(c.label)}`)
      .join(', ');
    return `SELECT ${columns}
              FROM (SELECT * FROM applications WHERE ${this.conditions(scope, filter, lookups).join(' AND ')}) a
              JOIN programs p ON p.id = a.program_id
             CROSS JOIN LATERAL (SELECT ${QUEUE_ROW_COLUMNS}) r
             ORDER BY ${orderBy(sort, 'a.')}`;
  }

  /** Whether a program of the processes a filter shows (all the caller's, when it names none) takes payments. */
  /** The optional columns of a view: Payment Channel when a program in view takes payments, the case columns
   * when the filter names one process whose program shows them (the grid's rule, queue-columns.ts). */
  private async optionalColumns(
    scope: Scope,
    filter: QueueFilter,
  ): Promise<{ caseColumns: boolean; paymentsEnabled: boolean }> {
    const one = filter.process?.length === 1;
    const [row]: { caseColumns: boolean; paymentsEnabled: boolean }[] = await this.dataSource.query(
      `SELECT coalesce(bool_or(${paymentsEnabledSql(PROGRAM_PAYMENT_TYPE_SQL)}), false) AS "paymentsEnabled",
              $3 AND coalesce(bool_or(${showsCaseColumnsSql('p.settings')}), false) AS "caseColumns"
         FROM workflows w JOIN programs p ON p.id = w.program_id
        WHERE w.instance_id = $1 AND ($2::int[] IS NULL OR w.id = ANY($2::int[]))`,
      [scope.instanceId, intersect(filter.process, scope.processIds) ?? null, one],
    );
    return row;
  }

  /**
   * The ids of the applications a filter matches in the caller's scope, at most `upTo` of them (the bulk
   * call's "select all N matching" asks for one past its cap, to tell when there are more), ascending.
   */
  async matchingIds(caller: SessionCaller, filter: QueueFilter, upTo: number): Promise<number[]> {
    const scope = await this.scope(caller);
    const lookups = await this.lookUp(scope, filter);
    // No ORDER BY: sorting a few thousand ids here is cheaper than letting the planner walk the primary key.
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM applications WHERE ${this.conditions(scope, filter, lookups).join(' AND ')} LIMIT ${lit(upTo)}`,
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async one(caller: SessionCaller, id: number): Promise<QueueApplication> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT) throw applicationNotFound(id);
    const scope = await this.scope(caller);
    const page = await this.page(
      {
        scope,
        filter: { tab: 'all', ids: [id] },
        lookups: NO_LOOKUPS,
        sort: DEFAULT_SORT,
        start: 0,
        limit: 1,
      },
      null,
    );
    const [application] = JSON.parse(page.json) as QueueApplication[];
    if (!application) throw applicationNotFound(id);
    return application;
  }

  /** The queue's filter options grouped by domain (process, state, assignedTo, partner, ...), each {id, name, domain}. */
  async filterOptions(caller: SessionCaller): Promise<FilterOptions> {
    const instanceId = caller.instance.id;
    const processes = await this.workflows.processes(caller);
    const processIds = processes.map((p) => p.processId);
    const [states, staff, partners, channels, settings] = await Promise.all([
      this.dataSource.query(
        `SELECT id, name, 'state' AS domain, workflow_id AS "processId" FROM workflow_states
          WHERE instance_id = $1 AND workflow_id = ANY($2::int[]) ORDER BY workflow_id, sort_order, id`,
        [instanceId, processIds],
      ),
      this.dataSource.query(
        `SELECT DISTINCT u.id, queue_user_name(u.id) AS name, 'assignedTo' AS domain
           FROM accounts a JOIN users u ON u.id = a.user_id
          WHERE a.instance_id = $1 AND a.entity_type = 3 AND a.active ORDER BY name, u.id`,
        [instanceId],
      ),
      this.dataSource.query(
        `SELECT id, name, 'partner' AS domain FROM organizations WHERE instance_id = $1 AND active ORDER BY name, id`,
        [instanceId],
      ),
      this.distinctValues(instanceId, 'payment_channel_name'),
      this.processSettingsOf(instanceId, processIds),
    ]);
    // The queue's optional columns follow from these flags: no program settings call after this one.
    const flags = new Map(settings.map((s) => [s.processId, s]));
    return {
      process: processes.map((p) => ({
        id: p.processId,
        name: p.processName,
        domain: 'process',
        ...p,
        paymentsEnabled: flags.get(p.processId)?.paymentsEnabled === true,
        caseColumns: flags.get(p.processId)?.caseColumns === true,
      })),
      state: states,
      assignedTo: staff,
      partner: partners,
      paymentChannelName: channels.map((name) => ({ id: name, name, domain: 'paymentChannelName' })),
      categoryName: [...new Set(settings.flatMap((s) => s.categories))].map((name) => ({
        id: name,
        name,
        domain: 'categoryName',
      })),
      tab: QUEUE_TABS.map((id) => ({ id, name: QUEUE_TAB_LABELS[id], domain: 'tab' })),
    };
  }

  /** Per process: its categories, and its program's settings the queue's optional columns follow. */
  private processSettingsOf(instanceId: number, processIds: number[]): Promise<ProcessSettings[]> {
    return this.dataSource.query(
      `SELECT w.id AS "processId", w.categories,
              ${paymentsEnabledSql(PROGRAM_PAYMENT_TYPE_SQL)} AS "paymentsEnabled",
              ${showsCaseColumnsSql('p.settings')} AS "caseColumns"
         FROM workflows w JOIN programs p ON p.id = w.program_id AND p.instance_id = w.instance_id
        WHERE w.instance_id = $1 AND w.id = ANY($2::int[]) ORDER BY w.id`,
      [instanceId, processIds],
    );
  }

  /** GetProcessCategories: the categories a process offers (in the demo only the food process has any). */
  async categories(caller: SessionCaller, processId: number) {
    const rows: { categories: string[] }[] = await this.dataSource.query(
      'SELECT categories FROM workflows WHERE instance_id = $1 AND id = $2',
      [caller.instance.id, processId],
    );
    return (rows[0]?.categories ?? []).map((name) => ({ id: name, name, domain: 'categoryName' }));
  }

  /** Looks up the ids a filter refers to, in one statement, and keeps them (none when it refers to none). */
  private async lookUp(scope: Scope, filter: QueueFilter): Promise<Lookups> {
    const key = lookupsKey(scope, filter);
    if (key === null) return NO_LOOKUPS;
    const ticket = this.keptLookups.ticket();
    const [row] = await this.read<LookedUp>(`SELECT ${lookUpColumns(scope, filter).join(', ')}`);
    const lookups = lookupsOf(row);
    this.keptLookups.set(key, lookups, ticket);
    return lookups;
  }

  /** The WHERE conditions on applications (unqualified columns) for a filter in the caller's scope. */
  private conditions(scope: Scope, f: QueueFilter, lookups: Lookups): string[] {
    const where = [`instance_id = ${lit(scope.instanceId)}`];
    const processes = intersect(f.process, scope.processIds);
    if (processes) where.push(`workflow_id = ANY(${lit(processes)}::int[])`);
    if (f.ids) where.push(`id = ANY(${lit(f.ids)}::int[])`);
    if (f.state) where.push(`current_state_id = ANY(${lit(f.state)}::int[])`);
    if (f.tab === 'status') where.push(`current_state_id = ANY(${lit(lookups.workedStates)}::int[])`);
    if (f.assignedTo) where.push(`owner_id = ANY(${lit(f.assignedTo)}::int[])`);
    if (f.tab === 'assignment') where.push(`owner_id = ${lit(scope.userId)}`);
    if (f.partner) where.push(`organization_id = ANY(${lit(f.partner)}::int[])`);
    this.timeRange(where, 'created_at', f.created);
    this.timeRange(where, 'last_com_date', f.lastContact);
    if (f.paymentChannelName) where.push(`payment_channel_name = ANY(${lit(f.paymentChannelName)}::text[])`);
    if (f.categoryName) where.push(`category_name = ANY(${lit(f.categoryName)}::text[])`);
    if (f.search) where.push(`(${this.searchAlternatives(scope, f.search, lookups).join(' OR ')})`);
    return where;
  }

  private timeRange(where: string[], column: string, range: TimeRange | undefined) {
    if (range?.from) where.push(`${column} >= ${lit(range.from)}`);
    if (range?.before) where.push(`${column} < ${lit(range.before)}`);
  }

  /**
   * The conditions a search is met by any one of: the applicant's name or the external id contains the text
   * (case-insensitive), it is the application id, or the process's or program's name contains it. The names
   * and processes were looked up first (searched), so the planner sees them as values: a name's applications
   * come from ix_applications_name, an external id from its trigram index.
   */
  private searchAlternatives(scope: Scope, text: string, lookups: Lookups): string[] {
    const pattern = containsPattern(text);
    // Cheapest to test first: a UNION ALL branch tests the alternatives before its own (matchingKeys).
    const alternatives: string[] = [];
    if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_INT) alternatives.push(`id = ${lit(Number(text))}`);
    const names = lookups.searchedNames;
    if (names === null) {
      alternatives.push(
        `applicant_name IN (SELECT name FROM applicant_names WHERE instance_id = ${lit(scope.instanceId)} AND name ILIKE ${pattern})`,
      );
    } else if (names.length > 0) {
      alternatives.push(`applicant_name = ANY(${lit(names)}::text[])`);
    }
    if (lookups.searchedProcesses.length > 0) {
      alternatives.push(`workflow_id = ANY(${lit(lookups.searchedProcesses)}::int[])`);
    }
    alternatives.push(`external_id ILIKE ${pattern}`);
    return alternatives;
  }

  /** One page: its rows as JSON, how many, and `totalSql`'s answer when it is given. */
  private async page(
    { scope, filter, lookups, sort, start, limit }: PageRequest,
    totalSql: string | null,
  ): Promise<{ json: string; rows: number; kept_total: string | null } & LookedUp> {
    const where = this.conditions(scope, filter, lookups);
    const skip = this.daySkip(scope, filter, sort, start);
    if (skip) where.push(skip.where);
    const pageOf = (columns: string) =>
      `${skip ? skip.with : ''} SELECT ${columns} FROM applications WHERE ${where.join(' AND ')}
        ORDER BY ${orderBy(sort)} LIMIT ${lit(limit)} OFFSET ${skip ? skip.offset : lit(start)}`;
    // A deep page takes its ids from an index alone, then reads only those rows (deferred join); a shallow
    // one reads its few rows straight away, which plans and runs in half the time.
    const page =
      start < DEFERRED_JOIN_FROM
        ? `(${pageOf('*')}) a`
        : `(${pageOf('id')}) page JOIN applications a ON a.id = page.id`;
    const [result] = await this.read<{ json: string; rows: number; kept_total: string | null } & LookedUp>(
      pageJson(page, sort, `${totalSql ?? 'NULL::text'} AS kept_total${lookedUpNowColumns(scope, filter)}`),
    );
    return result;
  }

  /**
   * Runs a statement of the queue (values written in as literals): prepared once per connection on the
   * PostgreSQL server. The embedded database is one session behind one socket multiplexer, where statement
   * names of two connections would meet, so there each statement is parsed and planned as it comes.
   */
  private async read<R extends QueryResultRow>(text: string): Promise<R[]> {
    if (this.mode === 'postgres') return queryPrepared<R>(this.pool(), text);
    return this.dataSource.query(text);
  }

  /**
   * For a deep page of the whole queue in createdAt order, the kept day counts name the day the page
   * starts in, so the index is entered there and only that day's rows are skipped, not half a million. Parts
   * of the page's own statement: the day is found as the page is read, in one round trip. Past the last day
   * the boundary is NULL and the page empty, as it is.
   */
  private daySkip(scope: Scope, filter: QueueFilter, sort: QueueSort, start: number) {
    if (!wholeQueue(scope, filter) || sort.field !== 'createdAt' || start < DAY_SKIP_FROM) return null;
    const dir = sort.order;
    const midnight = (day: string) => `(${day})::timestamp AT TIME ZONE 'UTC'`;
    return {
      with: `WITH skip AS (
               SELECT day, upto - n AS before FROM (
                 SELECT day, n, sum(n) OVER (ORDER BY day ${dir}) AS upto FROM (
                   SELECT day, sum(n) AS n FROM application_day_counts WHERE instance_id = ${lit(scope.instanceId)}
                    GROUP BY day HAVING sum(n) > 0) slots) d
                WHERE upto > ${lit(start)} ORDER BY day ${dir} LIMIT 1)`,
      where:
        dir === 'ASC'
          ? `created_at >= ${midnight('SELECT day FROM skip')}`
          : `created_at < ${midnight('SELECT day + 1 FROM skip')}`,
      offset: `(SELECT (${lit(start)} - before)::bigint FROM skip)`,
    };
  }

  /**
   * The total as a scalar subquery on the kept counts, when they answer the filter exactly: the whole queue
   * or processes alone (application_process_counts, a handful of rows), the state, owner and partner filters
   * and the tabs (application_counts), or whole days of createdAt alone (application_day_counts). Null when
   * they cannot.
   */
  private keptTotal(scope: Scope, filter: QueueFilter, lookups: Lookups): string | null {
    if (keptCountsAnswer(filter)) {
      const where = [`instance_id = ${lit(scope.instanceId)}`];
      const processes = intersect(filter.process, scope.processIds);
      if (processes) where.push(`workflow_id = ANY(${lit(processes)}::int[])`);
      if (filter.state) where.push(`state_id = ANY(${lit(filter.state)}::int[])`);
      if (filter.tab === 'status') where.push(`state_id = ANY(${lit(lookups.workedStates)}::int[])`);
      if (filter.assignedTo) where.push(`owner_id = ANY(${lit(filter.assignedTo)}::int[])`);
      if (filter.tab === 'assignment') where.push(`owner_id = ${lit(scope.userId)}`);
      if (filter.partner) where.push(`organization_id = ANY(${lit(filter.partner)}::int[])`);
      // Instance and process alone: the per-process counts hold the same sum in a handful of rows.
      const processesOnly = filter.tab === 'all' && !filter.state && !filter.assignedTo && !filter.partner;
      const table = processesOnly ? 'application_process_counts' : 'application_counts';
      return `(SELECT coalesce(sum(n), 0)::text FROM ${table} WHERE ${where.join(' AND ')})`;
    }
    const created = filter.created;
    if (created?.wholeDays && wholeQueue(scope, { ...filter, created: undefined })) {
      const where = [`instance_id = ${lit(scope.instanceId)}`];
      const day = (at: Date) => `(${lit(at)}::timestamptz AT TIME ZONE 'UTC')::date`;
      if (created.from) where.push(`day >= ${day(created.from)}`);
      if (created.before) where.push(`day < ${day(created.before)}`);
      return `(SELECT coalesce(sum(n), 0)::text FROM application_day_counts WHERE ${where.join(' AND ')})`;
    }
    return null;
  }

  /**
   * The planner's estimate of the rows a WHERE matches, kept for ESTIMATE_KEPT_MS per WHERE text: planning
   * costs more than the page, and the estimate only moves when the statistics do.
   */
  private async estimate(where: string): Promise<number> {
    const kept = this.estimates.get(where);
    if (kept !== undefined) return kept;
    const ticket = this.estimates.ticket();
    const [plan]: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[] = await this.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM applications WHERE ${where}`,
    );
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    this.estimates.set(where, estimate, ticket);
    return estimate;
  }

  /** The distinct values of a text column, by hopping through its index (a handful of probes, not a scan). */
  private async distinctValues(instanceId: number, column: 'payment_channel_name'): Promise<string[]> {
    const rows: { v: string }[] = await this.dataSource.query(
      `WITH RECURSIVE t(v) AS (
         (SELECT ${column} FROM applications WHERE instance_id = $1 AND ${column} IS NOT NULL ORDER BY ${column} LIMIT 1)
         UNION ALL
         SELECT (SELECT ${column} FROM applications WHERE instance_id = $1 AND ${column} > t.v ORDER BY ${column} LIMIT 1)
           FROM t WHERE t.v IS NOT NULL)
       SELECT v FROM t WHERE v IS NOT NULL`,
      [instanceId],
    );
    return rows.map((r) => r.v);
  }
}
