// The read-only API (API.md "Integrations and scale"): GET /api-ro/... answers every read of /api/..., from
// the read replica when DATABASE_REPLICA_URL is set (the primary otherwise); any other method is 405; and
// nothing under /api-ro is a page of the UIs. Report exports read from the replica too. The replica is a
// real streaming standby that the suite makes (pg_basebackup -R from a throw-away cluster of its own, on
// port 5499), on the PostgreSQL pass only; the shared server is never touched.
import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import pg from 'pg';
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { CLI_BIN, NodeProcess } from '../support/cli-runner.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp, useTestApp } from '../support/test-app.js';
import {
  startReplica,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres.js';
import { unthrottled } from './auth-support.js';

jest.setTimeout(120_000);
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
const REPLICA_PORT = 5499;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const METHOD_NOT_ALLOWED = (method: string) => ({
  statusCode: 405,
  code: 'methodNotAllowed',
  message: `${method} is not allowed on the read-only API (/api-ro): only GET and HEAD`,
});

describe('the read-only API without a replica (reads from the primary)', () => {
  const t = useTestApp();

  it('answers a read of /api-ro as /api answers it', async () => {
    const { email } = await newUser(t);
    const token = await sessionTokenFor(t, email, 'springfield');
    const ro = await t.http.get('/api-ro/users/me').set(bearer(token)).expect(200);
    const rw = await t.http.get('/api/users/me').set(bearer(token)).expect(200);
    expect(ro.body).toEqual(rw.body);
    expect(ro.body.email).toBe(email);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses %s on /api-ro with 405 and Allow: GET, HEAD',
    async (method) => {
      const res = await t.http[method.toLowerCase() as 'post'](`/api-ro/users/login-v2`).send({}).expect(405);
      expect(res.body).toEqual(METHOD_NOT_ALLOWED(method));
      expect(res.headers.allow).toBe('GET, HEAD');
    },
  );

  it('refuses a write even to a path no route has, and under any letter case', async () => {
    const res = await t.http.post('/API-RO/no/such/route').send({}).expect(405);
    expect(res.body).toEqual(METHOD_NOT_ALLOWED('POST'));
  });

  it('never answers the community UI: an unknown read is the API 404, in JSON', async () => {
    for (const path of ['/api-ro', '/api-ro/', '/api-ro/no/such/route']) {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'notFound' });
    }
  });
});

