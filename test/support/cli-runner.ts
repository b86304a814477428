import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../../server/src/database/database.js';
import { createServerDatabase, type ServerDatabase } from './test-database.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built command line and server: the suites run what an operator runs. */
export const CLI_BIN = path.join(ROOT, 'cli/dist/main.js');
export const SERVER_BIN = path.join(ROOT, 'server/dist/main.js');
/** The server under the supervisor of `npm start`, without its build step. */
export const SUPERVISOR_BIN = path.join(ROOT, 'server/dist/supervisor.js');
/** A command on a fresh embedded database starts PGlite and migrates: slow on a busy machine. */
export const CLI_TIMEOUT = 120_000;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A built script running under node, with what it has printed so far; stdin is not a terminal. */
export class NodeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stdout = '';
  stderr = '';
  readonly done: Promise<Run>;

  constructor(script: string, args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }) {
    if (!existsSync(script))
      throw new Error(`${script} is missing: build first (npm run build -w server -w cli)`);
    this.child = spawn(process.execPath, [script, ...args], {
      cwd,
      // Only what the script needs: the suite's own settings (a TEST_DATABASE_URL, say) stay out.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (chunk) => {
      this.stdout += chunk;
    });
    this.child.stderr.on('data', (chunk) => {
      this.stderr += chunk;
    });
    this.child.stdin.end();
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) => resolve({ code, stdout: this.stdout, stderr: this.stderr }));
    });
  }

  /** Resolves once stdout holds `text`; fails if the process ends first or takes longer than a minute. */
  async printed(text: string): Promise<void> {
    const ended = this.done.then(() => false);
    const deadline = Date.now() + 60_000;
    while (!this.stdout.includes(text)) {
      const tick = new Promise<true>((resolve) => setTimeout(() => resolve(true), 100));
      if (!(await Promise.race([tick, ended])) || Date.now() > deadline) {
        throw new Error(`did not print ${JSON.stringify(text)}: ${this.stdout}${this.stderr}`);
      }
    }
  }

  /** Ctrl-C, as a person at the terminal would press it. */
  interrupt(): Promise<Run> {
    this.child.kill('SIGINT');
    return this.done;
  }

  /** Ends a process a failed test left running. */
  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** A loopback port nothing listens on (as the probe found it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once /api/health on `port` answers 200; fails if `running` exits first. */
export async function serving(running: NodeProcess, port: number): Promise<void> {
  let exited = false;
  void running.done.then(() => {
    exited = true;
  });
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (exited) throw new Error(`the server exited: ${running.stdout}${running.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface CliDatabase {
  /** The suite's temporary folder: the commands' working directory, and a place for the files they read. */
  readonly dir: string;
  /** PORCHLIGHT_DATA_DIR of the commands: where the embedded database lives. */
  readonly dataDir: string;
  /** DATABASE_URL of the commands: the throw-away database on TEST_DATABASE_URL's server, or '' (embedded). */
  readonly databaseUrl: string;
  /** The throw-away database's name, null on the embedded database. */
  readonly databaseName: string | null;
  /** Runs `porchlight <args>` to its end. */
  run(...args: string[]): Promise<Run>;
  /** Starts `porchlight <args>` (with `env` over the suite's settings) for the test to watch and stop. */
  start(args: string[], env?: NodeJS.ProcessEnv): NodeProcess;
  /**
   * The test's own connection to the commands' database (at `url` where the test serves the embedded one
   * itself). The embedded database serves one process: close it before the next command runs.
   */
  open(url?: string): Promise<Database>;
  /** Opens the commands' database, runs `work` on it and closes it again. */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

/**
 * The real, built `porchlight` binary against a fresh database for the whole suite: a throw-away database
 * on TEST_DATABASE_URL's server, or an embedded one in a temporary folder. Made in beforeAll (hooks
 * registered after this call may use it), removed in afterAll. `env` adds settings to every command.
 */
export function useCliDatabase({
  prefix,
  env = {},
}: {
  prefix: string;
  env?: NodeJS.ProcessEnv;
}): CliDatabase {
  let dir = '';
  let server: ServerDatabase | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) server = await createServerDatabase(serverUrl);
  }, CLI_TIMEOUT);
  afterAll(async () => {
    await server?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, CLI_TIMEOUT);

  const cli: CliDatabase = {
    get dir() {
      return dir;
    },
    get dataDir() {
      return path.join(dir, 'data');
    },
    get databaseUrl() {
      return server?.url ?? '';
    },
    get databaseName() {
      return server?.name ?? null;
    },
    start: (args, more = {}) =>
      new NodeProcess(CLI_BIN, args, {
        cwd: dir,
        env: {
          DATABASE_URL: cli.databaseUrl,
          PORCHLIGHT_DATA_DIR: cli.dataDir,
          LOG_LEVEL: 'silent',
          ...env,
          ...more,
        },
      }),
    run: (...args) => cli.start(args).done,
    open: (url = cli.databaseUrl) =>
      openDatabase({ url: url || undefined, dataDir: cli.dataDir }, { migrate: false }),
    async withDatabase(work) {
      const db = await cli.open();
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
  };
  return cli;
}
