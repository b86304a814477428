import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';

/** Where an enqueue runs: the transaction of the change that causes the jobs (a TypeORM manager or Kysely's). */
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

/** A queue of the application: its name, how its jobs are retried and what runs each. */
export interface QueueDefinition<T> {
  /** Letters, digits, dots, dashes: `<domain>.<what>`. */
  name: string;
  /** Retries after the first try. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each next one. */
  retryDelaySeconds: number;
  /** How long one job may run before it counts as failed (a process that died holding it). */
  expireInSeconds: number;
  /** Jobs fetched at once; each runs in turn and fails or completes on its own. */
  batchSize: number;
  /** Runs one job; throwing fails that job, which is retried while retries are left. */
  run(job: Job<T>): Promise<void>;
}

/** A job to enqueue; `key` makes it idempotent (a second job with the same key is ignored). */
export interface NewJob<T> {
  data: T;
  key?: string;
  startAfter?: Date;
}

/** Connections of the queue's own pool: the embedded database multiplexes every connection over one session. */
const POOL = { embedded: 2, postgres: 3 } as const;
const SCHEMA = 'pgboss';

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

  constructor(
    dataSource: DataSource,
    @Inject(DATABASE_MODE) mode: DatabaseMode,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.boss = new PgBoss({
      connectionString: (dataSource.options as PostgresDataSourceOptions).url,
      max: POOL[mode],
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
    this.queues.set(queue.name, queue as QueueDefinition<never>);
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
      await this.boss.createQueue(queue.name);
      if (this.settings.PORCHLIGHT_JOBS === 'on') await this.work(queue);
    }
  }

  /** Stops before the database closes, letting the jobs under way finish (up to 20 s). */
  async onModuleDestroy(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 20_000 });
  }

  private async work<T>(queue: QueueDefinition<T>): Promise<void> {
    let workerId = '';
    workerId = await this.boss.work<T>(
      queue.name,
      { batchSize: queue.batchSize, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await this.runOne(queue, job);
        // A full batch: more are probably waiting, so look again at once instead of after the interval.
        if (jobs.length === queue.batchSize) this.boss.notifyWorker(workerId);
      },
    );
  }

  /**
   * Runs one job of a batch; a failure fails that job alone (pg-boss then schedules its retry), and pg-boss
   * completes the batch's others when the handler returns (it completes only jobs still active).
   */
  private async runOne<T>(queue: QueueDefinition<T>, job: PgBoss.JobWithMetadata<T>): Promise<void> {
    try {
      await queue.run({
        id: job.id,
        data: job.data,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.boss.fail(queue.name, job.id, { message });
    }
  }
}

/** pg-boss's database interface over a TypeORM manager or a Kysely-compatible writer (rows of the answer). */
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
