import { randomUUID } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import pg, {
  type CustomTypesConfig,
  type Pool,
  type PoolClient,
  type QueryArrayResult,
  type QueryResult,
} from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import Cursor from 'pg-cursor';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';
import { copyCsvRecords } from './csv-records.js';
import { findReport, REPORTS } from './report-catalogue.js';
import { type ReportContext, type ReportDefinition, reportKey } from './report-definition.js';
import type { ReportFilter, ReportPageQuery } from './report-query.js';
import { reportCopy, reportCount, reportPage, reportScope, reportSelect } from './report-sql.js';

export interface ReportPage {
  rows: Record<string, unknown>[];
  /** The first row's number, as in Content-Range. */
  start: number;
  total: number;
}

export interface StreamOptions {
  /** End the output when done (false for process.stdout). */
  end?: boolean;
}

/** Rows a cursor export fetches per round trip. */
const BATCH_ROWS = 1000;
/** A batch is fetched when the one before it has been taken by the reader, not sixteen ahead. */
const ONE_BATCH_AHEAD = { highWaterMark: 1 };
/** Every value as the text PostgreSQL outputs for it, as COPY writes it. */
const RAW_TEXT: CustomTypesConfig = { getTypeParser: () => (text: string) => text };

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
const ignore = () => undefined;

