// Hot read statements prepared once per connection. Parsing and planning a queue page costs PostgreSQL
// three times what running it does (docs/decisions.md "Prepared queue statements"); a prepared statement
// skips both on every run after its first on that connection.
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';

/** Statements a connection keeps at most; past it, it drops them all and starts again. */
export const MAX_PREPARED_PER_CONNECTION = 200;

/** The driver's record of what a connection has prepared (name → text); internal to node-postgres. */
const preparedOn = (client: PoolClient): Record<string, string> | undefined =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

/** The statement's name: its text's digest, so the same text finds its preparation on any connection. */
export const statementName = (text: string) => `pl_${createHash('sha1').update(text).digest('hex')}`;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration ran). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));

/**
 * Runs a statement without parameters (its values written in as literals, sql-literal.ts) as a named
 * prepared statement on a pooled connection. A connection holding MAX_PREPARED_PER_CONNECTION statements
 * deallocates them all before preparing another, so a stream of one-off texts (deep pages, rare filters)
 * cannot grow the server's memory; the statements in daily use come back on their next run.
 */
export async function queryPrepared<R extends QueryResultRow>(pool: Pool, text: string): Promise<R[]> {
  const name = statementName(text);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const prepared = preparedOn(client);
    if (!prepared) return (await client.query<R>(text)).rows;
    if (!(name in prepared) && Object.keys(prepared).length >= MAX_PREPARED_PER_CONNECTION) {
      await client.query('DEALLOCATE ALL');
      for (const key of Object.keys(prepared)) delete prepared[key];
    }
    try {
      return (await client.query<R>({ name, text })).rows;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await client.query(`DEALLOCATE ${name}`);
      delete prepared[name];
      return (await client.query<R>({ name, text })).rows;
    }
  } catch (error) {
    // A connection that failed outside SQL (a dropped socket) is not given back to the pool.
    if (!(error as { code?: string }).code) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
