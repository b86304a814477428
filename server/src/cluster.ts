import cluster, { type Worker } from 'node:cluster';
import type { Settings } from './config/settings.js';
import { SERVING } from './supervisor.js';

/** What the primary prints once every worker serves (the start banner). */
export type Banner = () => Promise<string>;

/**
 * PORCHLIGHT_WORKERS=N: the primary forks N server processes that share the port (node:cluster hands each
 * connection to one of them) and serves nothing itself. The database is migrated and seeded by the caller
 * before, so the workers start on a schema that is ready; what must run once across them does so through
 * the database (pg-boss's SKIP LOCKED jobs, rate limits, lockouts, CacheBus notices). SIGINT or SIGTERM is
 * passed on to every worker and the primary ends once all have closed; a worker that ends by itself is a
 * crash: the others are stopped and the primary exits 1 (the supervisor of `npm start` starts them again).
 */
export async function runWorkers(settings: Settings, banner: Banner): Promise<void> {
  const workers = Array.from({ length: settings.PORCHLIGHT_WORKERS }, () => cluster.fork());
  let stopping = false;
  const exited = workers.map((worker) => new Promise<number>((resolve) => worker.once('exit', resolve)));
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGTERM');
    await Promise.all(exited);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  for (const worker of workers) {
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(
        `server process ${worker.process.pid} ended (${signal ?? code}); stopping the others\n`,
      );
      void stop(1);
    });
  }
  await Promise.all(workers.map(serving));
  process.send?.(SERVING);
  process.stdout.write(await banner());
}

/** Resolves once the worker says it serves (main.ts sends SERVING after listen). */
function serving(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const heard = (message: unknown) => {
      if (message !== SERVING) return;
      worker.off('message', heard);
      resolve();
    };
    worker.on('message', heard);
  });
}
