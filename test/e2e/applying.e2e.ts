// Applying (issue 18, API.md "Applying"): every program offered with Apply accepts a valid application, the
// catalogue says why one cannot be applied to, and applicants see states by their public labels only.
import type { ProgramDetailView, ProgramView } from '../../server/src/contract/programs.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { binary, pdfText } from '../support/pdf.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { SAMPLE_PDF, validAnswers } from '../support/valid-answers.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Senior Home Repair: one application per applicant, no form of its own. */
const SENIOR_REPAIR = 9;
/** Youth Summer Jobs: takes more than one application from an applicant. */
const SUMMER_JOBS = 11;
/** Home Energy Efficiency Rebate: applied to on the partner's site. */
const ENERGY_REBATE = 21;

/** A new applicant of the test's own on springfield: an individual, or a business. */
async function newApplicant(kind: 'individual' | 'business' = 'individual') {
  const { user, email } = await newUser(t, {
    accounts: [
      { instance: 'springfield', kind, ...(kind === 'business' ? { businessName: 'Corner Bakery' } : {}) },
    ],
  });
  const token = await sessionTokenFor(t, email, 'springfield');
  const [account] = await t.dataSource.query(
    `SELECT a.id FROM accounts a JOIN instances i ON i.id = a.instance_id WHERE a.user_id = $1 AND i.subdomain = 'springfield'`,
    [user.id],
  );
  return { token, accountId: account.id as number };
}

const catalogue = (token: string) =>
  t.http.get('/api/instanceresources').query({ scope: 'all' }).set(bearer(token)).expect(200);

/** Uploads the sample PDF as the applicant's, answering its id. */
const uploader = (token: string) => async () =>
  (
    await t.http
      .post('/api/upload-file')
      .set(bearer(token))
      .field('kind', 'document')
      .attach('file', SAMPLE_PDF, 'proof.pdf')
      .expect(201)
  ).body.id as number;

