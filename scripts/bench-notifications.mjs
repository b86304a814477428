#!/usr/bin/env node
// `npm run bench:notifications`: notification deliveries per second to the outbox, against the built server
// on the embedded database (the default) or, with --postgres, a fresh database on the PostgreSQL server of
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/porchlight_bench_notifications, dropped afterwards).
//
//   npm run bench:notifications [-- --applications 1000] [--recipients 5] [--postgres] [--health-seconds 5]
//
// It makes --applications applications of a springfield program in one state (in SQL), gives the program a
// rule for the state they move to with --recipients fixed addresses, and moves them all with one bulk status
// change (its answer only enqueues: its time is printed beside the bulk target). Then it waits until every
// delivery is recorded sent: deliveries a second is their count over the time from the bulk answer to the
// last one (fan-out, rendering, the outbox and each attempt's record included). GET /api/health is measured
// in the same run (20 clients, closed loop), so the ratio carries the shared machine's state.
// Targets: >= 500 deliveries a second; the bulk answer <= 250 ms (bench:queue's target) with the rule active.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminQuery,
  buildServerIfMissing,
  freshDatabase,
  loadAverage,
  say,
  sessionToken,
  startServer,
} from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '1000' },
    recipients: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
    'health-seconds': { type: 'string', default: '5' },
  },
});
const APPLICATIONS = Number(args.applications);
const RECIPIENTS = Number(args.recipients);
const TARGET_PER_SECOND = 500;
const TARGET_BULK_MS = 250;
const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/porchlight_bench_notifications';

/** The embedded database the server serves from `dataDir` (its lock file names the socket's URL). */
const embeddedUrl = (dataDir) => readFileSync(path.join(dataDir, 'embedded.pid'), 'utf8').split('\n')[1];

/** A move of a springfield program that asks for no owner, reason or comment, and its program. */
async function pickMove(databaseUrl) {
  const { rows } = await adminQuery(
    databaseUrl,
    `SELECT w.program_id AS "programId", w.id AS "workflowId", t.from_state_id AS "from", t.to_state_id AS "to"
       FROM workflow_transitions t JOIN workflows w ON w.id = t.workflow_id
       JOIN workflow_states s ON s.id = t.to_state_id JOIN instances i ON i.id = t.instance_id
      WHERE i.subdomain = 'springfield' AND w.program_id IS NOT NULL AND NOT t.requires_user_assignment
        AND NOT s.requires_reason AND NOT s.requires_comment
      ORDER BY w.program_id, t.id LIMIT 1`,
  );
  return rows[0];
}

/** Twice APPLICATIONS applications of the program in the move's first state; answers their ids. */
async function makeApplications(databaseUrl, move) {
  const { rows } = await adminQuery(
    databaseUrl,
    `INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name, submitted_at)
     SELECT i.id, ${move.programId}, ${move.workflowId}, ${move.from}, 'NOTIFY-' || g, 'Bench Applicant ' || g, now()
       FROM instances i, generate_series(1, ${2 * APPLICATIONS}) g WHERE i.subdomain = 'springfield'
     RETURNING id`,
  );
  return rows.map((r) => r.id);
}

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The rule staff would make: the state entered, RECIPIENTS fixed addresses. */
async function makeRule(url, token, move) {
  const rule = await api(url, token, 'POST', '/api/admin/notification-rules', {
    programId: move.programId,
    name: 'Bench: moved',
    event: 'state_entered',
    stateId: move.to,
    channel: 'email',
    subject: 'Application {{externalId}}',
    body: 'Hello {{applicantName}}: {{programName}} says {{state}}.',
    active: true,
  });
  for (let i = 1; i <= RECIPIENTS; i += 1) {
    await api(url, token, 'POST', '/api/admin/notification-participants', {
      ruleId: rule.id,
      kind: 'address',
      value: `bench-${i}@notify.example`,
    });
  }
  return rule.id;
}

/** Requests a second of GET /api/health at 20 closed-loop clients. */
async function healthPerSecond(url, seconds) {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.ok) done += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: 20 }, client));
  return done / ((performance.now() - start) / 1000);
}

