// `npm start` runs the server under this supervisor (scripts/start.mjs); `node server/dist/supervisor.js`
// does the same without building. A server that ends unexpectedly (a crash, a kill) is started again after
// a pause that doubles with each crash in a row; a clean exit (code 0) or SIGINT/SIGTERM, which is passed on
// to the server once, ends both. A server that fails its very first start is not started again: that is a
// set-up problem (settings, a data folder in use), and its own message says what to do.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RestartPolicy {
  /** The pause after a crash; it doubles with each further crash in a row, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A server that ran this long before it crashed starts the count of crashes in a row again. */
  stableMs: number;
  /** Crashes in a row (each within stableMs of its start) after which the supervisor gives up. */
  maxRapidCrashes: number;
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableMs: 60_000,
  maxRapidCrashes: 5,
};

/** The pause before the next start after `rapid` crashes in a row, or null to give up. */
export function restartDelay(rapid: number, policy: RestartPolicy = RESTART_POLICY): number | null {
  if (rapid >= policy.maxRapidCrashes) return null;
  return Math.min(policy.firstDelayMs * 2 ** (rapid - 1), policy.maxDelayMs);
}

/** Crashes in a row after one that ended a server which ran `ranMs`. */
export const rapidCrashes = (before: number, ranMs: number, policy: RestartPolicy = RESTART_POLICY) =>
  ranMs >= policy.stableMs ? 1 : before + 1;

/** The message the server sends its supervisor once it listens (main.ts). */
export const SERVING = 'serving';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const exited = (child: ChildProcess) =>
  new Promise<Exit>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

const describeExit = ({ code, signal }: Exit) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

const log = (line: string) => process.stderr.write(`porchlight supervisor: ${line}\n`);

/** Runs `script` under node and starts it again after each crash; answers the exit code to end with. */
export async function supervise(script: string, policy: RestartPolicy = RESTART_POLICY): Promise<number> {
  let child: ChildProcess | null = null;
  let stopping = false;
  let wake = () => {};
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    child?.kill(signal);
    wake();
  };
  // If the supervisor itself ends, the server goes with it rather than running on unwatched.
  const orphaned = () => child?.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('exit', orphaned);
  try {
    let rapid = 0;
    for (let start = 1; ; start++) {
      const startedAt = Date.now();
      let served = false;
      // Its own process group: a Ctrl-C in the terminal reaches the server once, through the supervisor.
      child = spawn(process.execPath, [script], {
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        detached: true,
      });
      child.on('message', (message) => {
        if (message === SERVING) served = true;
      });
      const exit = await exited(child);
      child = null;
      if (stopping || exit.code === 0) return exit.code ?? 0;
      if (start === 1 && !served) return exit.code ?? 1;
      rapid = rapidCrashes(rapid, Date.now() - startedAt, policy);
      const delay = restartDelay(rapid, policy);
      if (delay === null) {
        log(
          `the server ${describeExit(exit)}: ${rapid} crashes in a row, each within ${policy.stableMs / 1000} s of its start; not starting it again`,
        );
        return exit.code ?? 1;
      }
      log(`the server ${describeExit(exit)}; starting it again in ${delay / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return 0;
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    process.off('exit', orphaned);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.js');
  process.exit(await supervise(server));
}
