import type { ValidationReport } from '../../server/src/contract/validations.js';
import { UsersService } from '../../server/src/modules/users/users.service.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const rules: Record<string, number> = {};
const PROGRAM = 13;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  tokens.caseworker = await sessionTokenFor(t, 'caseworker@springfield.example', 'springfield');
  tokens.riverton = await sessionTokenFor(t, 'admin@riverton.example', 'riverton');
  tokens.newcomer = await sessionTokenFor(t, 'newcomer@springfield.example', 'springfield');
  tokens.applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
  // A second "Noah Baker" on the instance, for the duplicate check by name.
  await t.app.get(UsersService).createUser({
    email: 'noah.baker.two@residents.example',
    firstName: 'Noah',
    lastName: 'Baker',
    accounts: [{ instanceId: 100, kind: 'individual' }],
  });
  tokens.otherNoah = await sessionTokenFor(t, 'noah.baker.two@residents.example', 'springfield');

  // Program 13 gets a form, a member for its process (the default workflow the seeds give every program) and
  // one rule of each kind, through the admin API. The income is a text field so that the rule's reading of
  // '2,500' is tested; the lease is named by text.
  const optional = (name: string, type: string) => ({ name, label: name, type, required: false });
  await t.http
    .put(`/api/admin/programs/${PROGRAM}`)
    .set(auth(tokens.admin))
    .send({
      formFields: [optional('household', 'number'), optional('income', 'text'), optional('lease', 'text')],
    })
    .expect(200);
  const workflows = await t.http
    .get('/api/admin/workflows')
    .query({ filter: JSON.stringify({ programId: PROGRAM }) })
    .set(auth(tokens.admin))
    .expect(200);
  expect(workflows.body).toHaveLength(1);
  const [workflow] = workflows.body;
  const [{ id: caseworkerId }] = await t.dataSource.query(
    `SELECT id FROM users WHERE email = 'caseworker@springfield.example'`,
  );
  await t.http
    .post('/api/admin/workflow-members')
    .set(auth(tokens.admin))
    .send({ workflowId: workflow.id, userId: caseworkerId, roleName: 'Case Worker' })
    .expect(201);
  const definitions = [
    {
      name: 'Household given',
      kind: 'required_answer',
      config: { field: 'household' },
      severity: 'failed',
      message: 'No household size',
    },
    {
      name: 'Income limit',
      kind: 'income_under',
      config: { field: 'income', threshold: 4000 },
      severity: 'failed',
      message: 'Income over $4,000',
    },
    {
      name: 'One application',
      kind: 'duplicate_applicant',
      config: {},
      severity: 'warning',
      message: 'Another application exists',
    },
    {
      name: 'Lease attached',
      kind: 'document_attached',
      config: { field: 'lease' },
      severity: 'warning',
      message: 'No lease attached',
    },
  ];
  for (const rule of definitions) {
    const res = await t.http
      .post('/api/admin/validation-rules')
      .set(auth(tokens.admin))
      .send({ ...rule, programId: PROGRAM, active: true })
      .expect(201);
    rules[rule.kind] = res.body.id;
  }
  // Booting and seeding a fresh database takes longer than jest's default hook timeout.
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Report = ValidationReport;

const apply = async (token: string, answers: object) =>
  (
    await t.http
      .post(`/api/submit-application/100/community-type/2`)
      .set(auth(token))
      .send({ programId: PROGRAM, answers })
      .expect(201)
  ).body.id as number;
const report = async (id: number): Promise<Report> =>
  (await t.http.get(`/api/admin/applications/${id}/validations`).set(auth(tokens.caseworker)).expect(200))
    .body;
const outcomes = (r: Report) => Object.fromEntries(r.results.map((x) => [x.ruleId, [x.outcome, x.message]]));

/** The summary on the queue row, and the counts of the stored results, must agree. */
async function expectSummaryMatchesResults(id: number, r: Report) {
  const [row] = await t.dataSource.query(
    `SELECT validation_total AS total, validation_warning AS warning, validation_failed AS failed,
            validation_passed AS passed FROM applications WHERE id = $1`,
    [id],
  );
  const count = (outcome: string) => r.results.filter((x) => x.outcome === outcome).length;
  const fromResults = {
    total: r.results.length,
    warning: count('warning'),
    failed: count('failed'),
    passed: count('passed'),
  };
  expect(row).toEqual(fromResults);
  expect({ total: r.total, warning: r.warning, failed: r.failed, passed: r.passed }).toEqual(fromResults);
}

let noahsApplication: number;

