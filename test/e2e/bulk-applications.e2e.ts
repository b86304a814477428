// Bulk applications (issue 25, API.md "Program application setup": POST
// /api/bulk-application/:instance/resource/:resource): staff who may configure a program send a CSV of applicants;
// each row is checked as a submission, an application made for each good row on the applicant's behalf (found by
// e-mail, or opened), with an audit event naming the staff member; bad rows answered by line; a dry run makes
// nothing. Programs are the test's own.
import { randomBytes } from 'node:crypto';
import type { BulkApplicationResult } from '../../server/src/contract/bulk-applications.js';
import type { FormField } from '../../server/src/contract/programs.js';
import { bearer } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newUser } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const RIVERTON = 318;
const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'householdSize', label: 'Household size', type: 'number', required: true, min: 1, integer: true },
];

/** A program of the test's own taking individuals' applications: its id and name. */
async function newProgram() {
  const displayName = `Bulk ${Date.now()} ${randomBytes(3).toString('hex')}`;
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName, audience: [2], formFields: FORM })
    .expect(201);
  return { programId: res.body.id as number, displayName };
}

const fresh = () => `bulk-${randomBytes(5).toString('hex')}@factory.example`;

function send(
  programId: number,
  csv: string,
  options: { dryRun?: boolean; token?: string; instance?: number } = {},
) {
  const query = options.dryRun ? '?dryRun=true' : '';
  return t.http
    .post(`/api/bulk-application/${options.instance ?? SPRINGFIELD}/resource/${programId}${query}`)
    .set(bearer(options.token ?? tokens.admin))
    .attach('file', Buffer.from(csv), 'applicants.csv');
}

/** The program's applications as stored: the applicant's e-mail and the answers kept. */
const applicationsOf = (programId: number) =>
  t.dataSource.query(
    `SELECT a.id, u.email, a.answers FROM applications a JOIN users u ON u.id = a.applicant_user_id
      WHERE a.instance_id = $1 AND a.program_id = $2 ORDER BY a.id`,
    [SPRINGFIELD, programId],
  );

describe('a CSV of applicants', () => {
  it('makes one application per good row, finding or opening the applicant, and answers the bad rows by line', async () => {
    const { programId } = await newProgram();
    const known = await newUser(t);
    const newcomer = fresh();
    const csv = [
      'Email,First name,Last name,Full name,householdSize',
      `${known.email},,,Known Person,3`,
      `${newcomer},Nia,Okafor,Nia Okafor,2`,
      'not-an-address,,,Bad Mail,2',
      `${fresh()},,,,4`,
      '',
      `${fresh()},,,Zero Household,0`,
    ].join('\n');
    const res = await send(programId, csv);
    expect(res.status).toBe(200);
    const body = res.body as BulkApplicationResult;
    expect(body).toMatchObject({ dryRun: false, rows: 5, created: 2 });
    expect(body.accepted.map((a) => ({ line: a.line, email: a.email }))).toEqual([
      { line: 2, email: known.email },
      { line: 3, email: newcomer },
    ]);
    expect(body.accepted.map((a) => a.externalId)).toEqual(
      body.accepted.map((a) => `APP-${a.applicationId}`),
    );
    expect(body.rejected).toEqual([
      { line: 4, code: 'invalidEmail', message: 'The Email not-an-address is not an e-mail address' },
      { line: 5, code: 'fieldRequired', message: 'The field Full name is required' },
      { line: 7, code: 'fieldMin', message: 'The field Household size must be at least 1' },
    ]);
    expect(await applicationsOf(programId)).toEqual([
      {
        id: body.accepted[0].applicationId,
        email: known.email,
        answers: { fullName: 'Known Person', householdSize: 3 },
      },
      {
        id: body.accepted[1].applicationId,
        email: newcomer,
        answers: { fullName: 'Nia Okafor', householdSize: 2 },
      },
    ]);
  });

  it("applies for an applicant known by e-mail on their own account, and opens a new applicant's with their name", async () => {
    const { programId } = await newProgram();
    const known = await newUser(t);
    const newcomer = fresh();
    const csv = `Email,First name,Last name,fullName,householdSize\n${known.email},,,K P,1\n${newcomer},Nia,Okafor,N O,1\n`;
    expect((await send(programId, csv)).body.created).toBe(2);
    const [own] = await t.dataSource.query(
      `SELECT count(*)::int AS accounts FROM accounts WHERE user_id = $1 AND instance_id = $2`,
      [known.user.id, SPRINGFIELD],
    );
    expect(own.accounts).toBe(1);
    const [opened] = await t.dataSource.query(
      `SELECT u.first_name, u.last_name, a.entity_type FROM users u JOIN accounts a ON a.user_id = u.id
        WHERE u.email = $1 AND a.instance_id = $2`,
      [newcomer, SPRINGFIELD],
    );
    expect(opened).toEqual({ first_name: 'Nia', last_name: 'Okafor', entity_type: 2 });
  });

  it('records each application made with an audit event naming the staff member, the file and the line', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `Email,fullName,householdSize\n${fresh()},Ann Lee,2\n`);
    const [{ applicationId }] = (res.body as BulkApplicationResult).accepted;
    const events = await t.http
      .get(`/api/admin/applications/${applicationId}/events`)
      .set(bearer(tokens.admin))
      .expect(200);
    const [admin] = await t.dataSource.query(
      `SELECT queue_user_name(id) AS name FROM users WHERE email = 'admin@springfield.example'`,
    );
    expect(events.body.map((e: { kind: string; comment: string; by: { name: string } }) => e)).toEqual([
      expect.objectContaining({
        kind: 'submitted',
        comment: 'Applied for the applicant in bulk (applicants.csv, line 2)',
        by: expect.objectContaining({ name: admin.name }),
      }),
    ]);
  });

  it('refuses a row as the submission would: an applicant who already applied', async () => {
    const { programId, displayName } = await newProgram();
    const email = fresh();
    const csv = `Email,fullName,householdSize\n${email},Ann Lee,2\n${email},Ann Lee,2\n`;
    const body = (await send(programId, csv)).body as BulkApplicationResult;
    expect(body.created).toBe(1);
    expect(body.rejected).toEqual([
      { line: 3, code: 'applicationExists', message: `You have already applied to ${displayName}` },
    ]);
  });
});