/**
 * The reports (programs spec §2 and §7): JSON pages for the admin UI, and whole reports streamed from the
 * database as CSV (COPY … TO STDOUT) or JSON (a cursor) with backpressure, so memory stays flat whatever
 * the size. Used by the controller and, in-process, by `porchlight export`.
 */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger('ReportsService');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_MODE) private readonly mode: DatabaseMode,
  ) {}

  /** The report of a group and name, or 404. */
  report(group: string, name: string): ReportDefinition {
    const report = findReport(group, name);
    if (!report) {
      throw new DomainException(
        404,
        'unknownReport',
        `There is no report ${group}/${name}; reports: ${REPORTS.map(reportKey).join(', ')}`,
      );
    }
    return report;
  }

  private runs(report: ReportDefinition, context: ReportContext): boolean {
    return report.runsFor?.(context) ?? true;
  }

  /** The whole report's SELECT in the caller's scope (no rows where it does not run). */
  private select(context: ReportContext, report: ReportDefinition, filter: ReportFilter): string {
    return reportSelect(report, reportScope(context.instanceId, filter), {
      none: !this.runs(report, context),
    });
  }

  /** One page and the total, for simple-rest. A report that does not run here answers an empty page. */
  async page(context: ReportContext, report: ReportDefinition, query: ReportPageQuery): Promise<ReportPage> {
    const empty = { rows: [], start: query.range.start, total: 0 };
    if (!this.runs(report, context)) return empty;
    const scope = reportScope(context.instanceId, query.filter);
    try {
      const rows: Record<string, unknown>[] = await this.dataSource.query(
        reportPage(report, scope, {
          offset: query.range.start,
          limit: query.range.end - query.range.start + 1,
          sort: query.sort,
        }),
      );
      const [{ total }]: { total: number }[] = await this.dataSource.query(reportCount(report, scope));
      return { rows, start: query.range.start, total };
    } catch (error) {
      // The sync report answers an empty list on any failure (programs spec §7).
      if (!report.runsFor) throw error;
      this.logger.warn(`${reportKey(report)} failed, answering no rows: ${asError(error).message}`);
      return empty;
    }
  }

  /** How many rows the whole report has (the CLI's progress bar). */
  async count(context: ReportContext, report: ReportDefinition, filter: ReportFilter): Promise<number> {
    if (!this.runs(report, context)) return 0;
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      reportCount(report, reportScope(context.instanceId, filter)),
    );
    return total;
  }

  /** The whole report as CSV (header row first, RFC 4180 quoting, UTF-8) into `out`; answers the row count. */
  async streamCsv(
    context: ReportContext,
    report: ReportDefinition,
    filter: ReportFilter,
    out: Writable,
    { end = true }: StreamOptions = {},
  ): Promise<number> {
    return this.streamSelectCsv(this.select(context, report, filter), out, { end });
  }

  /**
   * Any SELECT's rows as CSV (header row of its column names first, RFC 4180 quoting, UTF-8) into `out`,
   * with backpressure; answers the row count. The reports use it, and so does the queue's export.
   */
  async streamSelectCsv(sql: string, out: Writable, { end = true }: StreamOptions = {}): Promise<number> {
    if (this.mode === 'embedded') return this.streamCsvByCursor(sql, out, end);
    return this.withExportClient(async (client) => {
      const copy = client.query(copyTo(reportCopy(sql)));
      // pg reports a dropped connection to the running query too; pipeline has its own listener.
      copy.on('error', ignore);
      await pipeline(copy, out, { end });
      // The row count arrives after the last row; a query queued behind the COPY waits for it.
      await client.query('SELECT 1');
      return copy.rowCount;
    });
  }

  /**
   * The embedded database answers a COPY in one piece, so there the CSV is written from a held cursor a
   * batch at a time, from the values' text as PostgreSQL outputs them, quoted as COPY quotes them.
   */
  private streamCsvByCursor(sql: string, out: Writable, end: boolean): Promise<number> {
    return this.withHeldCursor(sql, RAW_TEXT, async (fetch) => {
      let rows = 0;
      async function* csv() {
        for (let first = true; ; first = false) {
          const batch = await fetch();
          const columns = batch.fields.length;
          if (first) yield copyCsvRecords([batch.fields.map((f) => f.name)], columns);
          if (batch.rows.length === 0) return;
          rows += batch.rows.length;
          yield copyCsvRecords(batch.rows, columns);
        }
      }
      await pipeline(Readable.from(csv(), ONE_BATCH_AHEAD), out, { end });
      return rows;
    });
  }

  /** The whole report as a JSON array of objects keyed by column header into `out`; answers the row count. */
  async streamJson(
    context: ReportContext,
    report: ReportDefinition,
    filter: ReportFilter,
    out: Writable,
    { end = true }: StreamOptions = {},
  ): Promise<number> {
    const sql = this.select(context, report, filter);
    const write = async (fetch: () => Promise<Record<string, unknown>[]>) => {
      let rows = 0;
      async function* array() {
        yield '[';
        for (;;) {
          const batch = await fetch();
          if (batch.length === 0) break;
          yield batch.map((row) => `${rows++ === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`).join('');
        }
        yield rows === 0 ? ']\n' : '\n]\n';
      }
      await pipeline(Readable.from(array(), ONE_BATCH_AHEAD), out, { end });
      return rows;
    };
    if (this.mode === 'embedded') {
      return this.withHeldCursor(sql, undefined, (fetch) =>
        write(async () => (await fetch()).rows as Record<string, unknown>[]),
      );
    }
    return this.withExportClient(async (client) => {
      const cursor = client.query(new Cursor<Record<string, unknown>>(sql));
      cursor.on('error', ignore);
      const rows = await write(() => cursor.read(BATCH_ROWS));
      await cursor.close();
      return rows;
    });
  }

  /**
   * For the embedded database: the SELECT behind a cursor WITH HOLD, read BATCH_ROWS at a time by FETCH.
   * Its one backend is shared by every connection and takes a whole message at a time, so a protocol-level
   * cursor (left open between messages) or a transaction (which holds every other connection back while
   * the reader is slow) will not do. The held result is kept by PostgreSQL, in memory up to work_mem and
   * in a temporary file past it; the cursor is closed when the export ends, however it ends, so a reader
   * that leaves stops the fetching and frees the result.
   */
  private async withHeldCursor<T>(
    sql: string,
    types: CustomTypesConfig | undefined,
    work: (fetch: () => Promise<QueryArrayResult | QueryResult>) => Promise<T>,
  ): Promise<T> {
    const name = `report_export_${randomUUID().replaceAll('-', '')}`;
    // The embedded pool's one connection serves every other request; an export, which waits on its
    // reader, has a connection of its own.
    const client = new pg.Client((this.dataSource.driver as PostgresDriver).master.options);
    client.on('error', ignore);
    await client.connect();
    try {
      await client.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`);
      try {
        return await work(() =>
          client.query({
            text: `FETCH FORWARD ${BATCH_ROWS} FROM ${name}`,
            ...(types ? { types, rowMode: 'array' as const } : {}),
          }),
        );
      } finally {
        await client.query(`CLOSE ${name}`);
      }
    } finally {
      await client.end();
    }
  }

  /**
   * On a PostgreSQL server: runs an export on a connection of its own from the pool. If it stops early
   * (the reader went away, or the query failed), the connection is dropped rather than returned, since it
   * may be mid-COPY, and its backend is ended so the query does not run on.
   */
  private async withExportClient<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const client = await pool.connect();
    // A checked-out client has no error listener of the pool's; an error on it must not go unhandled.
    client.on('error', ignore);
    let pid: number | null = null;
    try {
      ({
        rows: [{ pid }],
      } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'));
      const result = await work(client);
      client.removeListener('error', ignore);
      client.release();
      return result;
    } catch (error) {
      client.removeListener('error', ignore);
      client.release(asError(error));
      if (pid !== null) {
        // Waits (up to 5 s) until the backend is gone.
        await this.dataSource.query('SELECT pg_terminate_backend($1, 5000)', [pid]).catch(ignore);
      }
      throw error;
    }
  }
}
