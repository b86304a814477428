// `npm start` runs the server under a supervisor (server/src/supervisor.ts): a server killed outright is
// started again, on the same embedded database with every write it acknowledged; SIGTERM is passed on and
// ends both cleanly; a first start that fails is not repeated. The built supervisor and server on an
// embedded database in a temporary folder, so the suite ignores TEST_DATABASE_URL.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CLI_BIN,
  freePort,
  NodeProcess,
  SUPERVISOR_BIN,
  serving,
  CLI_TIMEOUT as TIMEOUT,
} from '../support/cli-runner.js';

/** The first start migrates and seeds the demo world: slow on a busy machine. */
const START_TIMEOUT = 300_000;
const WHO = 'supervisor@springfield.example';

let dir: string;
let dataDir: string;
let lockFile: string;
let port: number;
let supervisor: NodeProcess;

const supervised = (serverPort: number) =>
  new NodeProcess(SUPERVISOR_BIN, [], {
    cwd: dir,
    env: { PORT: String(serverPort), PORCHLIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });

/** The process that holds the embedded database: the server the supervisor started. */
const serverPid = () => Number(readFileSync(lockFile, 'utf8').split('\n')[0]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The outbox messages to WHO, read by the CLI beside the running server. */
async function messagesToWho(): Promise<unknown[]> {
  const run = await new NodeProcess(CLI_BIN, ['outbox', '--to', WHO, '--json'], {
    cwd: dir,
    env: { PORCHLIGHT_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  }).done;
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return run.stdout.trim().split('\n').filter(Boolean);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'porchlight-restart-'));
  dataDir = path.join(dir, 'data');
  lockFile = path.join(dataDir, 'embedded.pid');
  port = await freePort();
  supervisor = supervised(port);
  await serving(supervisor, port);
}, START_TIMEOUT);

afterAll(async () => {
  supervisor?.stop();
  await supervisor?.done;
  if (existsSync(lockFile) && alive(serverPid())) process.kill(serverPid(), 'SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
}, TIMEOUT);

describe('npm start keeps the server running', () => {
  it(
    'starts a killed server again on the same embedded database, with the write it acknowledged',
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/create-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ds_mail: WHO, instance: 'springfield' }),
      });
      expect(res.status).toBe(204);
      const killed = serverPid();
      process.kill(killed, 'SIGKILL');
      for (const deadline = Date.now() + 10_000; alive(killed) && Date.now() < deadline; ) await sleep(50);
      // The killed server's port answers nothing until its successor listens.
      await serving(supervisor, port);
      expect(supervisor.stderr).toContain(
        'porchlight supervisor: the server was killed by SIGKILL; starting it again in 1 s\n',
      );
      expect(serverPid()).not.toBe(killed);
      expect(alive(serverPid())).toBe(true);
      expect(await messagesToWho()).toHaveLength(1);
    },
    START_TIMEOUT,
  );

  it(
    'does not repeat a first start that failed: a second one on the same data folder is refused once',
    async () => {
      const second = await supervised(await freePort()).done;
      expect(second.code).toBe(1);
      expect(second.stderr).toBe(
        `the embedded database in ${dataDir} is in use by process ${serverPid()}: stop it first, or set DATABASE_URL or another PORCHLIGHT_DATA_DIR\n`,
      );
    },
    TIMEOUT,
  );

  it(
    'passes SIGTERM on to the server and ends with it: exit 0, the data folder unlocked',
    async () => {
      const server = serverPid();
      supervisor.child.kill('SIGTERM');
      expect((await supervisor.done).code).toBe(0);
      expect(alive(server)).toBe(false);
      expect(existsSync(lockFile)).toBe(false);
    },
    TIMEOUT,
  );
});
