import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** The whole database as a tar image, which `image` starts another in-memory database from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Extensions the schema uses where they exist: pg_trgm backs the queue search's trigram index. PGlite
 * offers an extension to CREATE EXTENSION only when it is loaded, on every start.
 */
const EXTENSIONS = { pg_trgm };

/** The PostgreSQL server's own port; the embedded database must never take it. */
const SERVER_PORT = 5432;

/**
 * Starts PGlite persisted in `dataDir` (or in memory when `dataDir` is null, from `image` when given: a
 * dumped database, which tests start from instead of migrating and seeding each time) and serves it on a free
 * loopback port, so the `pg` driver, migrations and SQL are the same as against a PostgreSQL server.
 */
export async function startEmbeddedPostgres(dataDir: string | null, image?: Blob): Promise<EmbeddedPostgres> {
  let db: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const pgDir = path.join(dataDir, 'pg');
    mkdirSync(pgDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    db = await PGlite.create(pgDir, { extensions: EXTENSIONS });
  } else {
    db = await PGlite.create({ extensions: EXTENSIONS, loadDataDir: image });
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
  const url = `postgres://postgres@${conn}/postgres`;
  if (dataDir) writeFileSync(lockFileOf(dataDir), `${process.pid}\n${url}\n`);
  return {
    url,
    dump: () => db.dumpDataDir('none'),
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
/** An operator's mistake, not a fault: its message says what to do. */
export class EmbeddedDatabaseInUseError extends Error {}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'embedded.pid');

/** The lock file: the holder's pid, then (once it serves) the loopback URL of its socket. */
function readLock(dataDir: string): { holder: number; url: string | null } {
  try {
    const [pid, url] = readFileSync(lockFileOf(dataDir), 'utf8').split('\n');
    return { holder: Number(pid), url: url || null };
  } catch {
    return { holder: Number.NaN, url: null };
  }
}

/**
 * The URL of the embedded database another live process (a running server) serves from `dataDir`, or
 * null. The CLI joins it there: pglite-socket multiplexes its connections over PGlite's one session,
 * keeping a transaction's statements together.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const { holder, url } = readLock(dataDir);
  return Number.isInteger(holder) && holder !== process.pid && processAlive(holder) ? url : null;
}

function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const { holder } = readLock(dataDir);
  if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
    throw new EmbeddedDatabaseInUseError(
      `the embedded database in ${dataDir} is in use by process ${holder}: stop it first, or set DATABASE_URL or another PORCHLIGHT_DATA_DIR`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