describe('a dry run', () => {
  it('answers every row as a real run would and creates nothing: no application, no user', async () => {
    const { programId } = await newProgram();
    const newcomer = fresh();
    const csv = `Email,fullName,householdSize\n${newcomer},Ann Lee,2\n${fresh()},,2\n`;
    const res = await send(programId, csv, { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dryRun: true,
      rows: 2,
      created: 0,
      accepted: [{ line: 2, email: newcomer, applicationId: null, externalId: null }],
      rejected: [{ line: 3, code: 'fieldRequired', message: 'The field Full name is required' }],
    });
    expect(await applicationsOf(programId)).toEqual([]);
    expect(await t.dataSource.query('SELECT id FROM users WHERE email = $1', [newcomer])).toEqual([]);
  });
});

describe('a file that will not do', () => {
  it('is refused whole when its header has no Email column, before any row', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `fullName,householdSize\nAnn Lee,2\n`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'csvHeaderInvalid', message: 'The header has no column Email' });
    expect(await applicationsOf(programId)).toEqual([]);
  });

  it('is refused whole when a column is no question of the form', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `Email,fullName,Shoe size\n${fresh()},Ann Lee,9\n`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'csvHeaderInvalid',
      message: 'The column Shoe size is not a question of the form',
    });
  });

  it('is refused as malformed CSV with the line', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `Email,fullName,householdSize\n"${fresh()},Ann Lee,2\n`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('csvMalformed');
  });
});

describe('who may apply in bulk', () => {
  it("another instance's staff find no such program, whichever instance they name", async () => {
    const { programId } = await newProgram();
    const csv = `Email,fullName,householdSize\n${fresh()},Ann Lee,2\n`;
    for (const instance of [SPRINGFIELD, RIVERTON]) {
      const res = await send(programId, csv, { token: tokens.riverton, instance });
      expect({ instance, status: res.status, code: res.body.code }).toEqual({
        instance,
        status: 404,
        code: 'programNotFound',
      });
    }
    expect(await applicationsOf(programId)).toEqual([]);
  });

  it('a case worker without ProgramConfig ReadWrite on the program is forbidden', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `Email,fullName,householdSize\n${fresh()},Ann Lee,2\n`, {
      token: tokens.caseworker,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'forbidden',
      message: 'You may not apply in bulk to this program',
    });
    expect(await applicationsOf(programId)).toEqual([]);
  });

  it('an applicant is forbidden', async () => {
    const { programId } = await newProgram();
    const res = await send(programId, `Email,fullName,householdSize\n${fresh()},Ann Lee,2\n`, {
      token: tokens.applicant,
    });
    expect(res.status).toBe(403);
  });
});
