import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './app.factory.js';
import { runWorkers } from './cluster.js';
import { loadSettings, resolveSecret, SettingsError } from './config/settings.js';
import { openDatabase } from './database/database.js';
import { EmbeddedDatabaseInUseError } from './database/embedded-postgres.js';
import { seedOnFirstStart } from './seeds/seed-on-start.js';
import { SERVING } from './supervisor.js';

/**
 * Starts Porchlight: settings, database (embedded unless DATABASE_URL), migrations, first-start seed, HTTP.
 * With PORCHLIGHT_WORKERS above 1 this process migrates and seeds, then runs that many server processes
 * (cluster.ts), each of which comes back here as a worker and only serves.
 */
async function main() {
  const settings = loadSettings();
  const forks = settings.PORCHLIGHT_WORKERS > 1 && cluster.isPrimary;
  const target = { url: settings.DATABASE_URL, dataDir: settings.PORCHLIGHT_DATA_DIR };
  const database = await openDatabase(
    { ...target, processes: settings.PORCHLIGHT_WORKERS, replicaUrl: settings.DATABASE_REPLICA_URL },
    { migrate: !cluster.isWorker },
  );
  const runtime = { settings, database, secret: resolveSecret(settings) };
  const seeded = cluster.isWorker ? '' : await seedOnFirstStart(runtime);
  const banner = () => startBanner(settings.PORT, database.mode, seeded, settings.PORCHLIGHT_WORKERS);
  if (forks) {
    await database.close();
    return runWorkers(settings, banner);
  }
  const app = await createApp(runtime);
  // app.close() runs Nest's shutdown hooks; Nest's own signal handling (enableShutdownHooks) would re-raise
  // the signal once they ran, ending the process before the embedded database closed and unlocked.
  // Once: a worker of PORCHLIGHT_WORKERS gets Ctrl-C's SIGINT and then the primary's SIGTERM.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
    return closing;
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen(settings.PORT, '0.0.0.0');
  // Under `npm start` (or the cluster's primary): tells it this start succeeded, so a later exit is a crash.
  process.send?.(SERVING);
  if (!cluster.isWorker) process.stdout.write(await banner());
}

async function startBanner(port: number, mode: string, seeded: string, processes: number): Promise<string> {
  const { demoSignIns, demoInstanceUrls } = await import('./seeds/demo-summary.js');
  return [
    '',
    `Porchlight is running on http://localhost:${port} (database: ${mode}${seeded ? `, ${seeded}` : ''}${
      processes > 1 ? `, ${processes} server processes` : ''
    })`,
    `  API docs:   http://localhost:${port}/api/docs`,
    '  Instances (community UI at /, admin UI at /admin):',
    ...demoInstanceUrls(port).map((line) => `    ${line}`),
    '  Demo sign-ins (password Porchlight-Demo-1):',
    ...demoSignIns().map((line) => `    ${line}`),
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  const operatorError = error instanceof SettingsError || error instanceof EmbeddedDatabaseInUseError;
  process.stderr.write(`${operatorError ? error.message : (error as Error).stack}\n`);
  process.exit(1);
});