/** Applies to every program the catalogue offers with Apply; answers each program's submit status. */
async function applyToEveryOffered(token: string, type: 1 | 2) {
  const offered = (await catalogue(token)).body.filter((p: ProgramView) => p.canApply);
  const outcomes: [number, number, string][] = [];
  for (const program of offered as ProgramView[]) {
    const detail = await t.http.get(`/api/resource/${program.cd_resource}`).set(bearer(token)).expect(200);
    const res = await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/${type}`)
      .set(bearer(token))
      .send({
        programId: program.cd_resource,
        answers: await validAnswers(detail.body.formFields, uploader(token)),
      });
    outcomes.push([program.cd_resource, res.status, res.body.status?.name ?? res.body.message]);
  }
  return outcomes;
}

describe('every program offered can be applied to', () => {
  it('takes a valid application to each program a new individual is offered with Apply', async () => {
    const { token } = await newApplicant();
    const outcomes = await applyToEveryOffered(token, 2);
    expect(outcomes.length).toBeGreaterThanOrEqual(9);
    expect(outcomes.filter(([, status]) => status !== 201)).toEqual([]);
  });

  it('takes a valid application to each program a new business is offered with Apply', async () => {
    const { token } = await newApplicant('business');
    const outcomes = await applyToEveryOffered(token, 1);
    expect(outcomes.length).toBeGreaterThanOrEqual(5);
    expect(outcomes.filter(([, status]) => status !== 201)).toEqual([]);
  });

  it('starts an application to a program without a workflow of its own in Application Received', async () => {
    const { token } = await newApplicant();
    const res = await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ programId: SENIOR_REPAIR, answers: {} })
      .expect(201);
    expect(res.body.status).toEqual({
      id: expect.any(Number),
      name: 'Application Received',
      colour: 'orange',
    });
  });

  it('takes applications to a program an administrator has just created', async () => {
    const created = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({ displayName: `Rain Barrel Rebate ${Date.now()}`, audience: [2], scope: 'Local' })
      .expect(201);
    const { token } = await newApplicant();
    const detail = await t.http.get(`/api/resource/${created.body.id}`).set(bearer(token)).expect(200);
    expect(detail.body).toMatchObject({ canApply: true, alreadyApplied: false });
    const res = await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ programId: created.body.id, answers: {} })
      .expect(201);
    expect(res.body.status.name).toBe('Application Received');
  });
});

describe('canApply and cannotApplyReason', () => {
  const row = (body: ProgramView[], id: number) => body.find((p) => p.cd_resource === id);

  it('says alreadyApplied after an application, on the catalogue row and the program page', async () => {
    const { token } = await newApplicant();
    expect(row((await catalogue(token)).body, SENIOR_REPAIR)).toMatchObject({ canApply: true });
    await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ programId: SENIOR_REPAIR, answers: {} })
      .expect(201);
    expect(row((await catalogue(token)).body, SENIOR_REPAIR)).toMatchObject({
      canApply: false,
      cannotApplyReason: 'alreadyApplied',
    });
    const detail = await t.http.get(`/api/resource/${SENIOR_REPAIR}`).set(bearer(token)).expect(200);
    expect(detail.body as ProgramDetailView).toMatchObject({
      canApply: false,
      cannotApplyReason: 'alreadyApplied',
      alreadyApplied: true,
    });
  });

  it('keeps offering a program that allows multiple applications after one', async () => {
    const { token } = await newApplicant();
    await t.http
      .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
      .set(bearer(token))
      .send({ programId: SUMMER_JOBS, answers: {} })
      .expect(201);
    const summerJobs = row((await catalogue(token)).body, SUMMER_JOBS);
    expect(summerJobs).toMatchObject({ canApply: true, ic_allow_multiple_applications: true });
    expect(summerJobs).not.toHaveProperty('cannotApplyReason');
  });

  it('sends a third-party program elsewhere with thirdParty', async () => {
    const { token } = await newApplicant();
    expect(row((await catalogue(token)).body, ENERGY_REBATE)).toMatchObject({
      canApply: false,
      cannotApplyReason: 'thirdParty',
      isThirdParty: true,
    });
  });

  it('says closed to staff for an inactive program, and judges the others as a newcomer would', async () => {
    const programs = (await catalogue(tokens.admin)).body as ProgramView[];
    expect(row(programs, 22)).toMatchObject({
      ic_active: false,
      canApply: false,
      cannotApplyReason: 'closed',
    });
    expect(row(programs, SENIOR_REPAIR)).toMatchObject({ canApply: true });
  });
});

describe('public labels of states', () => {
  /** Resilience grant self-serve (1715, program 8): QA/QC-Ready is an internal name. */
  async function inQaQcReady() {
    const applicant = await newApplicant('business');
    const [state] = await t.dataSource.query(
      `SELECT id FROM workflow_states WHERE workflow_id = 1715 AND name = 'QA/QC-Ready'`,
    );
    const app = await newApplication(t, {
      program: 8,
      state: state.id,
      applicantAccountId: applicant.accountId,
      events: [{ type: 'submitted', toStateId: state.id }],
    });
    return { ...applicant, app };
  }

  it("shows the applicant a state's public label and staff its internal name", async () => {
    const { token, app } = await inQaQcReady();
    const mine = await t.http.get('/api/applications/mine').set(bearer(token)).expect(200);
    expect(mine.body.map((a: { id: number; status: object }) => [a.id, a.status])).toEqual([
      [app.id, { id: app.stateId, name: 'Under review', colour: 'darkslategray' }],
    ]);
    const staff = await t.http.get(`/api/admin/applications/${app.id}`).set(bearer(tokens.admin)).expect(200);
    expect(staff.body.currentStateName).toBe('QA/QC-Ready');
  });

  it("prints public labels in the applicant's snapshot PDF and internal names in staff's", async () => {
    const { token, app } = await inQaQcReady();
    const snapshot = (as: string) =>
      t.http
        .post('/api/document/program-application-snapshot-pdf')
        .set(bearer(as))
        .send({ workflow_id: app.id })
        .buffer(true)
        .parse(binary)
        .expect(200);
    const applicantText = await pdfText((await snapshot(token)).body);
    expect(applicantText).toContain('Under review');
    expect(applicantText).not.toContain('QA/QC');
    const staffText = await pdfText((await snapshot(tokens.admin)).body);
    expect(staffText).toContain('QA/QC-Ready');
  });
});
