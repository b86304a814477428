import { Kysely, PostgresDialect } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { DatabaseMode } from './database.js';
import { DOMAIN_STATEMENTS, runPrepared } from './prepared-statements.js';

/** The connections already given an 'error' listener (each once, however often it is checked out). */
const guarded = new WeakSet<PoolClient>();
// A lost connection also fails the query under way, which is where the loss is answered (503).
const ignoreLoss = () => {};
/** Each connection as Kysely gets it on a PostgreSQL server (its queries prepared), made once per connection. */
const preparingClients = new WeakMap<PoolClient, PoolClient>();

/**
 * A statement with parameters runs as a named prepared statement of its connection (runPrepared), so
 * PostgreSQL parses and plans its text once there, not at every run. Parameterless ones (BEGIN, COMMIT, DDL)
 * run as they are.
 */
function preparedQuery(client: PoolClient): PoolClient['query'] {
  const query = (text: unknown, values?: unknown) =>
    typeof text === 'string' && Array.isArray(values) && values.length > 0
      ? runPrepared(client, DOMAIN_STATEMENTS, text, values)
      : client.query(text as string, values as unknown[]);
  return query as PoolClient['query'];
}

/**
 * The pool as Kysely sees it: a checked-out connection has no listener of the pool's, so its 'error' (the
 * server ended the session, the socket closed) would be unhandled and end the process; each one gets a
 * listener of its own the first time it is handed out. On a PostgreSQL server (`prepare`), each connection
 * also prepares its statements (preparedQuery); the embedded database's socket shares one session between
 * its clients, whose statement names would meet there.
 */
function guardedPool(pool: Pool, prepare: boolean) {
  return {
    options: pool.options,
    async connect(): Promise<PoolClient> {
      const client = await pool.connect();
      if (!guarded.has(client)) {
        client.on('error', ignoreLoss);
        guarded.add(client);
      }
      if (!prepare) return client;
      let preparing = preparingClients.get(client);
      if (!preparing) {
        const query = preparedQuery(client);
        preparing = new Proxy(client, {
          get: (target, key) => {
            if (key === 'query') return query;
            const value = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
        preparingClients.set(client, preparing);
      }
      return preparing;
    },
    // Never called: Kysely here is never destroyed (see kyselyOver).
    end: () => pool.end(),
  };
}

/**
 * A Kysely query builder over the `pg` pool TypeORM already holds, so the embedded database (through its
 * socket) and PostgreSQL serve both alike and one pool bounds the connections; with the mode 'postgres', its
 * statements are prepared on their connections (preparedQuery). Never destroyed: destroying
 * it would end TypeORM's pool; whoever opened the data source closes it.
 */
export function kyselyOver<Tables>(dataSource: DataSource, mode?: DatabaseMode): Kysely<Tables> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: guardedPool(pool, mode === 'postgres') }),
  });
}
