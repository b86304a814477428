// API keys (API.md "Integrations and scale"): made in the instance portal's Security tab, shown once and
// stored hashed, a key signs in on its own instance's admin API only, is refused at once when revoked or
// expired, and every use is logged with its name.
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function staff(instance: string, roles: number[]) {
  const { email } = await newUser(t, { accounts: [{ instance, kind: 'government', roles }] });
  return sessionTokenFor(t, email, instance);
}

interface Created {
  id: number;
  name: string;
  role: number;
  prefix: string;
  key: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

async function makeKey(admin: string, body: Record<string, unknown>): Promise<Created> {
  const res = await t.http.post('/api/admin/api-keys').set(bearer(admin)).send(body).expect(201);
  return res.body;
}

let admin: string;
beforeAll(async () => {
  admin = await staff('springfield', [ROLE.Administrator]);
});

describe('making and listing API keys', () => {
  it('answers the key once, named and with its role; the list never shows it nor its hash', async () => {
    const created = await makeKey(admin, { name: 'Nightly export', role: ROLE.CaseManager });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Nightly export',
      role: 201,
      prefix: created.key.slice(0, 10),
      key: expect.stringMatching(/^plk_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    const list = await t.http.get('/api/admin/api-keys').set(bearer(admin)).expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    const listed = list.body.find((k: Created) => k.id === created.id);
    const { key, ...withoutKey } = created;
    expect(listed).toEqual(withoutKey);
    expect(JSON.stringify(list.body)).not.toContain(key);
    const [row] = await t.dataSource.query('SELECT key_hash FROM api_keys WHERE id = $1', [created.id]);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(key.slice(4));
  });

  it('refuses a nameless key, an unknown role and an expiry in the past (422 by field)', async () => {
    const res = await t.http
      .post('/api/admin/api-keys')
      .set(bearer(admin))
      .send({ name: ' ', role: 12345 })
      .expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'role']);
    const past = await t.http
      .post('/api/admin/api-keys')
      .set(bearer(admin))
      .send({ name: 'Old', role: ROLE.CaseWorker, expiresAt: '2020-01-01T00:00:00Z' })
      .expect(422);
    expect(past.body.errors).toEqual([
      { field: 'expiresAt', code: 'expiryInPast', message: 'The expiry must be in the future' },
    ]);
  });

  it('is for InstanceConfig holders: a case worker is refused 403', async () => {
    const worker = await staff('springfield', [ROLE.CaseWorker]);
    const res = await t.http.get('/api/admin/api-keys').set(bearer(worker)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
  });
});

describe('signing in with an API key', () => {
  it("works on its own instance's admin API, with the key's role", async () => {
    const { key } = await makeKey(admin, { name: 'Staff sync', role: ROLE.Administrator });
    const users = await t.http.get('/api/admin/users').set(bearer(key)).expect(200);
    expect(users.body.length).toBeGreaterThan(0);
    const { key: workerKey } = await makeKey(admin, { name: 'Worker sync', role: ROLE.CaseWorker });
    const refused = await t.http.get('/api/admin/users').set(bearer(workerKey)).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
  });

  it('is refused on another instance (403 apiKeyOtherInstance), by host or by name', async () => {
    const { key } = await makeKey(admin, { name: 'Springfield only', role: ROLE.Administrator });
    const expected = {
      statusCode: 403,
      code: 'apiKeyOtherInstance',
      message: 'This API key belongs to another instance',
    };
    const byHost = await t.http
      .get('/api/admin/users')
      .set('Host', 'riverton.localhost')
      .set(bearer(key))
      .expect(403);
    expect(byHost.body).toEqual(expected);
    const byName = await t.http.get('/api/admin/users?instance=riverton').set(bearer(key)).expect(403);
    expect(byName.body).toEqual(expected);
    await t.http.get('/api/admin/users').set('Host', 'springfield.localhost').set(bearer(key)).expect(200);
  });

  it('is refused off the admin API (403 apiKeyAdminOnly) and on the api-keys routes (403 apiKeyNotAllowed)', async () => {
    const { key } = await makeKey(admin, { name: 'Narrow', role: ROLE.Administrator });
    const me = await t.http.get('/api/users/me').set(bearer(key)).expect(403);
    expect(me.body).toEqual({
      statusCode: 403,
      code: 'apiKeyAdminOnly',
      message: "An API key works on its instance's admin API only",
    });
    const mint = await t.http
      .post('/api/admin/api-keys')
      .set(bearer(key))
      .send({ name: 'Another', role: ROLE.Administrator })
      .expect(403);
    expect(mint.body).toEqual({
      statusCode: 403,
      code: 'apiKeyNotAllowed',
      message: 'An API key cannot manage API keys',
    });
  });

  it('is refused at once when revoked (401 apiKeyRevoked)', async () => {
    const { id, key } = await makeKey(admin, { name: 'To revoke', role: ROLE.Administrator });
    await t.http.get('/api/admin/programs').set(bearer(key)).expect(200);
    const revoked = await t.http.delete(`/api/admin/api-keys/${id}`).set(bearer(admin)).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const res = await t.http.get('/api/admin/programs').set(bearer(key)).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'apiKeyRevoked',
      message: 'This API key has been revoked',
    });
  });

