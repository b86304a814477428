// Statements prepared once per connection. Parsing and planning a queue page costs PostgreSQL three times
// what running it does (docs/decisions.md "Prepared queue statements"), and planning was most of what a
// payment's statements cost ("Prepared domain statements"); a prepared statement skips both on every run
// after its first on that connection.
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable.js';

/**
 * Queue statements a connection keeps at most, the least recently used going first. A queue page's statement
 * holds about 330 kB of the server's memory on its connection, so this bounds it to ~11 MB a connection.
 */
export const MAX_PREPARED_PER_CONNECTION = 32;

/**
 * The domains' statements with parameters (Kysely's, database/kysely.ts) a connection keeps at most. The
 * payment's look-up of its application, a join of three tables, holds about 144 kB (pg_backend_memory_contexts:
 * CachedPlan, CachedPlanQuery, CachedPlanSource), most others less, so ~14 MB a connection at most.
 */
export const MAX_DOMAIN_PREPARED_PER_CONNECTION = 100;

/** Statements of one kind: how many a connection keeps, and per connection their names by last use. */
export class PreparedKind {
  /** Per connection, the names in the order they were last used (a Map keeps insertion order). */
  private readonly lastUsed = new WeakMap<PoolClient, Map<string, true>>();

  constructor(readonly max: number) {}

  orderOn(client: PoolClient): Map<string, true> {
    let order = this.lastUsed.get(client);
    if (!order) {
      order = new Map<string, true>();
      this.lastUsed.set(client, order);
    }
    return order;
  }
}

/** The queue's statements, values written in as literals (queryPrepared). */
const QUEUE_STATEMENTS = new PreparedKind(MAX_PREPARED_PER_CONNECTION);
/** The domains' statements with parameters. */
export const DOMAIN_STATEMENTS = new PreparedKind(MAX_DOMAIN_PREPARED_PER_CONNECTION);

/** The driver's record of what a connection has prepared (name → text); internal to node-postgres. */
const preparedOn = (client: PoolClient): Record<string, string> | undefined =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

/** The statement's name: its text's digest, so the same text finds its preparation on any connection. */
export const statementName = (text: string) => `pl_${createHash('sha1').update(text).digest('hex')}`;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration ran). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));

async function deallocate(client: PoolClient, prepared: Record<string, string>, name: string) {
  await client.query(`DEALLOCATE ${name}`);
  delete prepared[name];
}

/**
 * Runs a statement as a named prepared statement on a checked-out connection. A connection holding its
 * kind's most deallocates the least recently used one before preparing another, so one-off texts cannot
 * grow the server's memory while the statements in daily use stay prepared; a statement whose columns a
 * migration changed is prepared again.
 */
export async function runPrepared<R extends QueryResultRow>(
  client: PoolClient,
  kind: PreparedKind,
  text: string,
  values?: unknown[],
): Promise<QueryResult<R>> {
  const prepared = preparedOn(client);
  if (!prepared) return client.query<R>(text, values);
  const name = statementName(text);
  const order = kind.orderOn(client);
  try {
    if (!(name in prepared)) {
      for (const oldest of order.keys()) {
        if (order.size < kind.max) break;
        order.delete(oldest);
        await deallocate(client, prepared, oldest);
      }
    }
    try {
      return await client.query<R>({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await deallocate(client, prepared, name);
      return await client.query<R>({ name, text, values });
    }
  } finally {
    // Whatever happened, the record follows what the connection holds.
    order.delete(name);
    if (name in prepared) order.set(name, true);
  }
}

/**
 * Runs a statement without parameters (its values written in as literals, sql-literal.ts) as a named
 * prepared statement (runPrepared) on a pooled connection: deep pages and rare filters are the one-off texts.
 */
export async function queryPrepared<R extends QueryResultRow>(pool: Pool, text: string): Promise<R[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out connection has no listener of the pool's: its 'error' (the server ended the session, the
  // socket closed) would otherwise be unhandled and end the process. It fails the query too.
  const lost = (error: Error) => {
    broken = error;
  };
  client.on('error', lost);
  try {
    return (await runPrepared<R>(client, QUEUE_STATEMENTS, text)).rows;
  } catch (error) {
    // A connection that failed outside SQL (a dropped socket) or that the server ended is not given back to
    // the pool: the next connection is a new session, with nothing prepared.
    if (!(error as { code?: string }).code || isDatabaseUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release(broken);
  }
}
