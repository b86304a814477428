import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/src/database/database.js';
import { embeddedImage, type StartingPoint, serverTemplate } from './database-images.js';

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

/**
 * A new database on the PostgreSQL server at `serverUrl`, for one suite to drop again: empty, or a copy of
 * the template database named.
 */
export async function createServerDatabase(serverUrl: string, template?: string): Promise<ServerDatabase> {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
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
 * A fresh database for one test suite, migrated and, from `demo`, holding the demo world: in-memory embedded
 * PostgreSQL by default, or a new database on the server named by TEST_DATABASE_URL, dropped again on close.
 * Both start from a copy of one made once (database-images.ts).
 */
export async function openTestDatabase(start: StartingPoint = 'migrated'): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null, image: await embeddedImage(start) });
  const template = await serverTemplate(serverUrl, (run) => admin(serverUrl, run), start);
  const created = await createServerDatabase(serverUrl, template);
  const db = await openDatabase({ url: created.url, dataDir: null });
  return {
    ...db,
    async close() {
      await db.close();
      await created.drop();
    },
  };
}
