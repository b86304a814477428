import { Kysely, PostgresDialect } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** The connections already given an 'error' listener (each once, however often it is checked out). */
const guarded = new WeakSet<PoolClient>();
// A lost connection also fails the query under way, which is where the loss is answered (503).
const ignoreLoss = () => {};

/**
 * The pool as Kysely sees it: a checked-out connection has no listener of the pool's, so its 'error' (the
 * server ended the session, the socket closed) would be unhandled and end the process; each one gets a
 * listener of its own the first time it is handed out.
 */
function guardedPool(pool: Pool) {
  return {
    options: pool.options,
    async connect(): Promise<PoolClient> {
      const client = await pool.connect();
      if (!guarded.has(client)) {
        client.on('error', ignoreLoss);
        guarded.add(client);
      }
      return client;
    },
    // Never called: Kysely here is never destroyed (see kyselyOver).
    end: () => pool.end(),
  };
}

/**
 * A Kysely query builder over the `pg` pool TypeORM already holds, so the embedded database (through its
 * socket) and PostgreSQL serve both alike and one pool bounds the connections. Never destroyed: destroying
 * it would end TypeORM's pool; whoever opened the data source closes it.
 */
export function kyselyOver<Tables>(dataSource: DataSource): Kysely<Tables> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool: guardedPool(pool) }) });
}
