// Several server processes on one database (API.md "Integrations and scale"): the suite's own server and a
// second one, the built server in a process of its own, on the same PostgreSQL database. Sessions and
// permissions are cached in each process and cleared in all of them at once (CacheBus: LISTEN/NOTIFY);
// lockouts are counted in the database. The embedded database serves one process only (its folder is
// locked and pglite-socket forwards no notices), so without TEST_DATABASE_URL there is no second process.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { jest } from '@jest/globals';
import request from 'supertest';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { loadSettings, SettingsError } from '../../server/src/config/settings.js';
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { NodeProcess, SERVER_BIN, serving } from '../support/cli-runner.js';
import { FACTORY_PASSWORD, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { createServerDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
/** The second process's port, and the port the cluster of PORCHLIGHT_WORKERS=2 shares. */
const SECOND_PORT = 4151;
const CLUSTER_PORT = 4152;
const LIMITS = { PORCHLIGHT_RATE_LIMIT_ADDRESS: '100000', PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '100000' };

const t = useTestApp({ env: LIMITS });
let second: NodeProcess | undefined;
const other = () => request(`http://127.0.0.1:${SECOND_PORT}`);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The built server on the suite's database, with `env` over the suite's settings. */
const server = (port: number, env: NodeJS.ProcessEnv = {}) =>
  new NodeProcess(SERVER_BIN, [], {
    cwd: t.dataDir,
    env: {
      DATABASE_URL: (t.dataSource.options as PostgresDataSourceOptions).url ?? '',
      PORT: String(port),
      PORCHLIGHT_DATA_DIR: t.dataDir,
      PORCHLIGHT_SECRET: 'x'.repeat(48),
      PORCHLIGHT_SEED: 'none',
      LOG_LEVEL: 'warn',
      ...LIMITS,
      ...env,
    },
  });

/** The processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const UNAUTHORIZED = { statusCode: 401, code: 'unauthorized', message: 'Unauthorized' };

// Skipped on the embedded database: it serves one server process only (see above).
(ON_SERVER ? describe : describe.skip)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    second = server(SECOND_PORT);
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

  it("shows a name changed through one process in the other's account list at once", async () => {
    // Without a name: setting one names the individual account too (the account-name screen).
    const { user, email } = await newUser(t, { firstName: null, lastName: null });
    const token = await sessionTokenFor(t, email, 'springfield');
    const before = await t.http.get('/api/users/me').set(bearer(token)).expect(200);
    expect(before.body.accounts.map((a: { name: string | null }) => a.name)).toEqual([null]);
    await other()
      .patch(`/api/users/${user.id}`)
      .set(bearer(token))
      .send({ ds_firstname: 'Renamed', ds_lastname: 'Person' })
      .expect(200);
    const after = await t.http.get('/api/users/me').set(bearer(token)).expect(200);
    expect(after.body.accounts.map((a: { name: string | null }) => a.name)).toEqual(['Renamed Person']);
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

describe('PORCHLIGHT_WORKERS', () => {
  it('is 1 by default, a number, or auto for one process per core', () => {
    const url = { DATABASE_URL: 'postgres://127.0.0.1/porchlight' };
    expect(loadSettings({}).PORCHLIGHT_WORKERS).toBe(1);
    expect(loadSettings({ ...url, PORCHLIGHT_WORKERS: '3' }).PORCHLIGHT_WORKERS).toBe(3);
    expect(loadSettings({ ...url, PORCHLIGHT_WORKERS: 'auto' }).PORCHLIGHT_WORKERS).toBe(
      availableParallelism(),
    );
  });

  it('refuses more than one process on the embedded database, which serves one', () => {
    expect(() => loadSettings({ PORCHLIGHT_WORKERS: '2' })).toThrow(
      new SettingsError(
        'Invalid settings:\n  DATABASE_URL: required when PORCHLIGHT_WORKERS is above 1 or DATABASE_REPLICA_URL is set (the embedded database serves one process)',
      ),
    );
    expect(() => loadSettings({ PORCHLIGHT_WORKERS: '0' })).toThrow(/PORCHLIGHT_WORKERS: /);
  });

  // Skipped on the embedded database, as above.
  (ON_SERVER ? it : it.skip)(
    'runs two server processes sharing one port, each signed-in request served, and ends them all on SIGTERM',
    async () => {
      const cluster = server(CLUSTER_PORT, { PORCHLIGHT_WORKERS: '2' });
      try {
        await serving(cluster, CLUSTER_PORT);
        const workers = childrenOf(cluster.child.pid ?? 0);
        expect(workers).toHaveLength(2);
        const { email } = await newUser(t);
        const token = await sessionTokenFor(t, email, 'springfield');
        const shared = request(`http://127.0.0.1:${CLUSTER_PORT}`);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => shared.get('/api/users/me').set(bearer(token))),
        );
        expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
        cluster.child.kill('SIGTERM');
        expect((await cluster.done).code).toBe(0);
        expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
      } finally {
        cluster.stop();
      }
    },
  );

  (ON_SERVER ? it : it.skip)(
    'starts two server processes on a new, empty database: migrated once, both make the job queues and serve',
    async () => {
      const empty = await createServerDatabase(process.env.TEST_DATABASE_URL ?? '');
      const cluster = server(CLUSTER_PORT, { PORCHLIGHT_WORKERS: '2', DATABASE_URL: empty.url });
      try {
        await serving(cluster, CLUSTER_PORT);
        expect(childrenOf(cluster.child.pid ?? 0)).toHaveLength(2);
        cluster.child.kill('SIGTERM');
        const ended = await cluster.done;
        expect(ended.code).toBe(0);
        expect(ended.stderr).not.toMatch(/deadlock|ended \(/);
      } finally {
        cluster.stop();
        await empty.drop();
      }
    },
    180_000,
  );
});
