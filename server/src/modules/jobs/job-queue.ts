import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';

/** Where an enqueue runs: the transaction of the change that causes the jobs (a TypeORM manager, or any writer with its query method). */
export interface SqlWriter {
  query(text: string, parameters: unknown[]): Promise<unknown>;
}

/** One job as its queue's runner gets it. */
export interface Job<T> {
  id: string;
  data: T;
  /** 1 for the first try, 2 for the first retry... */
  attempt: number;
  /** Whether a failure now is the last one (no retry follows). */
  lastAttempt: boolean;
}

/** A queue of the application: its name, how its jobs are retried and what runs them. */
interface QueueOptions {
  /** Letters, digits, dots, dashes: `<domain>.<what>`. */
  name: string;
  /** Retries after the first try. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each next one. */
  retryDelaySeconds: number;
  /** How long one job may run before it counts as failed (a process that died holding it). */
  expireInSeconds: number;
  /** Jobs fetched at once; each fails or completes on its own. */
  batchSize: number;
}

/**
 * `run` runs one job (throwing fails it, retried while retries are left); `runBatch` runs a fetched batch at
 * once (one write for the lot) and answers the jobs that failed, by id.
 */
export type QueueDefinition<T> = QueueOptions &
  (
    | { run(job: Job<T>): Promise<void>; runBatch?: never }
    | { runBatch(jobs: Job<T>[]): Promise<Map<string, Error>>; run?: never }
  );

/** A job to enqueue; `key` makes it idempotent (a second job with the same key is ignored). */
export interface NewJob<T> {
  data: T;
  key?: string;
  startAfter?: Date;
}

/** Connections of the queue's own pool on a PostgreSQL server: one worker's fetches and completions, and maintenance. */
const SERVER_POOL = 3;
const SCHEMA = 'pgboss';
/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * The application's persistent job queue: pg-boss over the same database (the embedded one through its
 * socket, or PostgreSQL), in schema pgboss. Jobs are enqueued in the caller's transaction, so a change that
 * rolls back leaves none; workers fetch with SKIP LOCKED, so each job runs once across server processes; a
 * failed job is retried with exponential backoff, and one whose process died is failed (and retried) once
 * it expires. Domains define their queues in onModuleInit; workers start with the application.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition<never>>();
  private started = false;
  /** The workers' loops, awaited on shutdown; `stopping` ends them and `idle` aborts their waits. */
  private readonly loops: Promise<void>[] = [];
  private stopping = false;
  private readonly idle = new AbortController();

  constructor(
    dataSource: DataSource,
    @Inject(DATABASE_MODE) mode: DatabaseMode,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    // The embedded database is one session that pglite-socket multiplexes: statements of the extended protocol
    // from two connections at once interleave there (a Bind meeting another's Parse). The queue shares the
    // application's one connection to it instead; a PostgreSQL server gets a small pool of its own.
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.boss = new PgBoss({
      ...(mode === 'embedded'
        ? { db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) } }
        : { connectionString: (dataSource.options as PostgresDataSourceOptions).url, max: SERVER_POOL }),
      schema: SCHEMA,
      application_name: 'porchlight-jobs',
      // No cron schedules; maintenance (expiring jobs of a dead process, archiving) stays on.
      schedule: false,
      pollingIntervalSeconds: settings.PORCHLIGHT_JOBS_POLL_MS / 1000,
    });
    this.boss.on('error', (error: Error) => this.logger.warn(`job queue: ${error.message}`));
  }

  /** Declares a queue; its worker starts with the application (unless PORCHLIGHT_JOBS=off). */
  define<T>(queue: QueueDefinition<T>): void {
    if (this.queues.has(queue.name)) throw new Error(`Queue ${queue.name} is defined twice`);
    this.queues.set(queue.name, queue as unknown as QueueDefinition<never>);
  }

  /** Enqueues jobs in the caller's transaction: they exist once it commits, and not if it rolls back. */
  async enqueue<T>(writer: SqlWriter, name: string, jobs: NewJob<T>[]): Promise<void> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not defined`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        name,
        data: job.data as object,
        ...(job.key ? { id: keyId(name, job.key) } : {}),
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      })),
      { db: executorOf(writer) },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const queue of this.queues.values()) {
      await this.createQueue(queue.name);
      if (this.settings.PORCHLIGHT_JOBS === 'on') this.loops.push(this.work(queue));
    }
  }

  /**
   * Server processes starting together on a new database (PORCHLIGHT_WORKERS) create each queue at once, and
   * pg-boss's create_queue (a row and a partition) can deadlock between them: PostgreSQL ends one, which tries
   * again and finds the queue made.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.boss.createQueue(name);
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt === 3) throw error;
      }
    }
  }

  /**
   * Stops before the database closes: the workers finish the batch under way and end, then pg-boss stops.
   * Our own loops rather than pg-boss's workers: its stop leaves a timer loop behind that outlives it.
   */
  async onModuleDestroy(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    this.idle.abort();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 20_000 });
  }

  /** One queue's worker: fetch a batch, run it, complete or fail each job; wait the interval when it was not full. */
  private async work<T>(queue: QueueDefinition<T>): Promise<void> {
    const interval = this.settings.PORCHLIGHT_JOBS_POLL_MS;
    while (!this.stopping) {
      let full = false;
      try {
        const fetched = await this.boss.fetch<T>(queue.name, {
          batchSize: queue.batchSize,
          includeMetadata: true,
        });
        full = fetched.length === queue.batchSize;
        if (fetched.length > 0) await this.runFetched(queue, fetched);
      } catch (error) {
        this.logger.warn(
          `job queue ${queue.name}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // A full batch: more are probably waiting, so look again at once instead of after the interval.
      if (!full && !this.stopping)
        await sleep(interval, undefined, { signal: this.idle.signal }).catch(() => {});
    }
  }

  private async runFetched<T>(
    queue: QueueDefinition<T>,
    fetched: PgBoss.JobWithMetadata<T>[],
  ): Promise<void> {
    const jobs = fetched.map((job) => ({
      id: job.id,
      data: job.data,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    }));
    const failures = queue.runBatch ? await queue.runBatch(jobs) : await this.runEach(queue.run, jobs);
    for (const [id, error] of failures) await this.boss.fail(queue.name, id, { message: error.message });
    const done = jobs.map((job) => job.id).filter((id) => !failures.has(id));
    if (done.length > 0) await this.boss.complete(queue.name, done);
  }

  /** Runs the jobs one after another; answers those that failed. */
  private async runEach<T>(run: (job: Job<T>) => Promise<void>, jobs: Job<T>[]): Promise<Map<string, Error>> {
    const failures = new Map<string, Error>();
    for (const job of jobs) {
      try {
        await run(job);
      } catch (error) {
        failures.set(job.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return failures;
  }
}

/** pg-boss's database interface over the writer (the rows of each answer). */
function executorOf(writer: SqlWriter): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await writer.query(text, values);
      return { rows: Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []) };
    },
  };
}

/** A job id (uuid-shaped) fixed by queue and key: inserting the same key twice keeps one job. */
function keyId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
