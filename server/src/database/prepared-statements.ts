// Hot read statements prepared once per connection. Parsing and planning a queue page costs PostgreSQL
// three times what running it does (docs/decisions.md "Prepared queue statements"); a prepared statement
// skips both on every run after its first on that connection.
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable.js';

/**
 * Statements a connection keeps at most, the least recently used going first. A queue page's statement
 * holds about 330 kB of the server's memory on its connection, so this bounds it to ~11 MB a connection.
 */
export const MAX_PREPARED_PER_CONNECTION = 32;

/** The driver's record of what a connection has prepared (name → text); internal to node-postgres. */
const preparedOn = (client: PoolClient): Record<string, string> | undefined =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

/** Per connection, the names of our statements in the order they were last used (a Map keeps insertion order). */
const lastUsed = new WeakMap<PoolClient, Map<string, true>>();

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
 * Runs a statement without parameters (its values written in as literals, sql-literal.ts) as a named
 * prepared statement on a pooled connection. A connection holding MAX_PREPARED_PER_CONNECTION statements
 * deallocates its least recently used one before preparing another, so one-off texts (deep pages, rare
 * filters) cannot grow the server's memory while the statements in daily use stay prepared.
 */
export async function queryPrepared<R extends QueryResultRow>(pool: Pool, text: string): Promise<R[]> {
  const name = statementName(text);
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out connection has no listener of the pool's: its 'error' (the server ended the session, the
  // socket closed) would otherwise be unhandled and end the process. It fails the query too.
  const lost = (error: Error) => {
    broken = error;
  };
  client.on('error', lost);
  const prepared = preparedOn(client);
  let order = lastUsed.get(client);
  if (!order) {
    order = new Map<string, true>();
    lastUsed.set(client, order);
  }
  try {
    if (!prepared) return (await client.query<R>(text)).rows;
    if (!(name in prepared)) {
      for (const oldest of order.keys()) {
        if (order.size < MAX_PREPARED_PER_CONNECTION) break;
        order.delete(oldest);
        await deallocate(client, prepared, oldest);
      }
    }
    try {
      return (await client.query<R>({ name, text })).rows;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await deallocate(client, prepared, name);
      return (await client.query<R>({ name, text })).rows;
    }
  } catch (error) {
    // A connection that failed outside SQL (a dropped socket) or that the server ended is not given back to
    // the pool: the next connection is a new session, with nothing prepared.
    if (!(error as { code?: string }).code || isDatabaseUnavailable(error)) broken ??= error as Error;
    throw error;
  } finally {
    // Whatever happened, the record follows what the connection holds.
    order.delete(name);
    if (prepared && name in prepared) order.set(name, true);
    client.removeListener('error', lost);
    client.release(broken);
  }
}
