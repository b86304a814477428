import path from 'node:path';
import { seedScale } from '@porchlight/server/modules/queue/scale-seed.js';
import { readDemoSeed, readSeedFile } from '@porchlight/server/seeds/seed-demo.js';
import { applySeed, type SeedReport } from '@porchlight/server/seeds/seed-loader.js';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { describeDatabase, say, withDatabase } from '../runtime.js';

function summary(report: SeedReport, what: string, where: string): string {
  if (report.total === 0) return `${what}: nothing to add, all of it is already in the ${where}`;
  const tables = Object.entries(report.created)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  return `${what}: added ${report.total} rows to the ${where} (${tables})`;
}

/** `porchlight seed [--file F]`: the demo world, or one seed file; loading twice changes nothing. */
export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description('load the demo world (seeds/demo), or one seed file; loading it again changes nothing')
    .option('-f, --file <path>', 'a seed file to load instead of the demo world (format: seeds/README.md)')
    .option(
      '--scale <count>',
      'instead, add COUNT generated applications to one instance (after the demo world)',
    )
    .option('--instance <subdomain>', 'the instance --scale adds to', 'springfield')
    .action(async (options: { file?: string; scale?: string; instance: string }) => {
      if (options.scale !== undefined) {
        if (!/^[1-9]\d{0,8}$/.test(options.scale))
          throw new UsageError('--scale takes a number of applications');
        if (options.file) throw new UsageError('--scale and --file do not go together');
        const count = Number(options.scale);
        await withDatabase(async (database, settings) => {
          const report = await seedScale(database.dataSource, { count, instance: options.instance });
          const seconds = (report.milliseconds / 1000).toFixed(1);
          say(
            `scale: added ${report.inserted} applications to ${options.instance} in ${seconds} s (${describeDatabase(settings)})`,
          );
        });
        return;
      }
      // Read and check the file before opening the database, so a bad file fails fast.
      const file = options.file ? path.resolve(options.file) : null;
      const document = file ? readSeedFile(file) : readDemoSeed();
      await withDatabase(async (database, settings) => {
        const report = await applySeed(database.dataSource, document);
        say(summary(report, file ?? 'demo world', describeDatabase(settings)));
      });
    });
}
