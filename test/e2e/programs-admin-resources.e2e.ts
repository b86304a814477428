import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (resource: string, token: string, query: Record<string, unknown> = {}) =>
  t.http
    .get(`/api/admin/${resource}`)
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
    .set(auth(token));

describe('organizations (partners), key CreateProgram', () => {
  it('lists the instance partners by name for readers, and lets ReadWrite create', async () => {
    const res = await list('organizations', tokens.supervisor).expect(200);
    expect(res.body.map((o: { name: string }) => o.name)).toEqual([
      'Neighborhood Legal Aid',
      'Springfield Community Action',
      'Springfield Food Bank',
    ]);
    expect(res.headers['content-range']).toBe('organizations 0-2/3');
    const refused = await t.http
      .post('/api/admin/organizations')
      .set(auth(tokens.supervisor))
      .send({ name: 'X' })
      .expect(403);
    expect(refused.body.code).toBe('forbidden');
    const created = await t.http
      .post('/api/admin/organizations')
      .set(auth(tokens.admin))
      .send({ name: 'Springfield Housing Partners', email: 'hello@housing.example' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Springfield Housing Partners', active: true });
  });

  it('keeps roles without the key out (403) and other tenants away (404)', async () => {
    await list('organizations', tokens.casemanager).expect(403);
    const ours = await list('organizations', tokens.admin).expect(200);
    const res = await t.http
      .get(`/api/admin/organizations/${ours.body[0].id}`)
      .set(auth(tokens.riverton))
      .expect(404);
    expect(res.body.code).toBe('notFound');
    const theirs = await list('organizations', tokens.riverton).expect(200);
    expect(theirs.body.map((o: { name: string }) => o.name)).toEqual(['Riverton Arts Council']);
  });
});

describe('notification rules and participants, key Communications', () => {
  it('lists rules oldest first and takes a list of 1000', async () => {
    const res = await list('notification-rules', tokens.admin, { range: [0, 999] }).expect(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual([
      'Grocery support approved',
      'New grocery application',
      'Deposit sent',
      'Case assigned',
      'Applicant wrote back',
    ]);
    expect(res.headers['content-range']).toBe('notification-rules 0-4/5');
    await list('notification-rules', tokens.admin, { range: [0, 1000] }).expect(400);
  });

  it('follows per-program grants: a case manager writes rules for program 7 only', async () => {
    const body = {
      name: 'Case closed',
      event: 'state_entered',
      channel: 'email',
      body: 'Your case is closed.',
    };
    const ok = await t.http
      .post('/api/admin/notification-rules')
      .set(auth(tokens.casemanager))
      .send({ ...body, programId: 7 })
      .expect(201);
    expect(ok.body).toMatchObject({ programId: 7, name: 'Case closed', active: true });
    await t.http
      .post('/api/admin/notification-rules')
      .set(auth(tokens.casemanager))
      .send({ ...body, programId: 5 })
      .expect(403);
    await list('notification-rules', tokens.intake).expect(403);
  });

  it("lists a rule's participants and adds one", async () => {
    const rules = await list('notification-rules', tokens.admin, { filter: { q: 'New grocery' } }).expect(
      200,
    );
    const ruleId = rules.body[0].id;
    const participants = await list('notification-participants', tokens.admin, { filter: { ruleId } }).expect(
      200,
    );
    expect(participants.body.map((p: { kind: string; value: string | null }) => [p.kind, p.value])).toEqual([
      ['owner', null],
      ['address', 'intake-team@springfield.example'],
    ]);
    await t.http
      .post('/api/admin/notification-participants')
      .set(auth(tokens.admin))
      .send({ ruleId, kind: 'applicant' })
      .expect(201);
    const bad = await t.http
      .post('/api/admin/notification-participants')
      .set(auth(tokens.admin))
      .send({ ruleId, kind: 'everyone' })
      .expect(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'kind', code: 'invalidChoice' });
  });

  it("refuses another tenant's rule as a reference and as a record", async () => {
    const theirs = await list('notification-rules', tokens.riverton).expect(200);
    expect(theirs.body.map((r: { name: string }) => r.name)).toEqual(['Review finished']);
    const res = await t.http
      .post('/api/admin/notification-participants')
      .set(auth(tokens.admin))
      .send({ ruleId: theirs.body[0].id, kind: 'owner' })
      .expect(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'ruleId', code: 'referenceNotFound' });
    await t.http
      .get(`/api/admin/notification-rules/${theirs.body[0].id}`)
      .set(auth(tokens.admin))
      .expect(404);
  });
});

describe('outreach items, key UserMgmt', () => {
  it('lists the instance items to UserMgmt readers only', async () => {
    const res = await list('outreach-items', tokens.supervisor, { range: [0, 999] }).expect(200);
    expect(res.body.map((o: { title: string }) => o.title)).toEqual([
      'Summer produce boxes',
      'Kindergarten savings reminder',
      'Rental help is available',
    ]);
    await list('outreach-items', tokens.casemanager).expect(403);
    const created = await t.http
      .post('/api/admin/outreach-items')
      .set(auth(tokens.supervisor))
      .send({
        programId: 5,
        title: 'Winter produce',
        body: 'Boxes are back.',
        status: 'scheduled',
        scheduledAt: '2025-12-01T15:00:00Z',
      })
      .expect(201);
    await t.http.get(`/api/admin/outreach-items/${created.body.id}`).set(auth(tokens.riverton)).expect(404);
  });
});

describe('validation rules, key ProgramConfig', () => {
  it('lets ProgramConfig readers list and only ReadWrite create', async () => {
    const res = await list('validation-rules', tokens.casemanager, { filter: { programId: 5 } }).expect(200);
    expect(res.body.map((r: { kind: string }) => r.kind)).toEqual([
      'required_answer',
      'income_under',
      'document_attached',
      'duplicate_applicant',
    ]);
    const rule = {
      programId: 5,
      name: 'Category given',
      kind: 'required_answer',
      config: { field: 'foodCategory' },
      message: 'No category',
    };
    await t.http.post('/api/admin/validation-rules').set(auth(tokens.casemanager)).send(rule).expect(403);
    const created = await t.http
      .post('/api/admin/validation-rules')
      .set(auth(tokens.supervisor))
      .send(rule)
      .expect(201);
    expect(created.body).toMatchObject({
      severity: 'failed',
      active: true,
      config: { field: 'foodCategory' },
    });
    const bad = await t.http
      .post('/api/admin/validation-rules')
      .set(auth(tokens.supervisor))
      .send({ ...rule, kind: 'vibes' })
      .expect(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'kind', code: 'invalidChoice' });
  });
});

