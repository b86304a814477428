import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  tokens.caseworker = await sessionTokenFor(t, 'caseworker@springfield.example', 'springfield');
  tokens.applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
  tokens.riverton = await sessionTokenFor(t, 'admin@riverton.example', 'riverton');
  tokens.intake = await sessionTokenFor(t, 'intake@springfield.example', 'springfield');
  const rows: { id: number; external_id: string }[] = await t.dataSource.query(
    `SELECT id, external_id FROM applications WHERE external_id = ANY($1)`,
    [['SPR-10001', 'SPR-10015', 'SPR-10019', 'SPR-10021']],
  );
  for (const row of rows) ids[row.external_id] = row.id;
  // Booting and seeding a fresh database takes longer than jest's default hook timeout.
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const path = (externalId: string, rest = '') =>
  `/api/admin/applications/${ids[externalId]}/communications${rest}`;
const lastCom = async (id: number) =>
  (
    await t.dataSource.query(
      `SELECT last_com_date, last_com_direction, last_com_type, version, unread_email, unread_sms, unread_voice, unread_ivr
         FROM applications WHERE id = $1`,
      [id],
    )
  )[0];

describe('reading the communications center', () => {
  it('lists the messages newest first with type, direction, sender and read state', async () => {
    const res = await t.http.get(path('SPR-10015')).set(auth(tokens.caseworker)).expect(200);
    expect(
      res.body.map((m: { type: string; direction: string; read: boolean }) => [m.type, m.direction, m.read]),
    ).toEqual([
      ['SMS', 'inbound', false],
      ['CALL', 'inbound', false],
      ['EMAIL', 'inbound', true],
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      applicationId: ids['SPR-10015'],
      type: 'SMS',
      direction: 'inbound',
      senderUserId: null,
      senderName: expect.any(String),
      subject: null,
      body: expect.any(String),
      createdAt: expect.any(String),
      read: false,
      readAt: null,
      attachments: [],
    });
  });

  it.each([
    ['Email', ['EMAIL']],
    ['SMS', ['SMS']],
    ['Phone', ['CALL']],
    ['CALL', ['CALL']],
    ['NOTE', []],
    ['ALL', ['SMS', 'CALL', 'EMAIL']],
  ])('filters by %s', async (type, expected) => {
    const res = await t.http
      .get(path('SPR-10015', `?type=${type}`))
      .set(auth(tokens.caseworker))
      .expect(200);
    expect(res.body.map((m: { type: string }) => m.type)).toEqual(expected);
  });

  it('refuses an unknown type with 422', async () => {
    const res = await t.http.get(path('SPR-10015', '?type=FAX')).set(auth(tokens.caseworker)).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'isIn' });
  });

  it('gives the unread counts by channel', async () => {
    const res = await t.http.get(path('SPR-10015', '/unread')).set(auth(tokens.caseworker)).expect(200);
    expect(res.body).toEqual({ email: 0, sms: 1, voice: 0, ivr: 1, total: 2 });
  });
});

describe('sending', () => {
  it('sends an email through the outbox and makes it the last communication, leaving the version alone', async () => {
    const before = await lastCom(ids['SPR-10015']);
    const res = await t.http
      .post(path('SPR-10015'))
      .set(auth(tokens.caseworker))
      .send({ type: 'EMAIL', body: 'We received your documents.' })
      .expect(201);
    expect(res.body).toMatchObject({
      type: 'EMAIL',
      direction: 'outbound',
      subject: 'About your application SPR-10015',
      body: 'We received your documents.',
      read: true,
    });
    const [outbox] = await t.dataSource.query(
      `SELECT channel, recipient, subject, body, instance_id FROM outbox_messages WHERE body = $1`,
      ['We received your documents.'],
    );
    expect(outbox).toEqual({
      channel: 'email',
      recipient: 'applicant@springfield.example',
      subject: 'About your application SPR-10015',
      body: 'We received your documents.',
      instance_id: 100,
    });
    const after = await lastCom(ids['SPR-10015']);
    expect(after).toMatchObject({
      last_com_direction: 'outbound',
      last_com_type: 'EMAIL',
      version: before.version,
    });
    expect(new Date(after.last_com_date).toISOString()).toBe(res.body.createdAt);
  });

  it('texts an applicant who agreed to text messages', async () => {
    await t.http
      .post(path('SPR-10001'))
      .set(auth(tokens.caseworker))
      .send({ type: 'SMS', body: 'Your deposit is scheduled.' })
      .expect(201);
    const [outbox] = await t.dataSource.query(
      `SELECT channel, recipient FROM outbox_messages WHERE body = $1`,
      ['Your deposit is scheduled.'],
    );
    expect(outbox).toEqual({ channel: 'sms', recipient: '+15555550123' });
    expect(await lastCom(ids['SPR-10001'])).toMatchObject({
      last_com_type: 'SMS',
      last_com_direction: 'outbound',
    });
  });

  it('refuses to text an applicant without a phone (409 noApplicantPhone) or without consent (409 noSmsConsent)', async () => {
    const send = () =>
      t.http
        .post(path('SPR-10019'))
        .set(auth(tokens.caseworker))
        .send({ type: 'SMS', body: 'Hello there' })
        .expect(409);
    expect((await send()).body).toEqual({
      statusCode: 409,
      code: 'noApplicantPhone',
      message: 'The applicant has no phone number to text',
    });
    await t.dataSource.query(
      `UPDATE users SET phone = '+15555550177' WHERE email = 'applicant@springfield.example'`,
    );
    expect((await send()).body).toEqual({
      statusCode: 409,
      code: 'noSmsConsent',
      message: 'The applicant has not agreed to receive text messages',
    });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM communications WHERE body = 'Hello there'`,
    );
    expect(n).toBe(0);
  });

  it('keeps a note internal: nothing delivered, last communication unchanged', async () => {
    const before = await lastCom(ids['SPR-10021']);
    const res = await t.http
      .post(path('SPR-10021'))
      .set(auth(tokens.caseworker))
      .send({ type: 'NOTE', body: 'Called the landlord; waiting for the ledger.' })
      .expect(201);
    expect(res.body).toMatchObject({ type: 'NOTE', direction: 'outbound', senderName: expect.any(String) });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE body LIKE 'Called the landlord%'`,
    );
    expect(n).toBe(0);
    expect(await lastCom(ids['SPR-10021'])).toEqual(before);
  });

  it('refuses types that cannot be written and blank bodies with 422', async () => {
    const call = await t.http
      .post(path('SPR-10021'))
      .set(auth(tokens.caseworker))
      .send({ type: 'CALL', body: 'x' })
      .expect(422);
    expect(call.body.errors[0]).toMatchObject({ field: 'type', code: 'isIn' });
    const blank = await t.http
      .post(path('SPR-10021'))
      .set(auth(tokens.caseworker))
      .send({ type: 'NOTE', body: '   ' })
      .expect(422);
    expect(blank.body).toEqual({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field body is required',
      errors: [{ field: 'body', code: 'fieldRequired', message: 'The field body is required' }],
    });
  });
});

