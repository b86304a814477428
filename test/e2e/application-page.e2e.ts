// Drafts and the applicant's own application (issue 18; API.md "Applying" and "The application record"):
// a draft is kept in Form in progress without its required answers, saved again, then submitted; a submitted
// application is not changed again; GET /api/applications/:id shows the applicant's own only, by public
// labels and without staff names; the applicant's reply reaches the communications center as inbound.
import type { ApplicantApplicationView } from '../../server/src/contract/drafts.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const SUBMIT = `/api/submit-application/${SPRINGFIELD}/community-type/2`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Child Savings Account: applicants submit themselves (drafts offered), one draft at a time. */
const CHILD_SAVINGS = 6;
/** Senior Home Repair: no drafts (ApplicantSubmission off), one application per applicant. */
const SENIOR_REPAIR = 9;
const FULL_ANSWERS = { fullName: 'Ana Diaz', childName: 'Luz Diaz', childBirthDate: '2020-05-06' };

async function newApplicant() {
  const { user, email } = await newUser(t, { accounts: [{ instance: 'springfield', kind: 'individual' }] });
  const token = await sessionTokenFor(t, email, 'springfield');
  const [account] = await t.dataSource.query(
    `SELECT a.id FROM accounts a JOIN instances i ON i.id = a.instance_id WHERE a.user_id = $1 AND i.subdomain = 'springfield'`,
    [user.id],
  );
  return { token, userId: user.id as number, accountId: account.id as number };
}

const saveDraft = (token: string, answers: Record<string, unknown>) =>
  t.http.post(SUBMIT).set(bearer(token)).send({ programId: CHILD_SAVINGS, answers, draft: true });

const page = async (token: string, id: number): Promise<ApplicantApplicationView> =>
  (await t.http.get(`/api/applications/${id}`).set(bearer(token)).expect(200)).body;

describe('drafts', () => {
  it('keeps a draft in Form in progress without its required answers, then saves and submits it', async () => {
    const { token } = await newApplicant();
    const draft = await saveDraft(token, { fullName: 'Ana Diaz' }).expect(201);
    expect(draft.body.status).toMatchObject({ name: 'Form in progress', colour: 'purple' });
    expect(draft.body.submittedAt).toBeNull();

    const resumed = await page(token, draft.body.id);
    expect(resumed.answers).toEqual({ fullName: 'Ana Diaz' });
    expect(resumed.nextStep).toBe('continue');

    await t.http
      .post(SUBMIT)
      .set(bearer(token))
      .send({ applicationId: draft.body.id, answers: { ...FULL_ANSWERS, childBirthDate: '' }, draft: true })
      .expect(201);
    const submitted = await t.http
      .post(SUBMIT)
      .set(bearer(token))
      .send({ applicationId: draft.body.id, answers: FULL_ANSWERS })
      .expect(201);
    expect(submitted.body.id).toBe(draft.body.id);
    expect(submitted.body.status).toMatchObject({ name: 'Application Received', colour: 'orange' });
    expect(typeof submitted.body.submittedAt).toBe('string');

    const after = await page(token, draft.body.id);
    expect(after.answers).toEqual(FULL_ANSWERS);
    expect(after.nextStep).toBeNull();
    expect(after.timeline.map((entry) => entry.state)).toEqual(['Form in progress', 'Application Received']);
  });

  it('still checks what a draft gives: a malformed answer is refused 422 with its field error', async () => {
    const { token } = await newApplicant();
    const res = await saveDraft(token, { childBirthDate: '2099-01-01' }).expect(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'fieldFuture',
      errors: [{ field: 'childBirthDate', code: 'fieldFuture' }],
    });
  });

  it('requires every required answer when the draft is submitted', async () => {
    const { token } = await newApplicant();
    const draft = await saveDraft(token, { fullName: 'Ana Diaz' }).expect(201);
    const res = await t.http
      .post(SUBMIT)
      .set(bearer(token))
      .send({ applicationId: draft.body.id, answers: { fullName: 'Ana Diaz' } })
      .expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['childName', 'childBirthDate']);
  });

  it('refuses a submitted application submitted again with 409 applicationSubmitted', async () => {
    const { token } = await newApplicant();
    const draft = await saveDraft(token, {}).expect(201);
    const again = { applicationId: draft.body.id, answers: FULL_ANSWERS };
    await t.http.post(SUBMIT).set(bearer(token)).send(again).expect(201);
    const res = await t.http.post(SUBMIT).set(bearer(token)).send(again).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'applicationSubmitted',
      message: `The application ${draft.body.id} was submitted already and cannot be changed`,
    });
  });

  it("answers 404 applicationNotFound for another applicant's draft", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const draft = await saveDraft(owner.token, {}).expect(201);
    const res = await t.http
      .post(SUBMIT)
      .set(bearer(other.token))
      .send({ applicationId: draft.body.id, answers: FULL_ANSWERS })
      .expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'applicationNotFound',
      message: `The application ${draft.body.id} does not exist`,
    });
  });

  it('refuses a second draft of a program without MultipleDraftCases with 409 draftExists', async () => {
    const { token } = await newApplicant();
    await saveDraft(token, {}).expect(201);
    const res = await saveDraft(token, {}).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'draftExists',
      message: 'You have a form in progress for Child Savings Account: continue it from My Applications',
    });
  });

  it('refuses a draft where applicants do not submit themselves with 409 draftsNotOffered', async () => {
    const { token } = await newApplicant();
    const res = await t.http
      .post(SUBMIT)
      .set(bearer(token))
      .send({ programId: SENIOR_REPAIR, answers: {}, draft: true })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'draftsNotOffered',
      message: 'The program Senior Home Repair does not keep unfinished forms: submit it in one go',
    });
  });
});