  it('is refused once expired (401 apiKeyExpired)', async () => {
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const { key } = await makeKey(admin, { name: 'Short-lived', role: ROLE.Administrator, expiresAt });
    await t.http.get('/api/admin/programs').set(bearer(key)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const res = await t.http.get('/api/admin/programs').set(bearer(key)).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'apiKeyExpired',
      message: `This API key expired at ${expiresAt}`,
    });
  });

  it('answers an unknown key 401 unauthorized', async () => {
    const res = await t.http
      .get('/api/admin/programs')
      .set(bearer(`plk_${'x'.repeat(43)}`))
      .expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it("logs every use with the key's name, let in or refused", async () => {
    const { id, key } = await makeKey(admin, { name: 'Audited', role: ROLE.Administrator });
    await t.http.get('/api/admin/programs?range=[0,4]').set(bearer(key)).expect(200);
    await t.http.get('/api/admin/users?instance=riverton').set(bearer(key)).expect(403);
    const uses = await t.http.get(`/api/admin/api-keys/${id}/uses`).set(bearer(admin)).expect(200);
    expect(uses.body.map(({ id: _, createdAt: __, ...use }: Record<string, unknown>) => use)).toEqual([
      { keyName: 'Audited', method: 'GET', path: '/api/admin/users', outcome: 'apiKeyOtherInstance' },
      { keyName: 'Audited', method: 'GET', path: '/api/admin/programs', outcome: 'accepted' },
    ]);
    const listed = await t.http.get('/api/admin/api-keys').set(bearer(admin)).expect(200);
    expect(listed.body.find((k: Created & { lastUsedAt: string }) => k.id === id).lastUsedAt).toEqual(
      expect.any(String),
    );
  });

  it("keeps one instance's keys from another's administrators (404)", async () => {
    const { id } = await makeKey(admin, { name: 'Ours', role: ROLE.CaseWorker });
    const riverton = await staff('riverton', [ROLE.Administrator]);
    const res = await t.http.delete(`/api/admin/api-keys/${id}`).set(bearer(riverton)).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: `The API key ${id} does not exist`,
    });
    const theirs = await t.http.get('/api/admin/api-keys').set(bearer(riverton)).expect(200);
    expect(theirs.body.map((k: Created) => k.id)).not.toContain(id);
  });
});

describe('the OpenAPI document', () => {
  it('describes the key scheme and offers it on the admin API, not on the api-keys routes', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'plk_…',
    });
    expect(res.body.paths['/api/admin/programs'].get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(res.body.paths['/api/admin/users'].get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(res.body.paths['/api/admin/api-keys'].post.security).toEqual([{ bearer: [] }]);
    expect(res.body.paths['/api/admin/api-keys'].post.requestBody).toBeDefined();
  });
});
