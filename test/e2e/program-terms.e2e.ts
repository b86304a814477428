// A program's application window, award and budget (issue 18, API.md "Applying"): administrators set them,
// the catalogue and the program page carry them with canApply, and submit refuses for the same reason.
import type { ProgramDetailView, ProgramView } from '../../server/src/contract/programs.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const DAY = 24 * 60 * 60 * 1000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A program of the test's own on springfield, for individuals, with the terms given. */
async function newProgram(terms: Record<string, unknown>): Promise<number> {
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName: `Terms ${Date.now()} ${Math.random()}`, audience: [2], scope: 'Local', ...terms })
    .expect(201);
  return res.body.id as number;
}

async function newApplicantToken(): Promise<string> {
  const { email } = await newUser(t);
  return sessionTokenFor(t, email, 'springfield');
}

const catalogueRow = async (token: string, id: number): Promise<ProgramView | undefined> =>
  (await t.http.get('/api/instanceresources?scope=all').set(bearer(token)).expect(200)).body.find(
    (p: ProgramView) => p.cd_resource === id,
  );

const submit = (token: string, programId: number) =>
  t.http
    .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
    .set(bearer(token))
    .send({ programId, answers: {} });

describe('the window and money on the catalogue and the program page', () => {
  it('carries opensAt, closesAt, the award and the budget left after the awards made', async () => {
    const closesAt = inDays(20);
    const id = await newProgram({ closesAt, amountMin: 100, amountMax: 750.5, budgetTotal: 1000 });
    await newApplication(t, { program: id, awardAmount: '250.25' });
    const token = await newApplicantToken();
    const terms = {
      opensAt: null,
      closesAt,
      amountMin: 100,
      amountMax: 750.5,
      budgetTotal: 1000,
      budgetLeft: 749.75,
      canApply: true,
    };
    expect(await catalogueRow(token, id)).toMatchObject(terms);
    const detail = await t.http.get(`/api/resource/${id}`).set(bearer(token)).expect(200);
    expect(detail.body as ProgramDetailView).toMatchObject(terms);
  });

  it('gives a program without terms nulls, and seeds a deadline and amounts on the demo grants', async () => {
    const token = await newApplicantToken();
    expect(await catalogueRow(token, 9)).toMatchObject({
      opensAt: null,
      closesAt: null,
      amountMin: null,
      amountMax: null,
      budgetTotal: null,
      budgetLeft: null,
    });
    expect(await catalogueRow(token, 7)).toMatchObject({
      closesAt: '2030-06-30T23:59:00.000Z',
      amountMin: 500,
      amountMax: 3000,
      budgetTotal: 150000,
      budgetLeft: 142450,
      canApply: true,
    });
  });
});

