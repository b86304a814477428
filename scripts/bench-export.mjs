#!/usr/bin/env node
// `npm run bench:export`: a report of a million rows exported three ways in the same run — through the
// HTTP CSV endpoint of the built server, through `porchlight export`, and the same SELECT through
// `psql \copy` — with rows per second for each, the ratio to psql, and how much the server's memory grows
// during its export (VmRSS sampled every 20 ms).
//
// The report is individual/applications-resources of springfield. Its database on the PostgreSQL server
// (TEST_DATABASE_URL's, default postgres://postgres@127.0.0.1:5432/test) is porchlight_bench_export_<rows>:
// the demo world plus generated applications until the report holds at least BENCH_ROWS rows; it is kept
// and reused by the next run of the same size.
//
//   npm run bench:export [-- --rows 1000000] [--runs 3] [--port 4201]      (or BENCH_ROWS=100000)
//
// Targets (issue 5): HTTP and CLI within 2x of psql \copy; the server's memory grows by less than 50 MB.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminQuery,
  dist,
  loadAverage,
  root,
  rssKb,
  say,
  sessionToken,
  startServer,
} from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: process.env.BENCH_ROWS ?? '1000000' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4201' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const PORT = Number(args.port);
if (!Number.isSafeInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive whole number');
if (!Number.isSafeInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `porchlight_bench_export_${ROWS}`;
const DATABASE_URL = Object.assign(new URL(SERVER_URL), { pathname: `/${DATABASE}` }).toString();
const REPORT = { group: 'individual', name: 'applications-resources' };
const INSTANCE = 'springfield';
const ADMIN = 'admin@springfield.example';
const SECRET = 'bench-export-secret-bench-export-secret';
/** Share of generated applications that are individuals' (scale-seed.ts: 15% businesses). */
const INDIVIDUAL_SHARE = 0.85;
const SAMPLE_MS = 20;

const perSecond = (rows, ms) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');
const fmt = (n) => n.toLocaleString('en-US');

/** The report's rows in the database, topped up with generated applications until there are ROWS. */
async function prepareDatabase() {
  const { rows } = await adminQuery(SERVER_URL, `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`);
  if (rows.length === 0) await adminQuery(SERVER_URL, `CREATE DATABASE ${DATABASE}`);
  const { openDatabase } = await dist('database/database.js');
  const { seedDemo } = await dist('seeds/seed-demo.js');
  const { seedScale } = await dist('modules/queue/scale-seed.js');
  const db = await openDatabase({ url: DATABASE_URL, dataDir: null });
  try {
    const reportRows = async () =>
      (
        await db.dataSource.query(
          `SELECT count(*)::int AS n FROM applications a JOIN instances i ON i.id = a.instance_id
            WHERE i.subdomain = $1 AND a.community_entity_type = 2`,
          [INSTANCE],
        )
      )[0].n;
    if (
      (await db.dataSource.query('SELECT 1 FROM instances WHERE subdomain = $1', [INSTANCE])).length === 0
    ) {
      await seedDemo(db.dataSource);
    }
    for (let have = await reportRows(); have < ROWS; have = await reportRows()) {
      const count = Math.max(1000, Math.ceil((ROWS - have) / INDIVIDUAL_SHARE));
      const started = Date.now();
      await seedScale(db.dataSource, {
        count,
        instance: INSTANCE,
        onProgress: (n) => process.stdout.write(`\r  generated ${fmt(n)} of ${fmt(count)} applications`),
      });
      say(` (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    const { findReport } = await dist('modules/reports/report-catalogue.js');
    const { reportScope, reportSelect } = await dist('modules/reports/report-sql.js');
    const [{ id }] = await db.dataSource.query('SELECT id FROM instances WHERE subdomain = $1', [INSTANCE]);
    const select = reportSelect(findReport(REPORT.group, REPORT.name), reportScope(id, {}));
    return { rows: await reportRows(), select };
  } finally {
    await db.close();
  }
}

function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`${command} ${commandArgs.join(' ')}: exit ${code}\n${stderr}`));
      else resolve({ ms, stdout });
    });
  });
}

/** The CSV endpoint read as fast as it comes, with the server's resident memory sampled meanwhile. */
function httpExport(server, token) {
  const baseline = rssKb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(server.pid));
  }, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      `${server.url}/api/reports/${REPORT.group}/${REPORT.name}.csv`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP export: ${res.statusCode}`));
        let lines = 0;
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        res.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssKb(server.pid));
          resolve({ ms: performance.now() - started, rows: lines - 1, bytes, baseline, peak });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function cliExport(filter = []) {
  const { ms, stdout } = await run(
    process.execPath,
    [
      path.join(root, 'cli/dist/main.js'),
      'export',
      `${REPORT.group}/${REPORT.name}`,
      '--instance',
      INSTANCE,
      ...filter,
      '--out',
      '/dev/null',
    ],
    { DATABASE_URL, LOG_LEVEL: 'silent' },
  );
  const [, rows, seconds] = /exported (\d+) rows .* in ([\d.]+) s/.exec(stdout) ?? [];
  // Its own measure of the export, without opening the database and loading the code.
  return { ms, rows: Number(rows), exportMs: Number(seconds) * 1000 };
}

async function psqlExport(select) {
  const { ms, stdout } = await run('psql', [
    '-X',
    DATABASE_URL,
    '-c',
    `\\copy (${select.replace(/\s+/g, ' ')}) to '/dev/null' with (format csv, header true)`,
  ]);
  return { ms, rows: Number(/COPY (\d+)/.exec(stdout)?.[1]) };
}

const best = (runs) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
const times = (runs) => runs.map((r) => `${(r.ms / 1000).toFixed(2)}`).join(' / ');

async function main() {
  say(`preparing ${DATABASE} (${loadAverage()}) ...`);
  const { rows, select } = await prepareDatabase();
  say(`report ${REPORT.group}/${REPORT.name} of ${INSTANCE}: ${fmt(rows)} rows`);
  const server = await startServer({
    env: { DATABASE_URL, PORCHLIGHT_SEED: 'none', PORCHLIGHT_SECRET: SECRET, LOG_LEVEL: 'warn' },
    port: PORT,
  });
  try {
    const token = await sessionToken(server.url, ADMIN, INSTANCE);
    const psql = [];
    const web = [];
    const cli = [];
    // One of each first: the database's cache, and the server's first export (code compiled, buffers made).
    await psqlExport(select);
    await httpExport(server, token);
    for (let i = 0; i < RUNS; i += 1) {
      psql.push(await psqlExport(select));
      web.push(await httpExport(server, token));
      cli.push(await cliExport());
    }
    for (const r of [...psql, ...web, ...cli]) {
      if (r.rows !== rows) throw new Error(`an export gave ${r.rows} rows, not ${rows}`);
    }
    const p = best(psql);
    const h = best(web);
    const c = best(cli);
    const cExport = Math.min(...cli.map((r) => r.exportMs));
    const mb = (kb) => (kb / 1024).toFixed(1);
    say(`\nbest of ${RUNS} runs (seconds: psql ${times(psql)}; HTTP ${times(web)}; CLI ${times(cli)})`);
    say(`psql \\copy   ${(p.ms / 1000).toFixed(2)} s  ${perSecond(rows, p.ms)} rows/s`);
    say(
      `HTTP CSV     ${(h.ms / 1000).toFixed(2)} s  ${perSecond(rows, h.ms)} rows/s  ${(h.ms / p.ms).toFixed(2)}x psql  (${(h.bytes / 1e6).toFixed(1)} MB)`,
    );
    say(
      `CLI export   ${(c.ms / 1000).toFixed(2)} s  ${perSecond(rows, c.ms)} rows/s  ${(c.ms / p.ms).toFixed(2)}x psql  (whole process)`,
    );
    say(
      `             ${(cExport / 1000).toFixed(2)} s  ${perSecond(rows, cExport)} rows/s  ${(cExport / p.ms).toFixed(2)}x psql  (the export, as the CLI reports it: without loading the code and opening the database)`,
    );
    say(
      `server VmRSS during the HTTP exports: growth ${web.map((r) => mb(r.peak - r.baseline)).join(' / ')} MB (from ${mb(h.baseline)} MB; highest ${mb(Math.max(...web.map((r) => r.peak)))} MB)`,
    );
    say(`targets: within 2x of psql, memory growth < 50 MB; ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
