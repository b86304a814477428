// Several server processes on one database (API.md "Integrations and scale"): the suite's own server and a
// second one, the built server in a process of its own, on the same PostgreSQL database. Sessions and
// permissions are cached in each process and cleared in all of them at once (CacheBus: LISTEN/NOTIFY);
// lockouts are counted in the database. The embedded database serves one process only (its folder is
// locked and pglite-socket forwards no notices), so without TEST_DATABASE_URL there is no second process.
import { jest } from '@jest/globals';
import request from 'supertest';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { NodeProcess, SERVER_BIN, serving } from '../support/cli-runner.js';
import { FACTORY_PASSWORD, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

jest.setTimeout(120_000);
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
/** The second process's port (this helper's range). */
const SECOND_PORT = 4151;
const LIMITS = { PORCHLIGHT_RATE_LIMIT_ADDRESS: '100000', PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '100000' };

const t = useTestApp({ env: LIMITS });
let second: NodeProcess | undefined;
const other = () => request(`http://127.0.0.1:${SECOND_PORT}`);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const UNAUTHORIZED = { statusCode: 401, code: 'unauthorized', message: 'Unauthorized' };

// Skipped on the embedded database: it serves one server process only (see above).
(ON_SERVER ? describe : describe.skip)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    const url = (t.dataSource.options as PostgresDataSourceOptions).url ?? '';
    second = new NodeProcess(SERVER_BIN, [], {
      cwd: t.dataDir,
      env: {
        DATABASE_URL: url,
        PORT: String(SECOND_PORT),
        PORCHLIGHT_DATA_DIR: t.dataDir,
        PORCHLIGHT_SECRET: 'x'.repeat(48),
        PORCHLIGHT_SEED: 'none',
        LOG_LEVEL: 'warn',
        ...LIMITS,
      },
    });
    await serving(second, SECOND_PORT);
  }, 120_000);
  afterAll(async () => {
    if (second) expect((await second.interrupt()).code).toBe(0);
  });

  it('refuses a session logged out in one process in the other at once', async () => {
    const { email } = await newUser(t);
    const token = await sessionTokenFor(t, email, 'springfield');
    // The second process has the session in its cache now.
    await other().get('/api/users/me').set(bearer(token)).expect(200);
    await t.http.post('/api/users/logout').set(bearer(token)).expect(204);
    const refused = await other().get('/api/users/me').set(bearer(token)).expect(401);
    expect(refused.body).toEqual(UNAUTHORIZED);
  });

  it('locks a login after five failed sign-ins spread over both processes', async () => {
    const { email } = await newUser(t);
    const attempt = (http: ReturnType<typeof request>, password: string) =>
      http.post('/api/users/login-v2').send({ email, password, instance: 'springfield' });
    for (const http of [t.http, other(), t.http, other()]) {
      const failed = await attempt(http, 'Wrong-Password-1').expect(401);
      expect(failed.body.code).toBe('loginfailedWarning');
    }
    const locked = await attempt(t.http, 'Wrong-Password-1').expect(403);
    expect(locked.body).toMatchObject({ statusCode: 403, code: 'loginLockout' });
    const stillLocked = await attempt(other(), FACTORY_PASSWORD).expect(403);
    expect(stillLocked.body).toMatchObject({ statusCode: 403, code: 'loginLockout' });
  });

  it('shows a role change made through one process in the other at once', async () => {
    const admin = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.Administrator] }],
    });
    const worker = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.CaseWorker] }],
    });
    const adminToken = await sessionTokenFor(t, admin.email, 'springfield');
    const workerToken = await sessionTokenFor(t, worker.email, 'springfield');
    const before = await t.http.get('/api/users/me').set(bearer(workerToken)).expect(200);
    expect(before.body.roles).toEqual([ROLE.CaseWorker]);
    await other()
      .put(`/api/admin/users/${worker.user.id}`)
      .set(bearer(adminToken))
      .send({ roles: [ROLE.IntakeSpecialist] })
      .expect(200);
    const after = await t.http.get('/api/users/me').set(bearer(workerToken)).expect(200);
    expect(after.body.roles).toEqual([ROLE.IntakeSpecialist]);
  });

  it('refuses the session of an account deactivated through the other process at once', async () => {
    const admin = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.Administrator] }],
    });
    const worker = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [ROLE.CaseWorker] }],
    });
    const adminToken = await sessionTokenFor(t, admin.email, 'springfield');
    const workerToken = await sessionTokenFor(t, worker.email, 'springfield');
    await t.http.get('/api/users/me').set(bearer(workerToken)).expect(200);
    await other()
      .put(`/api/admin/users/${worker.user.id}`)
      .set(bearer(adminToken))
      .send({ active: false })
      .expect(200);
    const refused = await t.http.get('/api/users/me').set(bearer(workerToken)).expect(401);
    expect(refused.body).toEqual(UNAUTHORIZED);
  });
});
