#!/usr/bin/env node
// `npm run bench:payments`: POST /api/payments/create-charge with 20 concurrent clients on PostgreSQL, against
// the built server on the local payments processor, with settlement jobs running meanwhile. GET /api/health is
// measured the same way in the same run, so the machine's state (shared cores) is in the ratio, not the verdict.
//
//   npm run bench:payments [-- --clients 20] [--seconds 15] [--warmup 3] [--settle-ms 0] [--cpu-prof DIR]
//                          [--node-client]
//   (--cpu-prof: the server writes a V8 CPU profile into DIR when it stops; the clients are wrk's where it is
//   installed, else, or with --node-client, Node's fetch)
//
// DATABASE_URL names a PostgreSQL server's database to create afresh (dropped afterwards); default
// postgres://postgres@127.0.0.1:5432/porchlight_bench_payments. Each charge pays a different application
// Waiting for payment (made beforehand in SQL), each with its own Idempotency-Key, so every one is a real
// payment. The target: create-charge p95 at most 50 ms at 20 clients.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminQuery,
  buildServerIfMissing,
  cpuSeconds,
  feasibility,
  freshDatabase,
  loadAverage,
  machineCpuSeconds,
  percentile,
  say,
  sessionToken,
  startServer,
  wrk,
  wrkInstalled,
} from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    // 0: settlement jobs run during the measurement (the default, as in production); large: charges alone.
    'settle-ms': { type: 'string', default: '0' },
    'cpu-prof': { type: 'string' },
    // Node's fetch as the clients even where wrk is installed (wrk's cost the machine far less).
    'node-client': { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const TARGET_P95_MS = 50;
const WRK = !args['node-client'] && wrkInstalled();
/** Applications made ready to pay: more than the run can use at a few thousand charges a minute. */
const APPLICATIONS = 30_000;
const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/porchlight_bench_payments';

/** Applications of the demo applicant, Waiting for payment in Child Savings Account (ACH), for the charges. */
async function readyApplications() {
  const sql = `
    WITH who AS (SELECT a.id AS account_id, u.id AS user_id, a.instance_id FROM accounts a JOIN users u ON u.id = a.user_id
                  WHERE u.email = 'applicant@springfield.example' LIMIT 1),
         wf AS (SELECT min(id) AS id FROM workflows WHERE program_id = 6),
         st AS (SELECT s.id FROM workflow_states s, wf WHERE s.workflow_id = wf.id AND s.name = 'Waiting for payment')
    INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name,
                              applicant_user_id, applicant_account_id, submitted_at)
    SELECT who.instance_id, 6, wf.id, st.id, 'BENCH-' || g, 'Bench Payer ' || g, who.user_id, who.account_id, now()
      FROM who, wf, st, generate_series(1, ${APPLICATIONS}) g
    RETURNING id`;
  return (await adminQuery(DATABASE_URL, sql)).rows.map((r) => r.id);
}

async function timed(send) {
  const start = performance.now();
  try {
    const res = await send();
    await res.arrayBuffer();
    return { ms: performance.now() - start, ok: res.ok, status: res.status };
  } catch (error) {
    return { ms: performance.now() - start, ok: false, status: error.cause?.code ?? error.message };
  }
}

/** Each client sends again as soon as its answer arrives, until the time is up. */
async function closedLoop(request, seconds) {
  const results = [];
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) results.push(await timed(request));
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { results, elapsed: (performance.now() - start) / 1000 };
}

/** Node's closed loop in figures: answered requests a second and the latencies of the good ones. */
function figures({ results, elapsed }) {
  const ok = results.filter((r) => r.ok);
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.length - ok.length;
  const statuses = [...new Set(results.filter((r) => !r.ok).map((r) => r.status))].join(', ');
  return {
    perSecond: ok.length / elapsed,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    count: results.length,
    failed,
    statuses,
  };
}

function report(label, out) {
  const failures = out.failed ? `, ${out.failed} FAILED: ${out.statuses}` : '';
  say(
    `${label.padEnd(14)} ${out.perSecond.toFixed(1).padStart(7)}/s   p50 ${out.p50.toFixed(1).padStart(6)} ms   ` +
      `p95 ${out.p95.toFixed(1).padStart(6)} ms   (${out.count} requests${failures})`,
  );
}

