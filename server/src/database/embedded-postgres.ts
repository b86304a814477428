import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The PostgreSQL server's own port; the embedded database must never take it. */
const SERVER_PORT = 5432;

/**
 * Starts PGlite persisted in `dataDir` (or in memory when `dataDir` is null) and serves it on a free
 * loopback port, so the `pg` driver, migrations and SQL are the same as against a PostgreSQL server.
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  let db: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const pgDir = path.join(dataDir, 'pg');
    mkdirSync(pgDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    db = await PGlite.create(pgDir);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const conn = server.getServerConn();
  if (conn.endsWith(`:${SERVER_PORT}`)) {
    await server.stop();
    await db.close();
    unlock();
    throw new Error('the embedded database was given port 5432, which belongs to the PostgreSQL server');
  }
  return {
    url: `postgres://postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder (the CLI beside a running
 * server) would corrupt it. A pid file refuses that with a clear message; a stale one is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'embedded.pid');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // no lock yet
  }
  if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
    throw new Error(
      `the embedded database in ${dataDir} is in use by process ${holder}: stop it first, or set DATABASE_URL or another PORCHLIGHT_DATA_DIR`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
