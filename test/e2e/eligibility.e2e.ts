// Eligibility as rules (issue 25, API.md "Program application setup"): POST/GET eligibility answer which
// criteria the answers meet, eligibility-error gives the program's words, a submission failing a criterion is
// refused 422 notEligible unless the program accepts ineligible applications (then the validation center flags
// it), and criteria are checked against the form as administrators save them. Programs are the test's own.
import type { EligibilityCriterion } from '../../server/src/contract/eligibility.js';
import type { FormField } from '../../server/src/contract/programs.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'monthlyIncome', label: 'Monthly income', type: 'number', required: true },
  { name: 'zip', label: 'ZIP code', type: 'text', required: false },
];
const INCOME: EligibilityCriterion = {
  label: 'Household income under $3,500 a month',
  field: 'monthlyIncome',
  operator: '<',
  value: 3500,
};
const ZIP: EligibilityCriterion = {
  label: 'Lives in Springfield',
  field: 'zip',
  operator: 'in',
  value: ['62701', '62704'],
};

// Drafts offered, so the GET call has one to judge.
const APPLICATIONS = { AllowCases: true, MultipleDraftCases: false, ApplicantSubmission: true };

/** A program of the test's own on springfield, for individuals, with the form, criteria and settings given. */
async function newProgram(
  more: Record<string, unknown> = {},
  settings: Record<string, unknown> = {},
): Promise<number> {
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({
      displayName: `Eligibility ${Date.now()} ${Math.random()}`,
      audience: [2],
      formFields: FORM,
      eligibilityCriteria: [INCOME, ZIP],
      settings: { Applications: APPLICATIONS, ...settings },
      ...more,
    })
    .expect(201);
  return res.body.id as number;
}

async function newApplicantToken(): Promise<string> {
  const { email } = await newUser(t);
  return sessionTokenFor(t, email, 'springfield');
}

const check = (token: string, programId: number, answers: Record<string, unknown>) =>
  t.http.post('/api/eligibility').set(bearer(token)).send({ programId, answers });

const submit = (token: string, body: Record<string, unknown>) =>
  t.http.post(`/api/submit-application/${SPRINGFIELD}/community-type/2`).set(bearer(token)).send(body);

const INCOME_UNMET = {
  label: INCOME.label,
  met: false,
  reason: 'unmet',
  field: 'monthlyIncome',
  message: 'Does not meet: Household income under $3,500 a month',
};

describe('POST /api/eligibility', () => {
  it('answers eligible with every criterion met, in words', async () => {
    const programId = await newProgram();
    const res = await check(await newApplicantToken(), programId, { monthlyIncome: 2100, zip: '62704' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      eligible: true,
      results: [
        {
          label: INCOME.label,
          met: true,
          reason: 'met',
          field: 'monthlyIncome',
          message: 'Meets: Household income under $3,500 a month',
        },
        { label: ZIP.label, met: true, reason: 'met', field: 'zip', message: 'Meets: Lives in Springfield' },
      ],
    });
  });

  it('answers not eligible naming the unmet criterion, and an unanswered one as not answered yet', async () => {
    const programId = await newProgram();
    const res = await check(await newApplicantToken(), programId, { monthlyIncome: '4000' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      eligible: false,
      results: [
        INCOME_UNMET,
        {
          label: ZIP.label,
          met: false,
          reason: 'unanswered',
          field: 'zip',
          message: 'Not answered yet: Lives in Springfield',
        },
      ],
    });
  });

  it('refuses a body without answers in the one error shape', async () => {
    const programId = await newProgram();
    const res = await t.http
      .post('/api/eligibility')
      .set(bearer(await newApplicantToken()))
      .send({ programId, answers: 'lots' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ statusCode: 422, errors: [{ field: 'answers' }] });
  });
});