async function main() {
  buildServerIfMissing();
  const db = await freshDatabase(DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'));
  let server;
  try {
    server = await startServer({
      env: {
        DATABASE_URL,
        PORCHLIGHT_DATA_DIR: dataDir,
        PORCHLIGHT_SEED: 'demo',
        LOG_LEVEL: 'warn',
        PORCHLIGHT_RATE_LIMIT_ADDRESS: '1000000',
        PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '1000000',
        // Settlement runs during the measurement: its jobs share the database with the charges.
        PORCHLIGHT_PAYMENTS_SETTLE_MS: args['settle-ms'],
      },
      captureStderr: true,
      nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [],
    });
    const url = server.url;
    const token = await sessionToken(url, 'applicant@springfield.example', 'springfield');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const verified = await fetch(`${url}/api/payments/verify-account`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ routing_number: '110000000', account_number: '000123456789' }),
    }).then((r) => r.json());
    if (!verified.valid) throw new Error(`verify-account answered ${JSON.stringify(verified)}`);
    const ids = await readyApplications();
    const idsFile = path.join(dataDir, 'applications.txt');
    writeFileSync(idsFile, `${ids.join('\n')}\n`);
    let next = 0;
    const charge = () => {
      const applicationId = ids[next++];
      if (applicationId === undefined) throw new Error('out of applications: lower --seconds');
      return fetch(`${url}/api/payments/create-charge`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ applicationId, amount: 50000, currency: 'USD', source: verified.token }),
      });
    };
    const health = () => fetch(`${url}/api/health`);
    // wrk's clients: each charge the next ready application (after those the runs before used), as the applicant.
    const wrkCharges = async (seconds) => {
      const run = await wrk(url, {
        seconds,
        clients: CLIENTS,
        headers: [`authorization: Bearer ${token}`],
        script: 'wrk-charge.lua',
        scriptArgs: [idsFile, String(next + 1), verified.token],
      });
      next += run.count + CLIENTS;
      return run;
    };
    const loads = {
      health: (seconds) =>
        WRK
          ? wrk(`${url}/api/health`, { seconds, clients: CLIENTS })
          : closedLoop(health, seconds).then(figures),
      'create-charge': (seconds) => (WRK ? wrkCharges(seconds) : closedLoop(charge, seconds).then(figures)),
    };
    say(
      `create-charge on ${url} (PostgreSQL), ${CLIENTS} concurrent clients (${WRK ? 'wrk' : "Node's fetch"}), ${os.availableParallelism()} cores`,
    );
    // The server's CPU per request: what a call costs whatever else the shared machine runs meanwhile.
    const measure = async (label) => {
      if (WARMUP > 0) await loads[label](WARMUP);
      const [before, machineBefore] = [cpuSeconds(server.pid), machineCpuSeconds()];
      const out = { failed: 0, ...(await loads[label](SECONDS)) };
      const cpu = cpuSeconds(server.pid) - before;
      const machineMs = ((machineCpuSeconds() - machineBefore) * 1000) / out.count;
      report(label, out);
      say(`${''.padEnd(14)} server CPU ${((cpu * 1000) / out.count).toFixed(2)} ms a request`);
      return { ...out, machineMs };
    };
    const h = await measure('health');
    const c = await measure('create-charge');
    // Settlement that falls behind flatters the charges' figures: what it kept up with is said beside them.
    const [made] = (
      await adminQuery(
        DATABASE_URL,
        "SELECT count(*)::int AS made, count(*) FILTER (WHERE status <> 'processing')::int AS settled FROM payments",
      )
    ).rows;
    const [ledger] = (
      await adminQuery(DATABASE_URL, 'SELECT coalesce(sum(amount_minor), 0)::text AS sum FROM ledger_entries')
    ).rows;
    say(
      `settled by the end of the run: ${made.settled} of ${made.made} payments made (${((100 * made.settled) / Math.max(made.made, 1)).toFixed(0)}%)`,
    );
    say(
      `ratio to health: p95 ${(c.p95 / h.p95).toFixed(1)}x, throughput ${(h.perSecond / c.perSecond).toFixed(1)}x lower`,
    );
    say(`ledger sum ${ledger.sum} (must be 0); ${loadAverage()}`);
    say(feasibility('create-charge', CLIENTS, TARGET_P95_MS, c.machineMs));
    const met = c.p95 <= TARGET_P95_MS && c.failed === 0 && ledger.sum === '0';
    say(
      `verdict: create-charge p95 <= ${TARGET_P95_MS} ms at ${CLIENTS} clients: ${met ? 'met' : 'NOT met'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
