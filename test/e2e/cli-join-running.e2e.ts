// The command line beside a running server on the embedded database: the built server holds the data
// folder and serves its database on a loopback socket, whose URL it writes into the lock file; the built
// CLI joins it there instead of refusing. This is about the embedded database alone, so the suite ignores
// TEST_DATABASE_URL.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CLI_BIN,
  freePort,
  NodeProcess,
  SERVER_BIN,
  serving,
  CLI_TIMEOUT as TIMEOUT,
} from '../support/cli-runner.js';

/** The first start migrates and seeds the demo world: slow on a busy machine. */
const START_TIMEOUT = 300_000;

let dir: string;
let dataDir: string;
let lockFile: string;
let port: number;
let server: NodeProcess;

const startServer = (serverPort: number) =>
  new NodeProcess(SERVER_BIN, [], {
    cwd: dir,
    env: { PORT: String(serverPort), PORCHLIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });

/** `porchlight <args>` with the server's data folder and no DATABASE_URL. */
const porchlight = (...args: string[]) =>
  new NodeProcess(CLI_BIN, args, { cwd: dir, env: { PORCHLIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'silent' } })
    .done;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'porchlight-join-'));
  dataDir = path.join(dir, 'data');
  lockFile = path.join(dataDir, 'embedded.pid');
  port = await freePort();
  server = startServer(port);
  await serving(server, port);
}, START_TIMEOUT);

afterAll(async () => {
  server?.stop();
  await server?.done;
  if (dir) rmSync(dir, { recursive: true, force: true });
}, TIMEOUT);

describe('the CLI beside a running server on the embedded database', () => {
  it(
    'finds the socket URL of the server in the lock file of the data folder',
    () => {
      expect(readFileSync(lockFile, 'utf8')).toMatch(
        new RegExp(`^${server.child.pid}\\npostgres://postgres@127\\.0\\.0\\.1:\\d+/postgres\\n$`),
      );
    },
    TIMEOUT,
  );

  it(
    'lists the instances of the database the server holds, leaving its lock alone',
    async () => {
      const lock = readFileSync(lockFile, 'utf8');
      const run = await porchlight('instance', 'list', '--json');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect((JSON.parse(run.stdout) as { id: number; subdomain: string }[]).map((i) => i.subdomain)).toEqual(
        ['springfield', 'riverton', 'services', 'healthexchange', 'market', 'ideas'],
      );
      expect(readFileSync(lockFile, 'utf8')).toBe(lock);
    },
    TIMEOUT,
  );

  it(
    'prints from the outbox the reset link the server has just delivered',
    async () => {
      const who = 'supervisor@springfield.example';
      const res = await fetch(`http://127.0.0.1:${port}/api/create-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ds_mail: who, instance: 'springfield' }),
      });
      expect(res.status).toBe(204);
      const run = await porchlight('outbox', '--to', who, '--limit', '1', '--json');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const message = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(message).toMatchObject({ instance: 'springfield', channel: 'email', to: who });
      expect(message.body).toMatch(
        new RegExp(`http://springfield\\.localhost:${port}/resetpassword\\?token=[\\w-]+`),
      );
    },
    TIMEOUT,
  );

  it(
    'refuses a second server on the same data folder with exit 1, naming the process that holds it',
    async () => {
      const second = await startServer(await freePort()).done;
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `the embedded database in ${dataDir} is in use by process ${server.child.pid}: stop it first, or set DATABASE_URL or another PORCHLIGHT_DATA_DIR\n`,
      );
      expect(readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${server.child.pid}\\n`));
    },
    TIMEOUT,
  );

  it(
    'removes the lock file when the server stops on SIGTERM',
    async () => {
      server.child.kill('SIGTERM');
      expect((await server.done).code).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    },
    TIMEOUT,
  );
});
