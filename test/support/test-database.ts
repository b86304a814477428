import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/src/database/database.js';

/** test/e2e/global-setup.mjs drops what interrupted runs leave with this prefix. */
const PREFIX = 'porchlight_t_';

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, for one suite to drop again. */
export async function createServerDatabase(serverUrl: string): Promise<ServerDatabase> {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh, migrated database for one test suite: in-memory embedded PostgreSQL by default, or a new
 * database on the server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });
  const created = await createServerDatabase(serverUrl);
  const db = await openDatabase({ url: created.url, dataDir: null });
  return {
    ...db,
    async close() {
      await db.close();
      await created.drop();
    },
  };
}