describe('the applicant’s application page', () => {
  it("answers 404 applicationNotFound for another applicant's application", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const draft = await saveDraft(owner.token, {}).expect(201);
    for (const path of [
      `/api/applications/${draft.body.id}`,
      `/api/applications/${draft.body.id}/messages`,
    ]) {
      const res = await t.http.get(path).set(bearer(other.token)).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'applicationNotFound',
        message: `The application ${draft.body.id} does not exist`,
      });
    }
  });

  it('shows the timeline by public labels, without staff names or comments', async () => {
    const { userId, accountId, token } = await newApplicant();
    const [[received], [qaReady], [staff]] = await Promise.all([
      t.dataSource.query(
        `SELECT id FROM workflow_states WHERE workflow_id = 1715 AND name = 'Application Received'`,
      ),
      t.dataSource.query(`SELECT id FROM workflow_states WHERE workflow_id = 1715 AND name = 'QA/QC-Ready'`),
      t.dataSource.query(`SELECT id FROM users WHERE email = 'caseworker@springfield.example'`),
    ]);
    const application = await newApplication(t, {
      program: 8,
      state: qaReady.id,
      applicantUserId: userId,
      applicantAccountId: accountId,
      events: [
        {
          type: 'submitted',
          toStateId: received.id,
          actorUserId: userId,
          at: new Date('2026-01-02T10:00:00Z'),
        },
        {
          type: 'status',
          fromStateId: received.id,
          toStateId: qaReady.id,
          actorUserId: staff.id,
          comment: 'Internal: check the TIN',
          at: new Date('2026-01-03T10:00:00Z'),
        },
      ],
    });
    const res = await t.http.get(`/api/applications/${application.id}`).set(bearer(token)).expect(200);
    expect(res.body.status).toEqual({ name: 'Under review', colour: 'darkslategray' });
    expect(res.body.timeline).toEqual([
      { state: 'Application Received', at: '2026-01-02T10:00:00.000Z' },
      { state: 'Under review', at: '2026-01-03T10:00:00.000Z' },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('QA/QC-Ready');
    expect(text).not.toContain('Internal: check the TIN');
    expect(text).not.toMatch(/caseworker/i);
  });

  it('shows staff messages to the applicant but not internal notes, and takes the reply as inbound and unread', async () => {
    const { token } = await newApplicant();
    const draft = await saveDraft(token, {}).expect(201);
    const id = draft.body.id as number;
    const staffSends = (type: string, body: string) =>
      t.http
        .post(`/api/admin/applications/${id}/communications`)
        .set(bearer(tokens.admin))
        .send({ type, body })
        .expect(201);
    await staffSends('EMAIL', 'Please send your bank statement.');
    await staffSends('NOTE', 'Internal: applicant sounded unsure.');

    const before = await page(token, id);
    expect(before.messages.map((m) => [m.direction, m.body])).toEqual([
      ['outbound', 'Please send your bank statement.'],
    ]);
    expect(JSON.stringify(before.messages)).not.toMatch(/sender/i);

    const reply = await t.http
      .post(`/api/applications/${id}/messages`)
      .set(bearer(token))
      .send({ body: '  Sent it today.  ' })
      .expect(201);
    expect(reply.body).toMatchObject({ direction: 'inbound', body: 'Sent it today.' });

    const center = await t.http
      .get(`/api/admin/applications/${id}/communications`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(center.body[0]).toMatchObject({
      type: 'EMAIL',
      direction: 'inbound',
      body: 'Sent it today.',
      read: false,
    });
    const unread = await t.http
      .get(`/api/admin/applications/${id}/communications/unread`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(unread.body).toMatchObject({ email: 1, total: 1 });
  });

  it('refuses a blank reply with 422 fieldRequired', async () => {
    const { token } = await newApplicant();
    const draft = await saveDraft(token, {}).expect(201);
    const res = await t.http
      .post(`/api/applications/${draft.body.id}/messages`)
      .set(bearer(token))
      .send({ body: '   ' })
      .expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'fieldRequired' });
  });
});