// PostgreSQL pass only (the embedded database has no replica: /api-ro reads its one database, above).
(ON_SERVER ? describe : describe.skip)('the read-only API on a streaming replica', () => {
  let primary: ThrowawayPostgres | undefined;
  let replica: ThrowawayPostgres | undefined;
  let t: TestApp | undefined;
  let replicaSql: pg.Client;
  const app = () => t as TestApp;

  beforeAll(async () => {
    unthrottled();
    primary = await startThrowawayPostgres();
    replica = await startReplica(primary, REPLICA_PORT);
    t = await startTestApp({ databaseUrl: primary.url, replicaUrl: replica.url });
    replicaSql = new pg.Client({ connectionString: replica.url });
    await replicaSql.connect();
  }, 300_000);
  afterAll(async () => {
    await replicaSql?.end();
    await t?.close();
    await replica?.remove();
    await primary?.remove();
  });

  /** Waits until the replica has replayed everything the primary wrote so far. */
  async function caughtUp(): Promise<void> {
    const [{ lsn }] = await app().dataSource.query('SELECT pg_current_wal_lsn()::text AS lsn');
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await replicaSql.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
      if (rows[0].done) return;
      await sleep(100);
    }
    throw new Error('the replica did not catch up in 10 s');
  }

  /** An administrator and a caseworker of springfield, made on the primary and replayed on the replica. */
  async function staff() {
    const admin = await newUser(app(), {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.Administrator] }],
    });
    const worker = await newUser(app(), {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.CaseWorker] }],
    });
    const token = await sessionTokenFor(app(), admin.email, 'springfield');
    await caughtUp();
    return { token, worker };
  }

  it('is a hot standby of the primary', async () => {
    const { rows } = await replicaSql.query('SELECT pg_is_in_recovery() AS standby');
    expect(rows).toEqual([{ standby: true }]);
  });

  it('reads /api-ro from the replica: a change the replica has not replayed yet is not there', async () => {
    const { token, worker } = await staff();
    await replicaSql.query('SELECT pg_wal_replay_pause()');
    try {
      await app()
        .http.put(`/api/admin/users/${worker.user.id}`)
        .set(bearer(token))
        .send({ firstName: 'Replayed' })
        .expect(200);
      const fromPrimary = await app()
        .http.get(`/api/admin/users/${worker.user.id}`)
        .set(bearer(token))
        .expect(200);
      expect(fromPrimary.body.firstName).toBe('Replayed');
      const fromReplica = await app()
        .http.get(`/api-ro/admin/users/${worker.user.id}`)
        .set(bearer(token))
        .expect(200);
      expect(fromReplica.body.firstName).toBe('Test');
    } finally {
      await replicaSql.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    const replayed = await app()
      .http.get(`/api-ro/admin/users/${worker.user.id}`)
      .set(bearer(token))
      .expect(200);
    expect(replayed.body.firstName).toBe('Replayed');
  });

  it('reads a report export from the replica, on /api as well', async () => {
    const { token } = await staff();
    const { email } = await newUser(app());
    await caughtUp();
    await replicaSql.query('SELECT pg_wal_replay_pause()');
    const csv = () =>
      app().http.get('/api/reports/individual/login-activity.csv').set(bearer(token)).expect(200);
    try {
      await app()
        .http.post('/api/users/login-v2')
        .send({ email, password: 'Wrong-Password-1', instance: 'springfield' })
        .expect(401);
      const page = await app()
        .http.get('/api/reports/individual/login-activity')
        .set(bearer(token))
        .expect(200);
      expect(JSON.stringify(page.body)).toContain(email);
      expect((await csv()).text).not.toContain(email);
    } finally {
      await replicaSql.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    expect((await csv()).text).toContain(email);
  });

  it('runs `porchlight export` on the replica where DATABASE_REPLICA_URL names one', async () => {
    const { email } = await newUser(app());
    await caughtUp();
    const exported = async () => {
      const run = await new NodeProcess(
        CLI_BIN,
        ['export', 'individual/login-activity', '--instance', 'springfield'],
        {
          cwd: app().dataDir,
          env: { DATABASE_URL: primary?.url, DATABASE_REPLICA_URL: replica?.url, LOG_LEVEL: 'silent' },
        },
      ).done;
      expect(run).toMatchObject({ code: 0, stderr: '' });
      return run.stdout;
    };
    await replicaSql.query('SELECT pg_wal_replay_pause()');
    try {
      await app()
        .http.post('/api/users/login-v2')
        .send({ email, password: 'Wrong-Password-1', instance: 'springfield' })
        .expect(401);
      expect(await exported()).not.toContain(email);
    } finally {
      await replicaSql.query('SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    expect(await exported()).toContain(email);
  });

  it('refuses a write on /api-ro with 405 before it reaches either database', async () => {
    const { token, worker } = await staff();
    const res = await app()
      .http.put(`/api-ro/admin/users/${worker.user.id}`)
      .set(bearer(token))
      .send({ firstName: 'Never' })
      .expect(405);
    expect(res.body).toEqual(METHOD_NOT_ALLOWED('PUT'));
    const kept = await app().http.get(`/api/admin/users/${worker.user.id}`).set(bearer(token)).expect(200);
    expect(kept.body.firstName).toBe('Test');
  });

  it('answers a read that also records a change (a download, kept in the audit trail) with 405 on /api-ro, not a 500', async () => {
    const { user, email } = await newUser(app());
    const [account] = await app().dataSource.query('SELECT id FROM accounts WHERE user_id = $1', [user.id]);
    const token = await sessionTokenFor(app(), email, 'springfield');
    const application = await newApplication(app(), {
      applicantUserId: user.id,
      applicantAccountId: account.id,
    });
    const uploaded = await app()
      .http.post('/api/upload-file')
      .set(bearer(token))
      .field('applicationId', String(application.id))
      .attach('file', PDF, 'lease.pdf')
      .expect(201);
    await caughtUp();
    const path = `/files/download-file/${uploaded.body.id}`;
    const refused = await app().http.get(`/api-ro${path}`).set(bearer(token)).expect(405);
    expect(refused.body).toEqual({
      statusCode: 405,
      code: 'methodNotAllowed',
      message:
        'This call also records a change, so the read-only API (/api-ro) does not serve it: ask it on /api',
    });
    const served = await app().http.get(`/api${path}`).set(bearer(token)).expect(200);
    expect(Buffer.from(served.body).equals(PDF)).toBe(true);
  });
});