describe('cannotApplyReason from the window and the budget, and submit refusing for the same reason', () => {
  it('says notOpenYet before the window opens and refuses submit 409 program-not-open-yet', async () => {
    const opensAt = inDays(10);
    const id = await newProgram({ opensAt });
    const token = await newApplicantToken();
    expect(await catalogueRow(token, id)).toMatchObject({ canApply: false, cannotApplyReason: 'notOpenYet' });
    const res = await submit(token, id).expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'program-not-open-yet',
      message: expect.stringMatching(/^The program Terms .* takes applications from /),
    });
    expect(res.body.message).toContain(opensAt);
  });

  it('says closed once the deadline has passed and refuses submit 409 program-closed', async () => {
    const id = await newProgram({ opensAt: inDays(-30), closesAt: inDays(-1) });
    const token = await newApplicantToken();
    expect(await catalogueRow(token, id)).toMatchObject({ canApply: false, cannotApplyReason: 'closed' });
    const detail = await t.http.get(`/api/resource/${id}`).set(bearer(token)).expect(200);
    expect(detail.body).toMatchObject({ canApply: false, cannotApplyReason: 'closed' });
    const res = await submit(token, id).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'program-closed' });
    expect(res.body.message).toMatch(/^The program Terms .* is not taking applications$/);
  });

  it('says noBudget when the awards made use the whole budget and refuses submit 409 program-no-budget', async () => {
    const id = await newProgram({ budgetTotal: 500 });
    await newApplication(t, { program: id, awardAmount: '500.00' });
    const token = await newApplicantToken();
    expect(await catalogueRow(token, id)).toMatchObject({
      budgetLeft: 0,
      canApply: false,
      cannotApplyReason: 'noBudget',
    });
    const res = await submit(token, id).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'program-no-budget' });
    expect(res.body.message).toMatch(/^The program Terms .* has no budget left$/);
  });

  it('takes an application inside the window with budget left', async () => {
    const id = await newProgram({ opensAt: inDays(-1), closesAt: inDays(5), budgetTotal: 500 });
    const token = await newApplicantToken();
    const res = await submit(token, id).expect(201);
    expect(res.body.status.name).toBe('Application Received');
  });

  it('refuses to submit a draft after its program closed', async () => {
    const id = await newProgram({
      settings: {
        FormURL: false,
        Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: true },
        Payments: { Type: false },
        Tasks: [],
      },
    });
    const token = await newApplicantToken();
    const draft = await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ programId: id, answers: {}, draft: true })
      .expect(201);
    await t.http
      .put(`/api/admin/programs/${id}`)
      .set(bearer(tokens.admin))
      .send({ closesAt: inDays(-1), opensAt: inDays(-2) })
      .expect(200);
    const res = await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ applicationId: draft.body.id, answers: {} })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'program-closed' });
  });
});

describe('administrators setting the terms', () => {
  it('keeps the terms an administrator writes', async () => {
    const id = await newProgram({});
    const res = await t.http
      .put(`/api/admin/programs/${id}`)
      .set(bearer(tokens.admin))
      .send({ opensAt: '2031-01-01T00:00:00.000Z', amountMin: 0, amountMax: 1200, budgetTotal: 50000 })
      .expect(200);
    expect(res.body).toMatchObject({
      opensAt: '2031-01-01T00:00:00.000Z',
      closesAt: null,
      amountMin: 0,
      amountMax: 1200,
      budgetTotal: 50000,
    });
  });

  it('refuses a deadline before the opening with 422 closesBeforeOpens', async () => {
    const id = await newProgram({ opensAt: '2031-02-01T00:00:00.000Z' });
    const res = await t.http
      .put(`/api/admin/programs/${id}`)
      .set(bearer(tokens.admin))
      .send({ closesAt: '2031-01-01T00:00:00.000Z' })
      .expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'closesAt',
        code: 'closesBeforeOpens',
        message: 'The deadline must be after the opening date',
      },
    ]);
  });

  it('refuses negative amounts, a smallest award above the largest and an amount too large, each by field', async () => {
    const negative = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({ displayName: `Negative ${Date.now()}`, amountMin: -1, budgetTotal: 1e13 })
      .expect(422);
    expect(negative.body.errors).toEqual([
      { field: 'amountMin', code: 'mustNotBeNegative', message: 'The amount must be 0 or more' },
      { field: 'budgetTotal', code: 'tooLarge', message: 'The amount must be less than $10,000,000,000' },
    ]);
    const id = await newProgram({ amountMax: 100 });
    const above = await t.http
      .put(`/api/admin/programs/${id}`)
      .set(bearer(tokens.admin))
      .send({ amountMin: 200 })
      .expect(422);
    expect(above.body.errors).toEqual([
      {
        field: 'amountMax',
        code: 'minAboveMax',
        message: 'The smallest award must not be more than the largest',
      },
    ]);
  });

  it('refuses an amount that is not a number with 422 mustBeNumber', async () => {
    const id = await newProgram({});
    const res = await t.http
      .put(`/api/admin/programs/${id}`)
      .set(bearer(tokens.admin))
      .send({ amountMax: 'lots' })
      .expect(422);
    expect(res.body.errors).toEqual([
      { field: 'amountMax', code: 'mustBeNumber', message: 'The field Largest award ($) must be a number' },
    ]);
  });
});
