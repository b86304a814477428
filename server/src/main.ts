import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { loadSettings, resolveSecret, SettingsError } from './config/settings.js';
import { openDatabase } from './database/database.js';
import { EmbeddedDatabaseInUseError } from './database/embedded-postgres.js';
import { seedOnFirstStart } from './seeds/seed-on-start.js';
import { SERVING } from './supervisor.js';

/** Starts Porchlight: settings, database (embedded unless DATABASE_URL), migrations, first-start seed, HTTP. */
async function main() {
  const settings = loadSettings();
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.PORCHLIGHT_DATA_DIR });
  const runtime = { settings, database, secret: resolveSecret(settings) };
  const seeded = await seedOnFirstStart(runtime);
  const app = await createApp(runtime);
  // app.close() runs Nest's shutdown hooks; Nest's own signal handling (enableShutdownHooks) would re-raise
  // the signal once they ran, ending the process before the embedded database closed and unlocked.
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen(settings.PORT, '0.0.0.0');
  // Under `npm start`: tells the supervisor this start succeeded, so a later exit is a crash to restart.
  process.send?.(SERVING);
  process.stdout.write(await startBanner(settings.PORT, database.mode, seeded));
}

async function startBanner(port: number, mode: string, seeded: string): Promise<string> {
  const { demoSignIns, demoInstanceUrls } = await import('./seeds/demo-summary.js');
  return [
    '',
    `Porchlight is running on http://localhost:${port} (database: ${mode}${seeded ? `, ${seeded}` : ''})`,
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
