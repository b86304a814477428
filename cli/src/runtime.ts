import { loadSettings, type Settings } from '@porchlight/server/config/settings.js';
import { type Database, openDatabase } from '@porchlight/server/database/database.js';

/** Where the commands work: the database the server would use, from the same settings (DEMO.md). */
export function describeDatabase(settings: Settings): string {
  if (!settings.DATABASE_URL) return `embedded database in ${settings.PORCHLIGHT_DATA_DIR}`;
  const url = new URL(settings.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/**
 * Opens the server's database in-process (embedded unless DATABASE_URL is set), runs `work` on it and
 * closes it. Migrations run first unless the command runs them itself.
 */
export async function withDatabase<T>(
  work: (database: Database, settings: Settings) => Promise<T>,
  { migrate = true } = {},
): Promise<T> {
  const settings = loadSettings();
  const database = await openDatabase(
    {
      url: settings.DATABASE_URL,
      dataDir: settings.PORCHLIGHT_DATA_DIR,
      replicaUrl: settings.DATABASE_REPLICA_URL,
    },
    { migrate, joinRunning: true },
  );
  try {
    return await work(database, settings);
  } finally {
    await database.close();
  }
}

/** Command output goes to stdout; errors go to stderr (main.ts). */
export const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