/** Waits until the rule's deliveries are all recorded; answers when the last one was and how many failed. */
async function waitForDeliveries(databaseUrl, ruleId, expected) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await adminQuery(
      databaseUrl,
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status <> 'sent')::int AS other
         FROM notification_deliveries WHERE rule_id = ${ruleId}`,
    );
    if (rows[0].sent >= expected) return { at: performance.now(), other: rows[0].other };
    if (Date.now() > deadline) {
      const { rows: jobs } = await adminQuery(
        databaseUrl,
        'SELECT name, state, count(*)::int AS n, max(output::text) AS output FROM pgboss.job GROUP BY 1, 2',
      );
      throw new Error(
        `only ${rows[0].sent} of ${expected} deliveries after 2 minutes: ${JSON.stringify(jobs)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function main() {
  buildServerIfMissing();
  const db = args.postgres ? await freshDatabase(DATABASE_URL) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'));
  let server;
  try {
    server = await startServer({
      env: {
        ...(db ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
        PORCHLIGHT_DATA_DIR: dataDir,
        PORCHLIGHT_SEED: 'demo',
        PORCHLIGHT_DELIVERY: 'outbox',
        LOG_LEVEL: 'warn',
        PORCHLIGHT_RATE_LIMIT_ADDRESS: '1000000',
        PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '1000000',
        PORCHLIGHT_JOBS_POLL_MS: '500',
      },
    });
    const databaseUrl = db?.url ?? embeddedUrl(dataDir);
    const token = await sessionToken(server.url, 'admin@springfield.example', 'springfield');
    const move = await pickMove(databaseUrl);
    const ids = await makeApplications(databaseUrl, move);
    const bulk = async (batch) => {
      const started = performance.now();
      const answer = await api(server.url, token, 'POST', '/api/admin/applications/bulk', {
        action: 'UPDATE_STATUS',
        ids: batch,
        toState: move.to,
      });
      if (answer.succeeded.length !== batch.length)
        throw new Error(`bulk: ${JSON.stringify(answer.failed[0])}`);
      return { bulkMs: performance.now() - started, answered: performance.now() };
    };
    // The same change before the rule exists: what the bulk answer takes with no notification to enqueue.
    const without = await bulk(ids.slice(APPLICATIONS));
    const ruleId = await makeRule(server.url, token, move);
    const expected = APPLICATIONS * RECIPIENTS;
    say(
      `notifications on ${db ? 'PostgreSQL' : 'the embedded database'}: ${APPLICATIONS} applications moved at once, a rule with ${RECIPIENTS} recipients (${expected} deliveries to the outbox), ${os.availableParallelism()} cores`,
    );
    const health = await healthPerSecond(server.url, Number(args['health-seconds']));
    const { bulkMs, answered } = await bulk(ids.slice(0, APPLICATIONS));
    const { at, other } = await waitForDeliveries(databaseUrl, ruleId, expected);
    const perSecond = expected / ((at - answered) / 1000);
    say(
      `bulk answer (enqueues only)   ${bulkMs.toFixed(0).padStart(7)} ms   (the same change before the rule: ${without.bulkMs.toFixed(0)} ms)`,
    );
    say(
      `deliveries to the outbox      ${perSecond.toFixed(0).padStart(7)}/s   (${expected} in ${((at - answered) / 1000).toFixed(1)} s${other ? `, ${other} NOT sent` : ''})`,
    );
    say(`GET /api/health               ${health.toFixed(0).padStart(7)}/s   (20 clients)`);
    say(`ratio: ${(perSecond / health).toFixed(2)} deliveries per health request; ${loadAverage()}`);
    const met = perSecond >= TARGET_PER_SECOND && other === 0;
    say(
      `verdict: >= ${TARGET_PER_SECOND} deliveries a second: ${met ? 'met' : 'NOT met'}; bulk answer <= ${TARGET_BULK_MS} ms: ${bulkMs <= TARGET_BULK_MS ? 'met' : 'NOT met'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
