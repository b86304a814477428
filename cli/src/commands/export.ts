import { createWriteStream, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { select } from '@inquirer/prompts';
import { DomainException } from '@porchlight/server/common/errors/domain.exception.js';
import { onReplica } from '@porchlight/server/database/read-replica.js';
import { Instance } from '@porchlight/server/modules/instances/entities/instance.entity.js';
import { CsvRecordCounter } from '@porchlight/server/modules/reports/csv-records.js';
import { findReport, REPORTS } from '@porchlight/server/modules/reports/report-catalogue.js';
import {
  type ReportContext,
  type ReportDefinition,
  reportKey,
} from '@porchlight/server/modules/reports/report-definition.js';
import { checkReportFilter, type ReportFilter } from '@porchlight/server/modules/reports/report-query.js';
import { ReportsService } from '@porchlight/server/modules/reports/reports.service.js';
import { Presets, SingleBar } from 'cli-progress';
import { type Command, Option } from 'commander';
import type { DataSource } from 'typeorm';
import { UsageError } from '../errors.js';
import { say, withDatabase } from '../runtime.js';
import { instanceOrFail } from './instance.js';

const FORMATS = ['csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

interface ExportFlags {
  instance?: string;
  program?: string;
  from?: string;
  to?: string;
  format: Format;
  out: string;
}

const FLAG_OF: Record<string, string> = { programId: '--program', from: '--from', to: '--to' };

function reportOf(key: string): ReportDefinition {
  const [group = '', name = ''] = key.split('/');
  const report = findReport(group, name);
  if (!report) {
    throw new UsageError(`unknown report "${key}"; reports: ${REPORTS.map(reportKey).join(', ')}`);
  }
  return report;
}

/** --program, --from and --to, checked by the reports' own filter rules; a bad one is a usage error. */
function filterOf(flags: ExportFlags): ReportFilter {
  try {
    return checkReportFilter({ programId: flags.program, from: flags.from, to: flags.to });
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    // "from must be a date …" reads "--from must be a date …" on the command line.
    const problems = (error.errors ?? []).map((e) =>
      e.message.startsWith(e.field)
        ? `${FLAG_OF[e.field] ?? e.field}${e.message.slice(e.field.length)}`
        : e.message,
    );
    throw new UsageError(problems.join('; ') || error.message);
  }
}

async function chooseInstance(dataSource: DataSource): Promise<Instance> {
  const instances = await dataSource.getRepository(Instance).find({ order: { id: 'ASC' } });
  if (instances.length === 0)
    throw new Error('the database has no instance yet: run `porchlight seed` first');
  return select({
    message: 'Instance',
    choices: instances.map((i) => ({ name: `${i.subdomain} (${i.id}, ${i.name})`, value: i })),
  });
}

const chooseReport = () =>
  select({
    message: 'Report',
    choices: REPORTS.map((r) => ({ name: reportKey(r), value: r, description: r.description })),
  });

/**
 * Counts what goes by for the progress bar: CSV records after the header, or JSON array lines (one per
 * row; JSON escapes line breaks inside values).
 */
function progressCounter(format: Format, onRows: (rows: number) => void): Transform {
  const csv = new CsvRecordCounter();
  let lines = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (format === 'csv') onRows(Math.max(csv.push(chunk) - 1, 0));
      else {
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
        onRows(Math.max(lines - 1, 0));
      }
      done(null, chunk);
    },
  });
}

async function exportReport(key: string | undefined, flags: ExportFlags): Promise<void> {
  const missing = [key ? null : '<report>', flags.instance ? null : '--instance'].filter((m) => m !== null);
  // Prompts only for a person at a terminal; a script gets a clear error instead of a hang.
  if (missing.length > 0 && !process.stdin.isTTY) throw new UsageError(`missing ${missing.join(', ')}`);
  const given = key ? reportOf(key) : undefined;
  const filter = filterOf(flags);
  const toStdout = flags.out === '-';
  await withDatabase(async (database) => {
    const report = given ?? (await chooseReport());
    const instance = flags.instance
      ? await instanceOrFail(database.dataSource, flags.instance)
      : await chooseInstance(database.dataSource);
    const reports = new ReportsService(database.dataSource, database.mode);
    const context: ReportContext = {
      instanceId: instance.id,
      instanceFeatures: instance.features,
      syncReportEnabled: instance.syncReportEnabled,
      host: hostname(),
      development: process.env.NODE_ENV === 'development',
    };
    // A bar on the terminal's stderr, unless the export itself is being written to that terminal.
    const bar =
      process.stderr.isTTY && !(toStdout && process.stdout.isTTY)
        ? new SingleBar(
            { format: `${reportKey(report)} [{bar}] {percentage}% {value}/{total} rows`, hideCursor: true },
            Presets.shades_classic,
          )
        : null;
    bar?.start(await reports.count(context, report, filter), 0);
    const target: Writable = toStdout ? process.stdout : createWriteStream(flags.out);
    const counter = bar ? progressCounter(flags.format, (rows) => bar.update(rows)) : null;
    const stream =
      flags.format === 'csv' ? reports.streamCsv.bind(reports) : reports.streamJson.bind(reports);
    const started = performance.now();
    try {
      // Both sides settle before the database closes, whichever fails first.
      const [exported, written] = await Promise.allSettled([
        // From the read replica where DATABASE_REPLICA_URL names one, as the server's exports.
        onReplica(() =>
          stream(context, report, filter, counter ?? target, { end: counter !== null || !toStdout }),
        ),
        counter ? pipeline(counter, target, { end: !toStdout }) : null,
      ]);
      if (written.status === 'rejected') throw written.reason;
      if (exported.status === 'rejected') throw exported.reason;
      const rows = exported.value;
      bar?.update(rows);
      bar?.stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (!toStdout) {
        say(
          `exported ${rows} rows of ${reportKey(report)} (${instance.subdomain}) to ${flags.out} in ${seconds} s`,
        );
      }
    } catch (error) {
      bar?.stop();
      // A reader that stops early (`| head`) ends the export; it is not a failure.
      if (toStdout && (error as NodeJS.ErrnoException).code === 'EPIPE') return;
      if (!toStdout) rmSync(flags.out, { force: true });
      throw error;
    }
  });
}

/** `porchlight export <group/name>`: a whole report from the database, streamed to a file or stdout. */
export function registerExport(program: Command): void {
  program
    .command('export')
    .description(
      'export a report (CSV or JSON) of one instance, streamed from the database; prompts for a missing report or instance at a terminal',
    )
    .argument('[report]', `group/name: ${REPORTS.map(reportKey).join(', ')}`)
    .option('--instance <subdomain|id>', 'the instance whose rows are exported')
    .option('--program <id>', 'only this program')
    .option('--from <YYYY-MM-DD>', 'from this day (UTC, included)')
    .option('--to <YYYY-MM-DD>', 'to this day (UTC, included)')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('csv'))
    .option('--out <file>', 'the file to write, or - for standard output', '-')
    .action((key: string | undefined, flags: ExportFlags) => exportReport(key, flags));
}