describe('reading marks messages read and clears the unread counters', () => {
  it('marks what a filter shows and takes exactly those off the counters', async () => {
    const res = await t.http
      .post(path('SPR-10015', '/read'))
      .set(auth(tokens.caseworker))
      .send({ type: 'Phone' })
      .expect(200);
    expect(res.body).toEqual({ email: 0, sms: 1, voice: 0, ivr: 0, total: 1 });
    expect(await lastCom(ids['SPR-10015'])).toMatchObject({ unread_sms: 1, unread_ivr: 0 });
    const list = await t.http.get(path('SPR-10015', '?type=CALL')).set(auth(tokens.caseworker)).expect(200);
    expect(list.body[0]).toMatchObject({ read: true, readAt: expect.any(String) });
  });

  it('marks named messages, and reading again changes nothing', async () => {
    const unread = await t.http
      .get(path('SPR-10021', '?type=VOICE'))
      .set(auth(tokens.caseworker))
      .expect(200);
    const voicemail = unread.body[0].id;
    const first = await t.http
      .post(path('SPR-10021', '/read'))
      .set(auth(tokens.caseworker))
      .send({ ids: [voicemail] })
      .expect(200);
    expect(first.body).toEqual({ email: 0, sms: 0, voice: 0, ivr: 0, total: 0 });
    const again = await t.http
      .post(path('SPR-10021', '/read'))
      .set(auth(tokens.caseworker))
      .send({ ids: [voicemail] })
      .expect(200);
    expect(again.body.total).toBe(0);
    expect(await lastCom(ids['SPR-10021'])).toMatchObject({ unread_voice: 0 });
  });

  it('marks everything with an empty body', async () => {
    const res = await t.http
      .post(path('SPR-10015', '/read'))
      .set(auth(tokens.caseworker))
      .send({})
      .expect(200);
    expect(res.body.total).toBe(0);
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM communications WHERE application_id = $1 AND read_at IS NULL',
      [ids['SPR-10015']],
    );
    expect(n).toBe(0);
  });
});

describe('tenant isolation and access', () => {
  it("answers another instance's staff 404 applicationNotFound on every route", async () => {
    const id = ids['SPR-10015'];
    const expected = {
      statusCode: 404,
      code: 'applicationNotFound',
      message: `The application ${id} does not exist`,
    };
    const calls = [
      t.http.get(path('SPR-10015')),
      t.http.get(path('SPR-10015', '/unread')),
      t.http.post(path('SPR-10015')).send({ type: 'EMAIL', body: 'Hi from Riverton' }),
      t.http.post(path('SPR-10015', '/read')).send({}),
    ];
    for (const call of calls) {
      const res = await call.set(auth(tokens.riverton)).expect(404);
      expect(res.body).toEqual(expected);
    }
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE body = 'Hi from Riverton'`,
    );
    expect(n).toBe(0);
  });

  it('opens to staff only the applications of processes they work, as the queue lists them', async () => {
    // The intake specialist works the food process (1720) and rental cases (7), not child savings (1716).
    await t.http.get(path('SPR-10015')).set(auth(tokens.intake)).expect(200);
    const res = await t.http.get(path('SPR-10001')).set(auth(tokens.intake)).expect(404);
    expect(res.body.code).toBe('applicationNotFound');
    await t.http
      .post(path('SPR-10001'))
      .set(auth(tokens.intake))
      .send({ type: 'NOTE', body: 'Not mine' })
      .expect(404);
  });

  it('keeps applicants out (403) and answers unknown or malformed ids in the error shape', async () => {
    const applicant = await t.http.get(path('SPR-10015')).set(auth(tokens.applicant)).expect(403);
    expect(applicant.body.code).toBe('forbidden');
    const unknown = await t.http
      .get('/api/admin/applications/99999999999/communications')
      .set(auth(tokens.caseworker))
      .expect(404);
    expect(unknown.body.code).toBe('applicationNotFound');
    const malformed = await t.http
      .get('/api/admin/applications/abc/communications')
      .set(auth(tokens.caseworker))
      .expect(400);
    expect(malformed.body.statusCode).toBe(400);
  });
});
