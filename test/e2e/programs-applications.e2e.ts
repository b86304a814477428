import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const SPRINGFIELD = 100;
const MIA = { fullName: 'Noah Baker', childName: 'Mia', childBirthDate: '2021-04-02' };

beforeAll(async () => {
  t = await startTestApp();
  tokens.newcomer = await sessionTokenFor(t, 'newcomer@springfield.example', 'springfield');
  tokens.applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
  tokens.owner = await sessionTokenFor(t, 'owner@springfield.example', 'springfield');
  tokens.admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  tokens.rivertonApplicant = await sessionTokenFor(t, 'applicant@riverton.example', 'riverton');
  // Booting and seeding a fresh database takes longer than jest's default hook timeout.
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const submit = (token: string, type: number, body: object, instance = SPRINGFIELD) =>
  t.http.post(`/api/submit-application/${instance}/community-type/${type}`).set(auth(token)).send(body);

describe('submit-application', () => {
  it('creates the application in the initial state with its submitted event and a first validation run', async () => {
    const res = await submit(tokens.newcomer, 2, { programId: 6, answers: MIA }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      externalId: `APP-${res.body.id}`,
      programId: 6,
      programName: 'Child Savings Account',
      processId: 1716,
      applicantName: 'Noah Baker',
      communityEntityType: 2,
      status: { id: expect.any(Number), name: 'Application Received', colour: 'orange' },
      submittedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const [row] = await t.dataSource.query(
      `SELECT a.instance_id, a.current_state_id, s.is_initial, a.answers, a.validation_total, a.validation_failed,
              a.validation_warning, a.validation_passed
         FROM applications a JOIN workflow_states s ON s.id = a.current_state_id WHERE a.id = $1`,
      [res.body.id],
    );
    expect(row).toMatchObject({
      instance_id: SPRINGFIELD,
      is_initial: true,
      answers: MIA,
      // Program 6: birth date given (passed; the form requires it), no other application by Noah Baker (passed),
      // no account (warning).
      validation_total: 3,
      validation_failed: 0,
      validation_warning: 1,
      validation_passed: 2,
    });
    const events = await t.dataSource.query(
      'SELECT type, actor_user_id, to_state_id FROM application_events WHERE application_id = $1',
      [res.body.id],
    );
    expect(events).toEqual([
      { type: 'submitted', actor_user_id: expect.any(Number), to_state_id: row.current_state_id },
    ]);
  });

  it('refuses a second application to the same program with 409 applicationExists', async () => {
    const res = await submit(tokens.newcomer, 2, { programId: 6 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'applicationExists',
      message: 'You have already applied to Child Savings Account',
    });
  });

  it('takes a second application where the program allows multiple applications', async () => {
    await submit(tokens.newcomer, 2, { programId: 11 }).expect(201);
    await submit(tokens.newcomer, 2, { programId: 11 }).expect(201);
  });

  it('lets only one of two simultaneous first applications through', async () => {
    const both = await Promise.all([
      submit(tokens.applicant, 2, { programId: 12 }),
      submit(tokens.applicant, 2, { programId: 12 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('files a business application under the company name', async () => {
    const res = await submit(tokens.owner, 1, { programId: 12 }).expect(201);
    expect(res.body).toMatchObject({ applicantName: 'Haddad Family Bakery', communityEntityType: 1 });
  });

  it('refuses an inactive program with 409 program-closed', async () => {
    const res = await submit(tokens.newcomer, 2, { programId: 22 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'program-closed',
      message: 'The program Community Garden Grants is not taking applications',
    });
  });

  it('refuses a program that does not take the community type with 403 audienceNotAccepted', async () => {
    const res = await submit(tokens.newcomer, 2, { programId: 8 }).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'audienceNotAccepted',
      message: 'The program Small Business Resilience Grant does not take applications from individuals',
    });
  });

  it("refuses a community type that is not the caller's account with 403 communityTypeMismatch", async () => {
    const res = await submit(tokens.newcomer, 1, { programId: 13 }).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'communityTypeMismatch',
      message: 'Your account cannot apply as businesses',
    });
  });

  it('refuses a program whose workflow was removed with 409 programNotReady', async () => {
    const created = await t.http
      .post('/api/admin/programs')
      .set(auth(tokens.admin))
      .send({ displayName: 'Bus Pass Discount', audience: [2] })
      .expect(201);
    const [workflow] = await t.dataSource.query('SELECT id FROM workflows WHERE program_id = $1', [
      created.body.id,
    ]);
    await t.http.delete(`/api/admin/workflows/${workflow.id}`).set(auth(tokens.admin)).expect(200);
    const res = await submit(tokens.newcomer, 2, { programId: created.body.id }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'programNotReady',
      message: 'The program Bus Pass Discount has no workflow with an initial state yet',
    });
  });

  it('refuses another instance in the path (403 wrongInstance) and its programs (404 programNotFound)', async () => {
    const other = await submit(tokens.newcomer, 2, { programId: 31 }, 318).expect(403);
    expect(other.body).toEqual({
      statusCode: 403,
      code: 'wrongInstance',
      message: 'You are not signed in to this instance',
    });
    const program = await submit(tokens.newcomer, 2, { programId: 31 }).expect(404);
    expect(program.body).toEqual({
      statusCode: 404,
      code: 'programNotFound',
      message: 'The program 31 does not exist',
    });
  });

  it('refuses staff accounts (403) and bad input (422)', async () => {
    const staff = await submit(tokens.admin, 2, { programId: 6 }).expect(403);
    expect(staff.body.code).toBe('forbidden');
    const type = await submit(tokens.newcomer, 3, { programId: 6 }).expect(422);
    expect(type.body.errors[0]).toMatchObject({ field: 'type', code: 'isIn' });
    const body = await submit(tokens.newcomer, 2, { programId: 'six', answers: [] }).expect(422);
    expect(new Set(body.body.errors.map((e: { field: string }) => e.field))).toEqual(
      new Set(['answers', 'programId']),
    );
    const nul = await submit(tokens.newcomer, 2, { programId: 13, answers: { name: 'a\u0000b' } }).expect(
      422,
    );
    expect(nul.body).toMatchObject({ code: 'invalidCharacters' });
  });
});

describe("an applicant's own applications", () => {
  it("lists the account's applications newest first with their status's public label and colour", async () => {
    const res = await t.http.get('/api/applications/mine').set(auth(tokens.applicant)).expect(200);
    const seeded = res.body.filter((a: { externalId: string }) => a.externalId.startsWith('SPR-'));
    expect(seeded.map((a: { externalId: string }) => a.externalId)).toEqual([
      'SPR-10051',
      'SPR-10021',
      'SPR-10020',
      'SPR-10019',
      'SPR-10015',
      'SPR-10005',
    ]);
    expect(
      seeded.map((a: { status: { name: string; colour: string } }) => [a.status.name, a.status.colour]),
    ).toEqual([
      ['Paid', 'navy-blue'],
      ['Denied', 'red'],
      // Case-Review and Review by their public labels; the colour is still the state's.
      ['Under review', 'volcano'],
      ['Under review', 'darkslategray'],
      ['Approved', 'green'],
      ['Waiting for payment', 'ocean'],
    ]);
  });

  it("never shows another account's or another instance's applications", async () => {
    const res = await t.http.get('/api/applications/mine').set(auth(tokens.rivertonApplicant)).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a: { programId: number }) => a.programId === 31 || a.programId === 32)).toBe(true);
    const staff = await t.http.get('/api/applications/mine').set(auth(tokens.admin)).expect(403);
    expect(staff.body.code).toBe('forbidden');
  });
});
