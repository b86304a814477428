// API.md "Hardening": tenants keep their users, logout ends the sign-in, a lockout reveals nothing, CORS
// answers refused origins with nothing, and seeded users each have their own salt.
import { jest } from '@jest/globals';
import { User } from '../../server/src/modules/users/entities/user.entity.js';
import { FACTORY_PASSWORD, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, keyOf, login, unthrottled } from './auth-support.js';

jest.setTimeout(60_000);
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  unthrottled();
  t = await startTestApp();
  const admin = await newUser(t, {
    accounts: [{ instance: 'springfield', kind: 'government', roles: [99] }],
  });
  tokens.admin = await sessionTokenFor(t, admin.email, 'springfield');
  const other = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'government', roles: [99] }] });
  tokens.otherAdmin = await sessionTokenFor(t, other.email, 'riverton');
}, 300_000);

afterAll(async () => {
  await t?.close();
});

const addStaff = (body: Record<string, unknown>, token = tokens.admin) =>
  t.http.post('/api/admin/users').set(bearer(token)).send(body);
const userRow = (id: number) => t.dataSource.getRepository(User).findOneByOrFail({ id });

/** Signs in with the factory password on the instance and opens a session on the account `pick` finds. */
async function signIn(email: string, instance: string, pick: (a: Record<string, unknown>) => boolean) {
  const loginToken = (await login(t, email, FACTORY_PASSWORD, instance).expect(200)).body.token as string;
  const accounts = (await t.http.get('/api/users/accounts').set(bearer(loginToken)).expect(200))
    .body as Record<string, unknown>[];
  const account = accounts.find(pick);
  if (!account) throw new Error(`${email} has no such account`);
  const opened = await t.http.post('/api/users/session-v2').set(bearer(loginToken)).send(keyOf(account));
  return { loginToken, account, session: opened.body.token as string };
}

