// `users` is an admin resource like the others (API.md "Integrations and scale"): /api/admin/schema lists it
// with its fields, role choices and permission key, and its routes keep to the caller's instance.
import { ROLE } from '../../server/src/modules/accounts/roles.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A government user of the test's own on `instance` with `roles`, and a session of theirs there. */
async function staff(instance: string, roles: number[]) {
  const { email } = await newUser(t, { accounts: [{ instance, kind: 'government', roles }] });
  return { email, token: await sessionTokenFor(t, email, instance) };
}

interface SchemaEntry {
  name: string;
  permissionKey: string | null;
  access: string;
  operations: string[];
  fields: { name: string; type: string; readOnly: boolean; createOnly?: true; many?: boolean }[];
  defaultSort: unknown;
}

describe('users in GET /api/admin/schema', () => {
  it('lists users under UserMgmt with role choices, a create-only login id and create/update only', async () => {
    const admin = await staff('springfield', [ROLE.Administrator]);
    const res = await t.http.get('/api/admin/schema').set(bearer(admin.token)).expect(200);
    const users = (res.body as SchemaEntry[]).find((entry) => entry.name === 'users');
    expect(users).toMatchObject({
      label: 'Users',
      permissionKey: 'UserMgmt',
      access: 'ReadWrite',
      operations: ['create', 'update'],
      listColumns: ['id', 'email', 'phone', 'firstName', 'lastName', 'roles', 'active', 'createdAt'],
      filters: [
        { name: 'q', operator: 'search', fields: ['email', 'phone', 'firstName', 'lastName'] },
        { name: 'active', operator: 'eq', label: 'Active' },
      ],
      defaultSort: { field: 'lastName', order: 'ASC' },
    });
    const field = (name: string) => users?.fields.find((f) => f.name === name);
    expect(field('email')).toEqual({
      name: 'email',
      type: 'string',
      label: 'Email',
      required: false,
      readOnly: false,
      createOnly: true,
    });
    expect(field('roles')).toEqual({
      name: 'roles',
      type: 'enum',
      label: 'Roles',
      required: true,
      readOnly: false,
      many: true,
      choices: [
        { id: 99, name: 'Administrator (99)' },
        { id: 200, name: 'Case Manager Supervisor (200)' },
        { id: 201, name: 'Case Manager (201)' },
        { id: 2, name: 'Intake specialist (2)' },
        { id: 4, name: 'Case worker (4)' },
        { id: 7, name: 'Operation User (7)' },
      ],
    });
  });

  it('leaves users out of the schema of staff without the UserMgmt key', async () => {
    const worker = await staff('springfield', [ROLE.CaseWorker]);
    const res = await t.http.get('/api/admin/schema').set(bearer(worker.token)).expect(200);
    const names = (res.body as SchemaEntry[]).map((entry) => entry.name);
    expect(names).toContain('applications');
    expect(names).not.toContain('users');
  });
});

describe('the users resource, scoped by instance', () => {
  it("lists, reads, creates and updates the caller's own instance's users only", async () => {
    const admin = await staff('springfield', [ROLE.Administrator]);
    const elsewhere = await staff('riverton', [ROLE.CaseWorker]);
    const listed = await t.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: admin.email }) })
      .set(bearer(admin.token))
      .expect(200);
    expect(listed.body.map((u: { email: string }) => u.email)).toEqual([admin.email]);
    const other = await t.http
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: elsewhere.email }) })
      .set(bearer(admin.token))
      .expect(200);
    expect(other.body).toEqual([]);
    expect(other.headers['content-range']).toBe('users */0');

    const email = `hire-${Date.now()}@factory.example`;
    const created = await t.http
      .post('/api/admin/users')
      .set(bearer(admin.token))
      .send({ email, firstName: 'Nia', lastName: 'Hire', roles: [ROLE.CaseWorker] })
      .expect(201);
    expect(created.body).toMatchObject({ email, roles: [4], roleNames: ['Case worker'], active: true });
    const got = await t.http.get(`/api/admin/users/${created.body.id}`).set(bearer(admin.token)).expect(200);
    expect(got.body).toEqual(created.body);

    // react-admin sends the whole record back: the create-only login id in it changes nothing.
    const updated = await t.http
      .put(`/api/admin/users/${created.body.id}`)
      .set(bearer(admin.token))
      .send({ ...got.body, email: 'changed@factory.example', roles: [ROLE.IntakeSpecialist], active: false })
      .expect(200);
    expect(updated.body).toMatchObject({
      email,
      roles: [2],
      roleNames: ['Intake specialist'],
      active: false,
    });

    const riverton = await staff('riverton', [ROLE.Administrator]);
    const refused = await t.http
      .get(`/api/admin/users/${created.body.id}`)
      .set(bearer(riverton.token))
      .expect(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: `The users record ${created.body.id} does not exist`,
    });
    await t.http
      .put(`/api/admin/users/${created.body.id}`)
      .set(bearer(riverton.token))
      .send({ roles: [ROLE.Administrator] })
      .expect(404);
  });

  it('refuses every route to staff without the UserMgmt key (403 forbidden)', async () => {
    const worker = await staff('springfield', [ROLE.CaseWorker]);
    const calls = [
      t.http.get('/api/admin/users'),
      t.http.get('/api/admin/users/1'),
      t.http.post('/api/admin/users').send({ email: 'x@factory.example', roles: [4] }),
      t.http.put('/api/admin/users/1').send({ roles: [4] }),
    ];
    for (const call of calls) {
      const res = await call.set(bearer(worker.token)).expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
    }
  });
});
