// /v2/add-case (issue 23, API.md "Reviewer, AI tools, languages"): POST /api/admin/applications files an
// application on an applicant's behalf, finding them by e-mail or opening their user and account, checked as
// their own submission and told by the submitted event's notification rules.
import { jest } from '@jest/globals';
import type { Database } from '../../server/src/database/database.js';
import { newUser } from '../support/factories.js';
import { newNotificationRule, startAppOn } from '../support/notifications.js';
import { deliveredTo, type NotifiedProgram, newProgram } from '../support/notified.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);

let db: Database;
let t: TestApp;
const tokens = { admin: '', caseworker: '', riverton: '', applicant: '' };
let program: NotifiedProgram;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newEmail = () => `case-${Date.now()}-${Math.floor(Math.random() * 1e6)}@factory.example`;
const addCase = (token: string, body: Record<string, unknown>) =>
  t.http.post('/api/admin/applications').set(bearer(token)).send(body);

beforeAll(async () => {
  db = await openTestDatabase('demo');
  t = await startAppOn(db);
  tokens.admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  tokens.caseworker = await sessionTokenFor(t, 'caseworker@springfield.example', 'springfield');
  tokens.riverton = await sessionTokenFor(t, 'admin@riverton.example', 'riverton');
  const applicant = await newUser(t);
  tokens.applicant = await sessionTokenFor(t, applicant.email, 'springfield');
  program = await newProgram(t, tokens.admin);
  await newNotificationRule(t, tokens.admin, {
    programId: program.id,
    event: 'submitted',
    subject: 'Received {{externalId}}',
    body: 'Hello {{applicantName}}, we have your application to {{programName}}',
    participants: [{ kind: 'applicant' }],
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await db?.close();
});

describe('POST /api/admin/applications (add-case)', () => {
  it('files an application for a new applicant: their user and account opened, the filing audited by staff', async () => {
    const email = newEmail();
    const res = await addCase(tokens.admin, {
      programId: program.id,
      applicant: { email, firstName: 'Marta', lastName: 'Quispe' },
      answers: {},
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      externalId: expect.stringMatching(/^APP-/),
      applicantUserId: expect.any(Number),
      applicantCreated: true,
    });
    const [user] = await t.dataSource.query(
      'SELECT id, first_name AS "firstName", last_name AS "lastName", password_hash AS "passwordHash" FROM users WHERE email = $1',
      [email],
    );
    expect(user).toEqual({
      id: res.body.applicantUserId,
      firstName: 'Marta',
      lastName: 'Quispe',
      passwordHash: null,
    });
    const [application] = await t.dataSource.query(
      `SELECT a.applicant_user_id AS "applicantUserId", a.applicant_name AS "applicantName", s.name AS state,
              ac.entity_type AS "entityType"
         FROM applications a JOIN workflow_states s ON s.id = a.current_state_id
         JOIN accounts ac ON ac.id = a.applicant_account_id WHERE a.id = $1`,
      [res.body.id],
    );
    expect(application).toEqual({
      applicantUserId: user.id,
      applicantName: 'Marta Quispe',
      state: 'Application Received',
      entityType: 2,
    });
    const [admin] = await t.dataSource.query(
      "SELECT id FROM users WHERE email = 'admin@springfield.example'",
    );
    const events = await t.dataSource.query(
      'SELECT type, actor_user_id AS "actorUserId", comment FROM application_events WHERE application_id = $1',
      [res.body.id],
    );
    expect(events).toEqual([
      { type: 'submitted', actorUserId: admin.id, comment: 'Filed for the applicant by staff (add case)' },
    ]);
  });

  it('tells the new applicant by the rules of the submitted event', async () => {
    const email = newEmail();
    const res = await addCase(tokens.admin, {
      programId: program.id,
      applicant: { email, firstName: 'Omar', lastName: 'Haddad' },
      answers: {},
    }).expect(201);
    const deliveries = await deliveredTo(t, res.body.id, 1);
    expect(deliveries).toEqual([
      {
        participant: 'applicant',
        channel: 'email',
        recipient: email,
        subject: `Received ${res.body.externalId}`,
        attempt: 1,
        status: 'sent',
        error: null,
      },
    ]);
  });

  it('finds an existing applicant by e-mail and files the application as theirs', async () => {
    const existing = await newUser(t, { firstName: 'Lena', lastName: 'Berg' });
    const res = await addCase(tokens.admin, {
      programId: program.id,
      applicant: { email: existing.email.toUpperCase(), firstName: 'Other', lastName: 'Name' },
      answers: {},
    }).expect(201);
    expect(res.body).toMatchObject({ applicantUserId: existing.user.id, applicantCreated: false });
    const [row] = await t.dataSource.query('SELECT applicant_name AS name FROM applications WHERE id = $1', [
      res.body.id,
    ]);
    expect(row.name).toBe('Lena Berg');
  });

  it("answers another instance's program with 404 programNotFound", async () => {
    const res = await addCase(tokens.riverton, {
      programId: program.id,
      applicant: { email: newEmail(), firstName: 'Ana', lastName: 'Ruiz' },
      answers: {},
    }).expect(404);
    expect(res.body).toMatchObject({
      code: 'programNotFound',
      message: `The program ${program.id} does not exist`,
    });
  });

  it("refuses staff who do not work the program's process, and applicants (403), opening no user", async () => {
    const email = newEmail();
    const body = {
      programId: program.id,
      applicant: { email, firstName: 'Ana', lastName: 'Ruiz' },
      answers: {},
    };
    const worker = await addCase(tokens.caseworker, body).expect(403);
    expect(worker.body).toMatchObject({
      code: 'forbidden',
      message: 'You may file applications only to the programs whose process you work',
    });
    const applicant = await addCase(tokens.applicant, body).expect(403);
    expect(applicant.body.code).toBe('forbidden');
    expect(await t.dataSource.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
  });

  it('refuses an applicant with neither e-mail nor phone (422, by field)', async () => {
    const res = await addCase(tokens.admin, {
      programId: program.id,
      applicant: { email: ' ', firstName: 'Ana', lastName: '' },
      answers: {},
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'applicant.email',
        code: 'contactRequired',
        message: "The applicant's e-mail or phone is required",
      },
      { field: 'applicant.lastName', code: 'fieldRequired', message: 'The last name is required' },
    ]);
  });
});
