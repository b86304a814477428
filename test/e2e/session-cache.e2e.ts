import { Session } from '../../server/src/modules/auth/entities/session.entity.js';
import { SESSION_CACHE_MS } from '../../server/src/modules/auth/session.strategy.js';
import { PERMISSION_CACHE_MS } from '../../server/src/modules/permissions/permissions.service.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from './auth-support.js';

/**
 * The signed-in path keeps each resolved session (and each role set's permission levels) in memory for a
 * few seconds. What this process changes is seen at once; what changes behind its back (raw SQL, another
 * server process) is seen within the documented bound (docs/decisions.md "Session cache").
 */
let t: TestApp;
let admin: string;

const CASEWORKER = 'caseworker@springfield.example';
/** One more poll and its request on a busy machine, on top of the bound. */
const POLL_SLACK_MS = 1000;
const SPRINGFIELD = 100;

const me = (token: string) => t.http.get('/api/users/me').set(bearer(token));
const permissions = (token: string) => t.http.get('/api/admin/permissions').set(bearer(token));
const sql = (text: string, params: unknown[] = []) => t.dataSource.query(text, params);
const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

async function userIdOf(email: string): Promise<number> {
  const [row] = await sql('SELECT id FROM users WHERE email = $1', [email]);
  return row.id;
}

/** Asks again every 100 ms until `done` holds; the milliseconds that took (fails after three times `bound`). */
async function msUntil(bound: number, done: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > 3 * bound) throw new Error(`still not seen after ${Date.now() - start} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('changes made through this server are seen on the very next request', () => {
  it('refuses a logged-out session token at once, though it was served a moment before', async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    await me(token).expect(200);
    await t.http.post('/api/users/logout').set(bearer(token)).expect(204);
    const res = await me(token).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it('refuses a session revoked through the database layer at once', async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    await me(token).expect(200);
    await t.dataSource.getRepository(Session).update({ id: sessionIdOf(token) }, { revokedAt: new Date() });
    await me(token).expect(401);
  });

  it('refuses an account an administrator deactivates at once, and serves it again once reactivated', async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    const id = await userIdOf(CASEWORKER);
    await me(token).expect(200);
    await t.http.put(`/api/admin/users/${id}`).set(bearer(admin)).send({ active: false }).expect(200);
    try {
      await me(token).expect(401);
    } finally {
      await t.http.put(`/api/admin/users/${id}`).set(bearer(admin)).send({ active: true }).expect(200);
    }
    await me(token).expect(200);
  });

  it('applies roles an administrator changes at once', async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    const id = await userIdOf(CASEWORKER);
    expect((await permissions(token).expect(200)).body.UserMgmt).toBe('Hidden');
    await t.http
      .put(`/api/admin/users/${id}`)
      .set(bearer(admin))
      .send({ roles: [4, 200] })
      .expect(200);
    try {
      expect((await permissions(token).expect(200)).body.UserMgmt).toBe('ReadWrite');
    } finally {
      await t.http
        .put(`/api/admin/users/${id}`)
        .set(bearer(admin))
        .send({ roles: [4] })
        .expect(200);
    }
    expect((await permissions(token).expect(200)).body.UserMgmt).toBe('Hidden');
  });
});

describe('changes made behind this server’s back are seen within the bound', () => {
  it(`refuses an account deactivated by another process within ${SESSION_CACHE_MS} ms`, async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    await me(token).expect(200);
    await sql('UPDATE accounts SET active = false WHERE user_id = $1 AND instance_id = $2', [
      await userIdOf(CASEWORKER),
      SPRINGFIELD,
    ]);
    try {
      const ms = await msUntil(SESSION_CACHE_MS, async () => (await me(token)).status === 401);
      expect(ms).toBeLessThanOrEqual(SESSION_CACHE_MS + POLL_SLACK_MS);
    } finally {
      await sql('UPDATE accounts SET active = true WHERE user_id = $1 AND instance_id = $2', [
        await userIdOf(CASEWORKER),
        SPRINGFIELD,
      ]);
    }
  });

  it(`refuses a session revoked by another process within ${SESSION_CACHE_MS} ms`, async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    await me(token).expect(200);
    await sql('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionIdOf(token)]);
    const ms = await msUntil(SESSION_CACHE_MS, async () => (await me(token)).status === 401);
    expect(ms).toBeLessThanOrEqual(SESSION_CACHE_MS + POLL_SLACK_MS);
  });

  it(`shows permission grants changed by another process within ${PERMISSION_CACHE_MS} ms`, async () => {
    const token = await sessionTokenFor(t, CASEWORKER, 'springfield');
    expect((await permissions(token).expect(200)).body.ReportsConfig).toBe('Read');
    const grant = `UPDATE permission_grants SET level = $1
      WHERE instance_id = ${SPRINGFIELD} AND role_number = 4 AND permission_key = 'ReportsConfig'`;
    await sql(grant, [2]);
    try {
      const ms = await msUntil(
        PERMISSION_CACHE_MS,
        async () => (await permissions(token)).body.ReportsConfig === 'ReadWrite',
      );
      expect(ms).toBeLessThanOrEqual(PERMISSION_CACHE_MS + POLL_SLACK_MS);
    } finally {
      await sql(grant, [1]);
    }
  });
});
