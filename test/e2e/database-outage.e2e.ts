// The server survives its database (API.md "Hardening"): under a steady load of writes and reads, its
// connections are ended (pg_terminate_backend) and then the database stops and starts again. Requests the
// database could not serve answer 503 databaseUnavailable at once, the same process serves again as soon as
// the database does, and no write it acknowledged is lost. The database is a PostgreSQL cluster of the
// suite's own (test/support/throwaway-postgres.ts), so the shared server is never stopped; the suite runs the
// same with or without TEST_DATABASE_URL. An error nobody handles (a connection's 'error' event, a rejected
// promise), which would end a real server, fails the suite here: jest reports it as the suite's failure.
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.js';

const UNAVAILABLE = {
  statusCode: 503,
  code: 'databaseUnavailable',
  message: 'The database is unavailable; try again in a moment',
};
/** An answer slower than this is a hang: the pool gives up connecting after 3 s. */
const SLOWEST_MS = 5_000;
/** Clients writing and reading at once, each on an application of its own. */
const CLIENTS = 6;
/** Rounds (a write and two reads) a client makes at most, so the load is bounded whatever happens. */
const MAX_ROUNDS = 2_000;
/** Writes acknowledged before the first fault, and again after the last. */
const STEADY_WRITES = 30;
/** How long the database stays down: long enough for every client to meet the outage many times. */
const DOWN_MS = 1_500;

type Phase = 'steady' | 'sessions ended' | 'down' | 'back';

interface Answer {
  phase: Phase;
  kind: 'write' | 'read';
  status: number;
  body: unknown;
  startedAt: number;
  endedAt: number;
  /** A write's note text, to look for in the database afterwards. */
  note?: string;
}

let cluster: ThrowawayPostgres | undefined;
let t: TestApp;
let token: string;
const answers: Answer[] = [];
let phase: Phase = 'steady';
let loading = true;
let notesWritten = 0;
/** Milestones of the run (Date.now()). */
const at = { stopped: 0, starting: 0, started: 0 };
let sessionsEnded = 0;
let healthDown: { status: number; body: unknown };
let healthBack: { status: number; body: unknown };

const isOk = (a: Answer) => a.status >= 200 && a.status < 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(kind: Answer['kind'], method: string, path: string, note?: string): Promise<Answer> {
  const startedAt = Date.now();
  const answer: Answer = { phase, kind, status: 0, body: null, startedAt, endedAt: 0, note };
  try {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: note ? JSON.stringify({ type: 'NOTE', body: note }) : undefined,
      signal: AbortSignal.timeout(2 * SLOWEST_MS),
    });
    answer.status = res.status;
    answer.body = await res.json();
  } catch (error) {
    answer.body = String(error);
  }
  answer.endedAt = Date.now();
  answers.push(answer);
  return answer;
}

/** One client: writes a note on its application, reads the notes back and reads a queue page, again and again. */
async function client(applicationId: number) {
  const communications = `/api/admin/applications/${applicationId}/communications`;
  for (let round = 0; loading && round < MAX_ROUNDS; round++) {
    const write = await call(
      'write',
      'POST',
      communications,
      `outage note ${applicationId}-${++notesWritten}`,
    );
    await call('read', 'GET', `${communications}?type=NOTE`);
    await call('read', 'GET', '/api/admin/applications?range=[0,24]');
    // A client that was refused waits a moment before trying again, as a browser would.
    if (write.status === 503) await sleep(50);
  }
}

/** Resolves once `count` writes that started after `since` were acknowledged (fails after 30 s). */
async function writesServedSince(since: number, count: number): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(20)) {
    if (answers.filter((a) => a.kind === 'write' && a.startedAt >= since && isOk(a)).length >= count) return;
  }
  throw new Error(`fewer than ${count} writes served within 30 s`);
}

async function health() {
  const res = await fetch(`${t.url}/api/health`, { signal: AbortSignal.timeout(2 * SLOWEST_MS) });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  t = await startTestApp({ databaseUrl: cluster.url });
  token = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  const rows: { id: number }[] = await t.dataSource.query(
    'SELECT id FROM applications WHERE instance_id = 100 ORDER BY id LIMIT $1',
    [CLIENTS],
  );
  const clients = Promise.all(rows.map((row) => client(row.id)));
  try {
    await writesServedSince(0, STEADY_WRITES);
    phase = 'sessions ended';
    for (let i = 0; i < 3; i++) {
      sessionsEnded += await cluster.terminateSessions();
      await sleep(200);
    }
    await writesServedSince(Date.now(), CLIENTS);
    phase = 'down';
    await cluster.stop();
    at.stopped = Date.now();
    healthDown = await health();
    await sleep(DOWN_MS);
    phase = 'back';
    at.starting = Date.now();
    await cluster.start();
    at.started = Date.now();
    await writesServedSince(at.started, STEADY_WRITES);
    healthBack = await health();
  } finally {
    loading = false;
    await clients;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await cluster?.remove();
});

const writes = () => answers.filter((a) => a.kind === 'write');

describe('the server outlives its database', () => {
  it('ended some of its connections and met the outage under load', () => {
    expect(sessionsEnded).toBeGreaterThan(0);
    expect(answers.filter((a) => a.phase === 'down').length).toBeGreaterThan(CLIENTS);
  });

  it('answers every request 2xx or 503 databaseUnavailable in the error shape, never a 500', () => {
    const others = answers.filter((a) => !isOk(a) && a.status !== 503);
    expect(others).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.body).toEqual(UNAVAILABLE);
  });

  it(`answers within ${SLOWEST_MS / 1000} s, outage or not`, () => {
    const slowest = Math.max(...answers.map((a) => a.endedAt - a.startedAt));
    expect(slowest).toBeLessThan(SLOWEST_MS);
  });

  it('refuses every request made while the database is down with 503 databaseUnavailable', () => {
    const whileDown = answers.filter((a) => a.startedAt >= at.stopped && a.endedAt <= at.starting);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.filter((a) => a.status !== 503)).toEqual([]);
  });

  it('says on /api/health that the database is down, and ok once it is back', () => {
    expect(healthDown).toEqual({ status: 503, body: { ...UNAVAILABLE, database: 'postgres' } });
    expect(healthBack).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
  });

  it('serves every write and read again as soon as the database is back', () => {
    const afterwards = answers.filter((a) => a.startedAt >= at.started);
    expect(afterwards.map((a) => a.kind)).toEqual(expect.arrayContaining(['write', 'read']));
    expect(afterwards.filter((a) => !isOk(a))).toEqual([]);
  });

  it('loses no acknowledged write', async () => {
    const acknowledged = writes()
      .filter((a) => a.status === 201)
      .map((a) => a.note);
    expect(acknowledged.length).toBeGreaterThan(0);
    const rows: { body: string }[] = await t.dataSource.query(
      "SELECT body FROM communications WHERE body LIKE 'outage note %'",
    );
    const kept = new Set(rows.map((row) => row.body));
    expect(acknowledged.filter((note) => !kept.has(note ?? ''))).toEqual([]);
  });
});
