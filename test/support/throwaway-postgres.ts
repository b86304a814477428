// A PostgreSQL cluster of the test's own, in a temporary folder on a free port, for tests that stop, restart
// or cut off their database: the shared server on 5432 is never touched. initdb refuses to run as root, so
// as root (CI) the cluster belongs to the postgres user and its commands run through runuser.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './cli-runner.js';

const run = promisify(execFile);

/** The PostgreSQL server's own port, which a throw-away cluster must never take. */
const SHARED_PORT = 5432;
const OWNER = 'postgres';

export interface ThrowawayPostgres {
  /** Its `postgres` database, for DATABASE_URL. */
  url: string;
  port: number;
  /** pg_ctl start; resolves once it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m fast: sessions are ended, transactions under way rolled back. */
  stop(): Promise<void>;
  /** Ends every other session on its `postgres` database (pg_terminate_backend); answers how many. */
  terminateSessions(): Promise<number>;
  /** Stops it if it runs and deletes its folder. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian keeps them out of PATH). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server programs in ${root}`);
  return path.join(root, newest, 'bin');
}

interface ClusterFolder {
  dir: string;
  data: string;
  pgCommand: (program: string, args: string[]) => Promise<unknown>;
}

/** A temporary folder for a cluster, owned by the postgres user when we are root, and how to run its programs. */
function clusterFolder(): ClusterFolder {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'porchlight-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, OWNER], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const pgCommand = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', OWNER, '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  return { dir, data: path.join(dir, 'data'), pgCommand };
}

/** The cluster in `folder` on `port` (never 5432), not started yet. */
function clusterAt({ dir, data, pgCommand }: ClusterFolder, port: number): ThrowawayPostgres {
  if (port === SHARED_PORT) throw new Error('a throw-away cluster must not take port 5432');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const pgCtl = (...args: string[]) => pgCommand('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const cluster: ThrowawayPostgres = {
    url,
    port,
    async start() {
      await pgCtl('-l', path.join(dir, 'log'), '-o', serverOptions, 'start');
    },
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
    },
    async terminateSessions() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ ended: number }>(
          `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return rows[0].ended;
      } finally {
        await client.end();
      }
    },
    async remove() {
      if (existsSync(path.join(data, 'postmaster.pid')))
        await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** Starts a new cluster (trust authentication, loopback only, no fsync: it lives for one suite). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = clusterFolder();
  const cluster = clusterAt(folder, await freePort());
  try {
    await folder.pgCommand('initdb', [
      '-D',
      folder.data,
      '-U',
      OWNER,
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}

/**
 * A streaming replica of `primary` on `port`: pg_basebackup -R copies it into a temporary folder and writes
 * the standby's settings (standby.signal, primary_conninfo), then it starts as a hot standby.
 */
export async function startReplica(primary: ThrowawayPostgres, port: number): Promise<ThrowawayPostgres> {
  const folder = clusterFolder();
  const replica = clusterAt(folder, port);
  try {
    await folder.pgCommand('pg_basebackup', [
      '-d',
      primary.url,
      '-D',
      folder.data,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    await replica.start();
  } catch (error) {
    await replica.remove();
    throw error;
  }
  return replica;
}