describe('admin users: an administrator manages accounts in their own instance only', () => {
  it('adds an existing login of another instance answering only what was sent, changing nothing of the user', async () => {
    const person = await newUser(t, {
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '555-555-0199',
      accounts: [{ instance: 'riverton', kind: 'individual' }],
    });
    const res = await addStaff({ email: person.email.toUpperCase(), firstName: 'Temp', roles: [4] }).expect(
      201,
    );
    expect(res.body).toEqual({
      id: person.user.id,
      email: person.email,
      phone: null,
      firstName: 'Temp',
      lastName: null,
      roles: [4],
      roleNames: ['Case worker'],
      active: true,
      createdAt: expect.any(String),
    });
    expect(await userRow(person.user.id)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '+15555550199',
    });
  });

  it('finds the person by their phone when the email typed is new, telling nothing of either', async () => {
    const person = await newUser(t, {
      phone: '555-555-0142',
      accounts: [{ instance: 'riverton', kind: 'individual' }],
    });
    const res = await addStaff({ email: 'fresh.address@staff.example', phone: '555-555-0142', roles: [4] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: person.user.id,
      email: 'fresh.address@staff.example',
      firstName: null,
    });
    expect(await userRow(person.user.id)).toMatchObject({ email: person.email, firstName: 'Test' });
  });

  it('answers a new login and an existing one in the same shape', async () => {
    const existing = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'individual' }] });
    const a = await addStaff({ email: existing.email, firstName: 'Ann', lastName: 'Lee', roles: [2] }).expect(
      201,
    );
    const b = await addStaff({
      email: 'brand.new@staff.example',
      firstName: 'Ann',
      lastName: 'Lee',
      roles: [2],
    });
    expect(b.status).toBe(201);
    const { id: _a, createdAt: _ca, email: _ea, ...seenA } = a.body;
    const { id: _b, createdAt: _cb, email: _eb, ...seenB } = b.body;
    expect(seenA).toEqual(seenB);
  });

  it('shows only what its administrator typed, in the record, the list and its search, until the person signs in here', async () => {
    const person = await newUser(t, {
      firstName: 'Quentin',
      lastName: 'Zorro',
      accounts: [{ instance: 'riverton', kind: 'individual' }],
    });
    const { id } = (await addStaff({ email: person.email, roles: [4] }).expect(201)).body;
    const record = (await t.http.get(`/api/admin/users/${id}`).set(bearer(tokens.admin)).expect(200)).body;
    expect(record).toMatchObject({ firstName: null, lastName: null, phone: null });
    const search = (q: string) =>
      t.http
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q }) })
        .set(bearer(tokens.admin))
        .expect(200);
    expect((await search('Zorro')).body).toEqual([]);
    expect((await search(person.email)).body.map((u: { id: number }) => u.id)).toEqual([id]);

    await signIn(person.email, 'springfield', (a) => a.cd_entitytype === 3);
    const seen = (await t.http.get(`/api/admin/users/${id}`).set(bearer(tokens.admin)).expect(200)).body;
    expect(seen).toMatchObject({ firstName: 'Quentin', lastName: 'Zorro' });
    expect((await search('Zorro')).body.map((u: { id: number }) => u.id)).toEqual([id]);
  });

  it('renames an invitation, not the user, while the person has not signed in here', async () => {
    const person = await newUser(t, {
      firstName: 'Olga',
      accounts: [{ instance: 'riverton', kind: 'individual' }],
    });
    const { id } = (await addStaff({ email: person.email, roles: [4] }).expect(201)).body;
    const res = await t.http
      .put(`/api/admin/users/${id}`)
      .set(bearer(tokens.admin))
      .send({ firstName: 'Helga' })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Helga', lastName: null });
    expect(await userRow(person.user.id)).toMatchObject({ firstName: 'Olga', lastName: 'Person' });
  });

  it('leaves the names of a login also used on other instances to its owner (403 namesOwnedByUser)', async () => {
    const person = await newUser(t, {
      firstName: 'Ines',
      lastName: 'Park',
      accounts: [
        { instance: 'riverton', kind: 'individual' },
        { instance: 'springfield', kind: 'government', roles: [4] },
      ],
    });
    const current = (
      await t.http.get(`/api/admin/users/${person.user.id}`).set(bearer(tokens.admin)).expect(200)
    ).body;
    const res = await t.http
      .put(`/api/admin/users/${person.user.id}`)
      .set(bearer(tokens.admin))
      .send({ ...current, firstName: 'Someone' })
      .expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'namesOwnedByUser',
      message: 'The names of a login also used on other instances are changed by its owner',
    });
    // The whole record sent back with its names as they are changes roles as before.
    await t.http
      .put(`/api/admin/users/${person.user.id}`)
      .set(bearer(tokens.admin))
      .send({ ...current, roles: [2] })
      .expect(200);
    expect(await userRow(person.user.id)).toMatchObject({ firstName: 'Ines', lastName: 'Park' });
  });

  it('renames a staff user of this instance alone with only firstName sent', async () => {
    const person = await newUser(t, {
      firstName: 'Tom',
      lastName: 'Reyes',
      accounts: [{ instance: 'springfield', kind: 'government', roles: [4] }],
    });
    const res = await t.http
      .put(`/api/admin/users/${person.user.id}`)
      .set(bearer(tokens.admin))
      .send({ firstName: 'Tomas' })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Tomas', lastName: 'Reyes', roles: [4], active: true });
    expect(await userRow(person.user.id)).toMatchObject({ firstName: 'Tomas', lastName: 'Reyes' });
  });

  it('refuses active: null with 422 instead of writing it', async () => {
    const person = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [4] }],
    });
    const res = await t.http
      .put(`/api/admin/users/${person.user.id}`)
      .set(bearer(tokens.admin))
      .send({ active: null })
      .expect(422);
    expect(res.body.errors).toEqual([
      { field: 'active', code: 'isBoolean', message: expect.stringContaining('active') },
    ]);
  });

  it('answers the same existing login added twice at once with one 201 and one 409', async () => {
    const person = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'individual' }] });
    const both = await Promise.all([
      addStaff({ email: person.email, roles: [4] }),
      addStaff({ email: person.email, roles: [4] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("answers 404 for another instance's staff, to read and to rename", async () => {
    const theirs = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'government', roles: [4] }] });
    const res = await t.http.get(`/api/admin/users/${theirs.user.id}`).set(bearer(tokens.admin)).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: `The users record ${theirs.user.id} does not exist`,
    });
    await t.http
      .put(`/api/admin/users/${theirs.user.id}`)
      .set(bearer(tokens.admin))
      .send({ firstName: 'Renamed' })
      .expect(404);
    expect(await userRow(theirs.user.id)).toMatchObject({ firstName: 'Test' });
  });
});

describe('workflow members: user ids of other instances are refused', () => {
  let workflowId: number;

  beforeAll(async () => {
    const programs = (await t.http.get('/api/admin/programs').set(bearer(tokens.admin)).expect(200)).body;
    expect(programs.length).toBeGreaterThan(0);
    workflowId = (
      await t.http
        .post('/api/admin/workflows')
        .set(bearer(tokens.admin))
        .send({ programId: programs[0].id, name: 'Membership check' })
        .expect(201)
    ).body.id;
  });

  const addMember = (userId: number) =>
    t.http
      .post('/api/admin/workflow-members')
      .set(bearer(tokens.admin))
      .send({ workflowId, userId, roleName: 'Reviewer' });

  it('refuses a staff user of another instance with 422 referenceNotFound, as an unknown id', async () => {
    const theirs = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'government', roles: [4] }] });
    const res = await addMember(theirs.user.id).expect(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'referenceNotFound',
      errors: [
        { field: 'userId', code: 'referenceNotFound', message: `The User ${theirs.user.id} does not exist` },
      ],
    });
    const unknown = await addMember(2_000_000_000).expect(422);
    expect(unknown.body.code).toBe('referenceNotFound');
  });

  it("refuses this instance's applicant, who is not staff", async () => {
    const applicant = await newUser(t);
    expect((await addMember(applicant.user.id).expect(422)).body.code).toBe('referenceNotFound');
  });

  it("takes this instance's staff", async () => {
    const ours = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'government', roles: [4] }],
    });
    const res = await addMember(ours.user.id).expect(201);
    expect(res.body).toMatchObject({ workflowId, userId: ours.user.id, roleName: 'Reviewer' });
  });
});

