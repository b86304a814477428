import { availableParallelism } from 'node:os';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { routeReadsToReplica } from './read-replica.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export type DatabaseMode = 'embedded' | 'postgres';

/** Nest's token for the DatabaseMode of the opened database. */
export const DATABASE_MODE = Symbol('DATABASE_MODE');

export interface Database {
  mode: DatabaseMode;
  dataSource: DataSource;
  /** An in-memory embedded database's tar image (undefined for a PostgreSQL server or a folder). */
  dumpImage?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** A PostgreSQL server; absent means the embedded database. */
  url?: string;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** With `dataDir` null: the tar image of a database to start from (Database.dumpImage). */
  image?: Blob;
  /** Server processes sharing the PostgreSQL server's cores (PORCHLIGHT_WORKERS): they share the pool size too. */
  processes?: number;
  /** A streaming replica of `url`'s database, for the reads of the read-only API (read-replica.ts). */
  replicaUrl?: string;
}

/**
 * Connections kept to a PostgreSQL server: twice the cores and two more (six on two cores). More only queue
 * up inside the server: at 50 clients on two cores, 6 connections answered 5-10 % more queue pages a second
 * than 10 or 20, whose backends took turns on the cores; 4 answered no more than 6. Several server processes
 * (PORCHLIGHT_WORKERS) share that number, each keeping at least 2.
 */
export const serverPoolSize = (cores = availableParallelism(), processes = 1) =>
  Math.max(2, Math.ceil((2 * cores + 2) / processes));

/**
 * How long a request waits for a connection to a PostgreSQL server, new or from the pool, before it answers
 * 503 databaseUnavailable: a server that is down refuses at once, but one cut off by the network would
 * otherwise hold every request until the operating system gave up on the connection.
 */
export const SERVER_CONNECT_TIMEOUT_MS = 3_000;

export function dataSourceOptions(url: string, mode: DatabaseMode, processes = 1): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite; uuid-ossp would need an extension.
    uuidExtension: 'pgcrypto',
    namingStrategy: new SnakeNamingStrategy(),
    // PGlite is a single session: one connection, so transactions never interleave. A query made outside
    // a transaction's own manager while it runs would wait for that connection forever; the timeout turns
    // such a mistake into an error instead of a hang.
    extra:
      mode === 'embedded'
        ? { max: 1, connectionTimeoutMillis: 30_000 }
        : { max: serverPoolSize(undefined, processes), connectionTimeoutMillis: SERVER_CONNECT_TIMEOUT_MS },
    // A failed query either becomes an answer (a unique or foreign-key violation → 409) or reaches the
    // exception filter, which logs it through pino; TypeORM's own console logging would only add noise.
    logging: false,
  };
}

export interface OpenOptions {
  /** Bring the schema up to date; default true. */
  migrate?: boolean;
  /**
   * When a running server holds the embedded database's folder, use its database through its socket
   * (the CLI beside `npm start`) instead of refusing. That server has migrated it already.
   */
  joinRunning?: boolean;
}

/** Any fixed number: the key of the session lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 4_143_252_907;

/**
 * Runs the pending migrations, on a PostgreSQL server one process at a time: servers on several machines
 * started together would otherwise each apply the same migration (one failing on what the other made). The
 * lock is held on a connection of its own and ends with it; the others then find nothing pending. The
 * embedded database serves one process, and its single connection could not hold a lock beside the work.
 */
async function migrateAlone(dataSource: DataSource, mode: DatabaseMode): Promise<void> {
  if (mode === 'embedded') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

/** Opens the database (starting the embedded one when no URL is given) and brings its schema up to date. */
export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true, joinRunning = false }: OpenOptions = {},
): Promise<Database> {
  const joined = !target.url && joinRunning && target.dataDir ? runningEmbeddedUrl(target.dataDir) : null;
  if (joined) return openJoined(joined);
  const embedded = target.url ? null : await startEmbeddedPostgres(target.dataDir, target.image);
  const mode: DatabaseMode = embedded ? 'embedded' : 'postgres';
  const url = target.url ?? embedded?.url ?? '';
  const dataSource = new DataSource(dataSourceOptions(url, mode, target.processes));
  try {
    await dataSource.initialize();
    if (migrate) await migrateAlone(dataSource, mode);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  const closeReplica =
    target.url && target.replicaUrl
      ? routeReadsToReplica(dataSource, target.replicaUrl, serverPoolSize(undefined, target.processes))
      : null;
  return {
    mode,
    dataSource,
    dumpImage: embedded && !target.dataDir ? embedded.dump : undefined,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await closeReplica?.();
      await embedded?.stop();
    },
  };
}

async function openJoined(url: string): Promise<Database> {
  const dataSource = new DataSource(dataSourceOptions(url, 'embedded'));
  await dataSource.initialize();
  return {
    mode: 'embedded',
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}