describe('denial reasons in the list variant', () => {
  it('answers a page of 100 for one program, oldest first', async () => {
    const res = await list('denial-reasons', tokens.admin, {
      filter: { programId: 6 },
      range: [0, 99],
    }).expect(200);
    expect(res.body.map((r: { label: string }) => r.label)).toEqual([
      'Child not enrolled in a Springfield kindergarten',
      'Missing documents',
      'Account already funded',
      'Duplicate application',
    ]);
    const times = res.body.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(res.headers['content-range']).toBe('denial-reasons 0-3/4');
  });
});

describe('subscriptions, read-only', () => {
  it("lists the service instance's subscriptions and refuses writes (405)", async () => {
    const res = await list('subscriptions', tokens.services, { sort: ['name', 'ASC'] }).expect(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      'Fox Arts Collective',
      'Fox Community Fund',
      'Fox Tenants Union',
      'Fox Youth League',
    ]);
    const refused = await t.http
      .post('/api/admin/subscriptions')
      .set(auth(tokens.services))
      .send({ name: 'X' })
      .expect(405);
    expect(refused.body.code).toBe('methodNotAllowed');
    const springfield = await list('subscriptions', tokens.admin).expect(200);
    expect(springfield.body).toEqual([]);
  });
});

describe('government users (Tools), key UserMgmt', () => {
  it('lists the instance staff with their roles, to government accounts with the key', async () => {
    const res = await list('users', tokens.admin, { sort: ['email', 'ASC'], range: [0, 99] }).expect(200);
    const emails = res.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['admin@springfield.example', 'caseworker@springfield.example']),
    );
    expect(emails).not.toContain('applicant@springfield.example');
    expect(emails).not.toContain('admin@riverton.example');
    expect(emails).toEqual([...emails].sort());
    const worker = res.body.find((u: { email: string }) => u.email === 'caseworker@springfield.example');
    expect(worker).toEqual({
      id: expect.any(Number),
      email: 'caseworker@springfield.example',
      phone: null,
      firstName: expect.any(String),
      lastName: expect.any(String),
      roles: [4],
      roleNames: ['Case worker'],
      active: true,
      createdAt: expect.any(String),
    });
    expect(res.headers['content-range']).toBe(`users 0-${emails.length - 1}/${emails.length}`);
  });

  it('refuses the list to community accounts and to staff without UserMgmt (403)', async () => {
    for (const token of [tokens.applicant, tokens.caseworker]) {
      const res = await list('users', token).expect(403);
      expect(res.body.code).toBe('forbidden');
    }
  });

  it('searches and pages', async () => {
    const res = await list('users', tokens.admin, { filter: { q: 'caseworker' } }).expect(200);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(['caseworker@springfield.example']);
    const bad = await list('users', tokens.admin, { sort: ['password', 'ASC'] }).expect(400);
    expect(bad.body.code).toBe('unknownSortField');
  });

  let created: number;

  it('adds a new person as staff: a login without a password and a government account with the roles', async () => {
    const res = await t.http
      .post('/api/admin/users')
      .set(auth(tokens.supervisor))
      .send({ email: 'New.Hire@Springfield.example', firstName: 'Nia', lastName: 'Hale', roles: [4] })
      .expect(201);
    created = res.body.id;
    expect(res.body).toMatchObject({
      email: 'new.hire@springfield.example',
      roles: [4],
      roleNames: ['Case worker'],
      active: true,
    });
    const [row] = await t.dataSource.query(
      `SELECT u.password_hash, a.entity_type, a.instance_id FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.id = $1`,
      [created],
    );
    expect(row).toEqual({ password_hash: null, entity_type: 3, instance_id: 100 });
  });

  it('gives someone who already signs in a staff account on their login, once', async () => {
    const res = await t.http
      .post('/api/admin/users')
      .set(auth(tokens.admin))
      .send({ email: 'owner@springfield.example', roles: [201] })
      .expect(201);
    expect(res.body).toMatchObject({ email: 'owner@springfield.example', roles: [201] });
    const again = await t.http
      .post('/api/admin/users')
      .set(auth(tokens.admin))
      .send({ email: 'owner@springfield.example', roles: [201] })
      .expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'alreadyStaff',
      message: 'owner@springfield.example already has a government account on this instance',
    });
  });

  it('refuses bad input with 422 field errors', async () => {
    const noLogin = await t.http
      .post('/api/admin/users')
      .set(auth(tokens.admin))
      .send({ firstName: 'A', roles: [4] })
      .expect(422);
    expect(noLogin.body.code).toBe('loginIdRequired');
    const noRoles = await t.http
      .post('/api/admin/users')
      .set(auth(tokens.admin))
      .send({ email: 'x@y.example', roles: [] })
      .expect(422);
    expect(noRoles.body.errors[0].field).toBe('roles');
  });

  it('edits names, roles and the active flag; the record react-admin sends back is accepted whole', async () => {
    const current = (await t.http.get(`/api/admin/users/${created}`).set(auth(tokens.admin)).expect(200))
      .body;
    const res = await t.http
      .put(`/api/admin/users/${created}`)
      .set(auth(tokens.admin))
      .send({ ...current, lastName: 'Hale-Ortiz', roles: [2, 4], active: false })
      .expect(200);
    expect(res.body).toMatchObject({
      lastName: 'Hale-Ortiz',
      roles: [2, 4],
      roleNames: ['Intake specialist', 'Case worker'],
      active: false,
    });
  });

  it('leaves granting and removing the Administrator role to administrators (403 administratorsOnly)', async () => {
    const res = await t.http
      .put(`/api/admin/users/${created}`)
      .set(auth(tokens.supervisor))
      .send({ roles: [99] })
      .expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'administratorsOnly',
      message: 'Only administrators may grant or remove the Administrator role',
    });
    await t.http
      .post('/api/admin/users')
      .set(auth(tokens.supervisor))
      .send({ email: 'boss@springfield.example', roles: [99] })
      .expect(403);
    await t.http
      .put(`/api/admin/users/${created}`)
      .set(auth(tokens.admin))
      .send({ roles: [99] })
      .expect(200);
  });

  it("answers another instance's administrator 404 for this instance's staff", async () => {
    const res = await t.http.get(`/api/admin/users/${created}`).set(auth(tokens.riverton)).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'notFound',
      message: `The users record ${created} does not exist`,
    });
    await t.http
      .put(`/api/admin/users/${created}`)
      .set(auth(tokens.riverton))
      .send({ roles: [4] })
      .expect(404);
    const theirs = await list('users', tokens.riverton).expect(200);
    expect(theirs.body.map((u: { email: string }) => u.email)).not.toContain('new.hire@springfield.example');
  });
});