describe('logout ends the sign-in: the session and the login token it came from', () => {
  it('answers 401 to the login token after logout, for the accounts list and for a new session', async () => {
    const person = await newUser(t);
    const { loginToken, account, session } = await signIn(person.email, 'springfield', () => true);
    await t.http.post('/api/users/logout').set(bearer(session)).expect(204);
    const accounts = await t.http.get('/api/users/accounts').set(bearer(loginToken)).expect(401);
    expect(accounts.body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    await t.http.post('/api/users/session-v2').set(bearer(loginToken)).send(keyOf(account)).expect(401);
    await t.http.get('/api/users/accounts').set(bearer(session)).expect(401);
  });

  it('revokes every session opened with that login token', async () => {
    const person = await newUser(t);
    const first = await signIn(person.email, 'springfield', () => true);
    const second = await t.http
      .post('/api/users/session-v2')
      .set(bearer(first.loginToken))
      .send(keyOf(first.account))
      .expect(200);
    await t.http.post('/api/users/logout').set(bearer(first.session)).expect(204);
    await t.http.get('/api/users/accounts').set(bearer(second.body.token)).expect(401);
  });

  it("leaves the user's other sign-ins working", async () => {
    const person = await newUser(t);
    const ended = await signIn(person.email, 'springfield', () => true);
    const kept = await signIn(person.email, 'springfield', () => true);
    await t.http.post('/api/users/logout').set(bearer(ended.session)).expect(204);
    await t.http.get('/api/users/accounts').set(bearer(kept.loginToken)).expect(200);
    await t.http.get('/api/users/accounts').set(bearer(kept.session)).expect(200);
  });
});

describe('a lockout reveals nothing about whether a login id exists', () => {
  const fail = (email: string) => login(t, email, 'Wrong-Password-1');
  const withoutTime = ({ lockedUntil: _, ...body }: Record<string, unknown>) => body;

  it('locks an unknown login id at the 5th failure in a row with the same 403 as a known one', async () => {
    const known = await newUser(t);
    const unknown = 'nobody-at-all@factory.example';
    const answers: Record<string, { status: number; body: Record<string, unknown> }[]> = {
      known: [],
      unknown: [],
    };
    for (let i = 0; i < 5; i += 1) {
      answers.known.push(await fail(known.email));
      answers.unknown.push(await fail(unknown));
    }
    const statuses = (who: string) => answers[who].map((r) => r.status);
    expect(statuses('known')).toEqual([401, 401, 401, 401, 403]);
    expect(statuses('unknown')).toEqual(statuses('known'));
    expect(withoutTime(answers.unknown[4].body)).toEqual(withoutTime(answers.known[4].body));
    expect(answers.unknown[4].body).toMatchObject({ code: 'loginLockout', lockedUntil: expect.any(String) });
  });

  it('refuses a locked unknown login id with the same 403, whatever the password', async () => {
    const unknown = 'ghost-locked@factory.example';
    for (let i = 0; i < 5; i += 1) await fail(unknown);
    const res = await login(t, unknown, FACTORY_PASSWORD).expect(403);
    expect(res.body.code).toBe('loginLockout');
  });
});

describe('CORS', () => {
  it('sends no CORS header at all to an origin it refuses', async () => {
    const res = await t.http.get('/api/health').set('Origin', 'https://evil.example');
    const cors = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
    expect(cors).toEqual([]);
  });

  it('allows the UIs development servers, with credentials', async () => {
    const origin = 'http://springfield.localhost:5173';
    const res = await t.http.get('/api/health').set('Origin', origin);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
    });
  });
});

describe('seeded users', () => {
  it('each have a salt of their own: no two password hashes are the same', async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(password_hash)::int AS hashes, count(DISTINCT password_hash)::int AS distinct_hashes
         FROM users WHERE email NOT LIKE '%@factory.example'`,
    );
    expect(row.hashes).toBeGreaterThan(10);
    expect(row.distinct_hashes).toBe(row.hashes);
  });
});
