import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pgListen, { type Subscriber } from 'pg-listen';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { clearOnWrites, type WriteKind, type WriteTargets } from '../common/auth/clear-on-writes.js';
import { DATABASE_MODE, type DatabaseMode } from './database.js';

/** The in-process caches that hold rows another process may change. */
export type CacheName = 'sessions' | 'permissions' | 'accounts';

/** The one PostgreSQL channel all processes of a database listen on. */
export const CACHE_CHANNEL = 'porchlight_cache';

interface Invalidation {
  cache: CacheName;
  /** The process that sent it (it cleared its own cache already). */
  from: string;
}

/**
 * Clears an in-process cache in every server process of the database at once: locally now, and in the others
 * through PostgreSQL NOTIFY on one channel that each process LISTENs on with a connection of its own (pg-listen,
 * which reconnects). A process whose listening connection was lost may have missed notices, so it clears all
 * its caches when it is back. The embedded database has one server process (its folder is locked) and
 * pglite-socket forwards no notices between queries, so there invalidation is local only.
 */
@Injectable()
export class CacheBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CacheBus.name);
  private readonly clearers = new Map<CacheName, Set<() => void>>();
  private readonly self = randomUUID();
  private readonly subscriber: Subscriber | null;

  constructor(dataSource: DataSource, @Inject(DATABASE_MODE) mode: DatabaseMode) {
    this.subscriber =
      mode === 'postgres'
        ? // A CommonJS module: its function is the default export's `default`.
          pgListen.default(
            { connectionString: (dataSource.options as PostgresDataSourceOptions).url },
            { retryLimit: Number.POSITIVE_INFINITY, retryTimeout: Number.POSITIVE_INFINITY },
          )
        : null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.subscriber) return;
    const { events, notifications } = this.subscriber;
    events.on('error', (error) => this.logger.warn(`cache invalidation: ${error.message}`));
    events.on('reconnect', () => this.clearAll());
    notifications.on(CACHE_CHANNEL, (notice: Invalidation) => {
      if (notice.from !== this.self) this.clearLocal(notice.cache);
    });
    await this.subscriber.connect();
    await this.subscriber.listenTo(CACHE_CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.close();
  }

  /** Registers what clears one of this process's caches; answers the way to stop. */
  on(cache: CacheName, clear: () => void): () => void {
    const set = this.clearers.get(cache) ?? new Set();
    this.clearers.set(cache, set);
    set.add(clear);
    return () => set.delete(clear);
  }

  /**
   * `clear` empties this process's copy of `cache`; it runs in every process whenever this one writes one of
   * `targets` through TypeORM (clearOnWrites). Answers the way to stop.
   */
  clearedByWrites(
    cache: CacheName,
    dataSource: DataSource,
    targets: WriteTargets,
    kinds: readonly WriteKind[],
    clear: () => void,
  ): () => void {
    const stopClearing = this.on(cache, clear);
    const stopListening = clearOnWrites(dataSource, targets, kinds, () => this.invalidate(cache));
    return () => {
      stopListening();
      stopClearing();
    };
  }

  /** Clears the cache here at once and in every other process once the notice is sent (awaited). */
  async invalidate(cache: CacheName): Promise<void> {
    this.clearLocal(cache);
    if (!this.subscriber) return;
    const notice: Invalidation = { cache, from: this.self };
    // A notice that cannot be sent (the database gone) fails no request: the caches' time to live bounds it.
    await this.subscriber
      .notify(CACHE_CHANNEL, notice)
      .catch((error: Error) => this.logger.warn(`cache invalidation not sent: ${error.message}`));
  }

  private clearLocal(cache: CacheName): void {
    for (const clear of this.clearers.get(cache) ?? []) clear();
  }

  private clearAll(): void {
    for (const cache of this.clearers.keys()) this.clearLocal(cache);
  }
}