describe('validation rules run on submission', () => {
  it('passes every kind when the answers hold', async () => {
    noahsApplication = await apply(tokens.newcomer, {
      household: 3,
      income: '2,500',
      lease: 'files/lease-1.pdf',
    });
    const r = await report(noahsApplication);
    expect(outcomes(r)).toEqual({
      [rules.required_answer]: ['passed', 'household is answered'],
      [rules.income_under]: ['passed', 'income 2500 is under 4000'],
      [rules.duplicate_applicant]: ['passed', 'No other application by this applicant'],
      [rules.document_attached]: ['passed', 'lease is attached'],
    });
    expect(r).toMatchObject({ total: 4, warning: 0, failed: 0, passed: 4 });
    await expectSummaryMatchesResults(noahsApplication, r);
  });

  it('keeps our own messages by key and values, for the UIs to say in their language', async () => {
    const r = await report(noahsApplication);
    const byRule = Object.fromEntries(r.results.map((x) => [x.ruleId, [x.messageKey, x.messageParams]]));
    expect(byRule).toEqual({
      [rules.required_answer]: ['answered', { field: 'household' }],
      [rules.income_under]: ['incomeUnder', { field: 'income', income: 2500, threshold: 4000 }],
      [rules.duplicate_applicant]: ['noDuplicate', {}],
      [rules.document_attached]: ['attached', { field: 'lease' }],
    });
  });

  it('gives each broken rule its severity and message', async () => {
    const id = await apply(tokens.applicant, { income: '5200', lease: '' });
    const r = await report(id);
    expect(outcomes(r)).toEqual({
      [rules.required_answer]: ['failed', 'No household size'],
      [rules.income_under]: ['failed', 'Income over $4,000'],
      [rules.duplicate_applicant]: ['passed', 'No other application by this applicant'],
      [rules.document_attached]: ['warning', 'No lease attached'],
    });
    expect(r).toMatchObject({ total: 4, warning: 1, failed: 2, passed: 1 });
    // A rule's own message is its administrator's words: no key of ours.
    const broken = r.results.filter((x) => x.outcome !== 'passed');
    expect(broken.length).toBe(3);
    expect(broken.map((x) => [x.messageKey, x.messageParams])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    await expectSummaryMatchesResults(id, r);
  });

  it('flags an applicant with the same name on the same program as a duplicate', async () => {
    const id = await apply(tokens.otherNoah, { household: 1, income: '100', lease: 'files/lease.pdf' });
    const r = await report(id);
    expect(outcomes(r)[rules.duplicate_applicant]).toEqual(['warning', 'Another application exists']);
    await expectSummaryMatchesResults(id, r);
  });
});

describe('running on demand', () => {
  it('re-evaluates with what is in the database now: the first Noah is a duplicate too', async () => {
    const res = await t.http
      .post(`/api/admin/applications/${noahsApplication}/validations/run`)
      .set(auth(tokens.caseworker))
      .expect(200);
    expect(outcomes(res.body)[rules.duplicate_applicant]).toEqual(['warning', 'Another application exists']);
    expect(res.body).toMatchObject({ total: 4, warning: 1, failed: 0, passed: 3 });
    await expectSummaryMatchesResults(noahsApplication, res.body);
  });

  it('drops the result of a rule switched off, keeping the summary equal to the results', async () => {
    await t.http
      .put(`/api/admin/validation-rules/${rules.duplicate_applicant}`)
      .set(auth(tokens.admin))
      .send({ active: false })
      .expect(200);
    const res = await t.http
      .post(`/api/admin/applications/${noahsApplication}/validations/run`)
      .set(auth(tokens.caseworker))
      .expect(200);
    expect(res.body).toMatchObject({ total: 3, warning: 0, failed: 0, passed: 3 });
    expect(res.body.results.map((x: { ruleId: number }) => x.ruleId)).not.toContain(
      rules.duplicate_applicant,
    );
    await expectSummaryMatchesResults(noahsApplication, res.body);
  });

  it('keeps one stored result per application and rule however often it runs', async () => {
    for (let i = 0; i < 3; i++) {
      await t.http
        .post(`/api/admin/applications/${noahsApplication}/validations/run`)
        .set(auth(tokens.caseworker))
        .expect(200);
    }
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM validation_results WHERE application_id = $1',
      [noahsApplication],
    );
    expect(n).toBe(3);
  });
});

describe('tenant isolation and access', () => {
  it("answers another instance's staff 404 applicationNotFound, and changes nothing", async () => {
    const expected = {
      statusCode: 404,
      code: 'applicationNotFound',
      message: `The application ${noahsApplication} does not exist`,
    };
    const read = await t.http
      .get(`/api/admin/applications/${noahsApplication}/validations`)
      .set(auth(tokens.riverton))
      .expect(404);
    expect(read.body).toEqual(expected);
    const run = await t.http
      .post(`/api/admin/applications/${noahsApplication}/validations/run`)
      .set(auth(tokens.riverton))
      .expect(404);
    expect(run.body).toEqual(expected);
  });

  it("keeps another instance's admin away from this instance's validation rules", async () => {
    const res = await t.http
      .get(`/api/admin/validation-rules/${rules.income_under}`)
      .set(auth(tokens.riverton))
      .expect(404);
    expect(res.body.code).toBe('notFound');
    const list = await t.http
      .get('/api/admin/validation-rules')
      .query({ filter: JSON.stringify({ programId: PROGRAM }) })
      .set(auth(tokens.riverton))
      .expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers['content-range']).toBe('validation-rules */0');
  });

  it('opens to staff only the applications of processes they work', async () => {
    // Program 13's process has the case worker as its one member; the intake specialist does not work it.
    const intake = await sessionTokenFor(t, 'intake@springfield.example', 'springfield');
    const res = await t.http
      .get(`/api/admin/applications/${noahsApplication}/validations`)
      .set(auth(intake))
      .expect(404);
    expect(res.body.code).toBe('applicationNotFound');
    await t.http
      .post(`/api/admin/applications/${noahsApplication}/validations/run`)
      .set(auth(intake))
      .expect(404);
  });

  it('keeps applicants out of the validation center (403)', async () => {
    const res = await t.http
      .get(`/api/admin/applications/${noahsApplication}/validations`)
      .set(auth(tokens.applicant))
      .expect(403);
    expect(res.body.code).toBe('forbidden');
  });
});