describe('GET /api/eligibility and /api/eligibility-error', () => {
  it("judges the applicant's latest draft", async () => {
    const programId = await newProgram();
    const token = await newApplicantToken();
    const fresh = await t.http.get(`/api/eligibility?programId=${programId}`).set(bearer(token)).expect(200);
    expect(fresh.body.eligible).toBe(false);
    expect(fresh.body.results.map((r: { reason: string }) => r.reason)).toEqual(['unanswered', 'unanswered']);
    await submit(token, { programId, draft: true, answers: { monthlyIncome: 1200, zip: '62701' } }).expect(
      201,
    );
    const drafted = await t.http
      .get(`/api/eligibility?programId=${programId}`)
      .set(bearer(token))
      .expect(200);
    expect(drafted.body.eligible).toBe(true);
    expect(drafted.body.results.map((r: { reason: string }) => r.reason)).toEqual(['met', 'met']);
  });

  it("gives the program's words for the ineligible, or the default ones", async () => {
    const token = await newApplicantToken();
    const own = await newProgram({}, { Eligibility: { IneligibleMessage: 'Call 311 for other help' } });
    const plain = await newProgram({ displayName: `Plain ${Date.now()}` });
    const ownText = await t.http
      .get(`/api/eligibility-error?programId=${own}`)
      .set(bearer(token))
      .expect(200);
    expect(ownText.body).toEqual({ programId: own, message: 'Call 311 for other help', programText: true });
    const plainText = await t.http
      .get(`/api/eligibility-error?programId=${plain}`)
      .set(bearer(token))
      .expect(200);
    expect(plainText.body.message).toMatch(/^You do not meet the eligibility criteria of Plain \d+$/);
    expect(plainText.body.programText).toBe(false);
  });

  it('lists the criteria as rules on eligibility-criterias', async () => {
    const programId = await newProgram();
    const res = await t.http
      .get(`/api/eligibility-criterias?programId=${programId}`)
      .set(bearer(await newApplicantToken()))
      .expect(200);
    expect(res.body).toEqual([
      { id: 1, programId, ...INCOME },
      { id: 2, programId, ...ZIP },
    ]);
  });
});

describe('submitting against the criteria', () => {
  it('refuses an ineligible submission with 422 notEligible listing the unmet criteria', async () => {
    const programId = await newProgram();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Ana Diaz', monthlyIncome: 5000, zip: '62704' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'notEligible',
      message: 'You do not meet the eligibility criteria: Household income under $3,500 a month',
      errors: [{ field: 'monthlyIncome', code: 'notEligible', message: INCOME_UNMET.message }],
    });
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM applications WHERE program_id = $1',
      [programId],
    );
    expect(count).toBe(0);
  });

  it('keeps an ineligible draft, and refuses it when it is submitted', async () => {
    const programId = await newProgram();
    const token = await newApplicantToken();
    const answers = { fullName: 'Ana Diaz', monthlyIncome: 5000, zip: '62704' };
    const draft = await submit(token, { programId, draft: true, answers }).expect(201);
    const res = await submit(token, { applicationId: draft.body.id, answers });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('notEligible');
  });

  it('takes an eligible submission', async () => {
    const programId = await newProgram();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Ana Diaz', monthlyIncome: 2100, zip: '62701' },
    });
    expect(res.status).toBe(201);
  });

  it('takes an ineligible submission where the program accepts them, flagged failed in the validation center', async () => {
    const programId = await newProgram({}, { Eligibility: { AcceptIneligible: true } });
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Ana Diaz', monthlyIncome: 5000, zip: '10001' },
    });
    expect(res.status).toBe(201);
    const report = await t.http
      .get(`/api/admin/applications/${res.body.id}/validations`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(report.body).toMatchObject({ total: 1, failed: 1, passed: 0, warning: 0 });
    expect(report.body.results).toEqual([
      expect.objectContaining({
        ruleName: 'Eligibility criteria',
        kind: 'eligibility',
        outcome: 'failed',
        message:
          'Does not meet the eligibility criteria: Household income under $3,500 a month; Lives in Springfield',
      }),
    ]);
  });
});

describe('criteria as administrators save them', () => {
  it('refuses a criterion reading a field the form does not have, or without a value', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({
        displayName: `Bad criteria ${Date.now()}`,
        formFields: FORM,
        eligibilityCriteria: [
          { ...INCOME, field: 'income' },
          { ...ZIP, value: [] },
        ],
      });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'eligibilityCriteria.0.field',
        code: 'unknownField',
        message: 'The field income is not on the form',
      },
      { field: 'eligibilityCriteria.1.value', code: 'fieldRequired', message: 'The value is required' },
    ]);
  });

  it("gives the seeded grocery program's income limit as a rule over monthlyIncome", async () => {
    const res = await t.http
      .get('/api/eligibility-criterias?programId=5')
      .set(bearer(tokens.admin))
      .expect(200);
    expect(res.body).toContainEqual({ id: 2, programId: 5, ...INCOME });
  });
});

describe('isolation across instances', () => {
  it("does not check, describe or list another instance's program: 404 programNotFound", async () => {
    const programId = await newProgram();
    const riverton = tokens.riverton;
    const calls = [
      t.http.post('/api/eligibility').set(bearer(riverton)).send({ programId, answers: {} }),
      t.http.get(`/api/eligibility?programId=${programId}`).set(bearer(riverton)),
      t.http.get(`/api/eligibility-error?programId=${programId}`).set(bearer(riverton)),
      t.http.get(`/api/eligibility-criterias?programId=${programId}`).set(bearer(riverton)),
    ];
    const answers = await Promise.all(calls);
    expect(answers.length).toBe(4);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'programNotFound',
        message: `The program ${programId} does not exist`,
      });
    }
  });
});
