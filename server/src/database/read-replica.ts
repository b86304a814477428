import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** Set while a request of the read-only API (/api-ro) or a report export runs. */
const replicaReads = new AsyncLocalStorage<true>();

/** Runs `work` with its queries on the read replica (when there is one; on the primary otherwise). */
export const onReplica = <T>(work: () => T): T => replicaReads.run(true, work);

const readsFromReplica = () => replicaReads.getStore() === true;

/**
 * DATABASE_REPLICA_URL: a pool of connections to the replica beside TypeORM's to the primary, and TypeORM's
 * pool replaced by one that hands out a replica connection inside `onReplica` and a primary one otherwise.
 * Everything that queries (TypeORM, Kysely, the queue's prepared statements, report cursors) takes its
 * connections from that pool, so no domain needs to know. Answers the way to close the replica's pool.
 */
export function routeReadsToReplica(
  dataSource: DataSource,
  replicaUrl: string,
  max: number,
): () => Promise<void> {
  const driver = dataSource.driver as PostgresDriver;
  const primary = driver.master as pg.Pool;
  const replica = new pg.Pool({ connectionString: replicaUrl, max, connectionTimeoutMillis: 3_000 });
  // An idle connection's error would otherwise end the process; the next query reports the loss.
  replica.on('error', () => {});
  driver.master = new Proxy(primary, {
    get(target, property, receiver) {
      if ((property === 'connect' || property === 'query') && readsFromReplica())
        return replica[property].bind(replica);
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return () => replica.end();
}
