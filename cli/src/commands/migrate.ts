import type { Command } from 'commander';
import { describeDatabase, say, withDatabase } from '../runtime.js';

/** `porchlight migrate`: brings the schema up to date, as the server does on start. */
export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('bring the database schema up to date (the server also does this when it starts)')
    .action(() =>
      withDatabase(
        async (database, settings) => {
          const applied = await database.dataSource.runMigrations({ transaction: 'each' });
          say(
            applied.length === 0
              ? `the schema of the ${describeDatabase(settings)} is up to date`
              : `applied ${applied.length} migration(s) to the ${describeDatabase(settings)}: ${applied.map((m) => m.name).join(', ')}`,
          );
        },
        { migrate: false },
      ),
    );
}
