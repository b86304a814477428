// Application rules (issue 25, API.md "Program application setup"): limits a program puts on submissions,
// an admin resource (application-rules, ProgramConfig) held against every submission but not drafts: one
// application per household (the address line 1 and ZIP answered, else the profile's), an application window,
// and a maximum per period. Programs are the test's own.
import type { FormField } from '../../server/src/contract/programs.js';
import { newApplicantToken as applicantToken, bearer, submitAs } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'addressLine1', label: 'Address', type: 'text', required: false },
  { name: 'zip', label: 'ZIP code', type: 'text', required: false },
];
const DRAFTS = { AllowCases: true, MultipleDraftCases: true, ApplicantSubmission: true };
const DAY_MS = 86_400_000;

/** A program of the test's own with one rule; answers its id and name. */
async function programWithRule(rule: Record<string, unknown>, more: Record<string, unknown> = {}) {
  const displayName = `Rules ${Date.now()} ${Math.random()}`;
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName, audience: [2], formFields: FORM, settings: { Applications: DRAFTS }, ...more })
    .expect(201);
  const programId = res.body.id as number;
  await t.http
    .post('/api/admin/application-rules')
    .set(bearer(tokens.admin))
    .send({ programId, ...rule })
    .expect(201);
  return { programId, displayName };
}

const newApplicantToken = () => applicantToken(t);

const submit = (token: string, body: Record<string, unknown>) => submitAs(t, token, body);
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('one application per household', () => {
  it('refuses a second application from the same address, whoever sends it, and takes another household', async () => {
    const { programId, displayName } = await programWithRule({ kind: 'onePerHousehold' });
    const home = { addressLine1: '12 Elm St', zip: '62701' };
    const first = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Ann Lee', ...home },
    });
    expect(first.status).toBe(201);
    const second = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Bo Lee', addressLine1: ' 12 ELM ST ', zip: '62701-0001' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      statusCode: 409,
      code: 'householdAlreadyApplied',
      message: `Someone in your household has already applied to ${displayName}`,
    });
    const neighbour = await submit(await newApplicantToken(), {
      programId,
      answers: { fullName: 'Cy Park', addressLine1: '14 Elm St', zip: '62701' },
    });
    expect(neighbour.status).toBe(201);
  });

  it("knows the household from the applicant's profile when the form does not ask the address", async () => {
    const { programId, displayName } = await programWithRule({ kind: 'onePerHousehold' });
    const address = { addressLine1: '3 Oak Ave', city: 'Springfield', state: 'IL', zip: '62704' };
    const tokensOfHousehold = [await newApplicantToken(), await newApplicantToken()];
    for (const token of tokensOfHousehold) {
      await t.http.put('/api/user-mailing-address').set(bearer(token)).send(address).expect(200);
    }
    expect((await submit(tokensOfHousehold[0], { programId, answers: { fullName: 'Di Wu' } })).status).toBe(
      201,
    );
    const refused = await submit(tokensOfHousehold[1], { programId, answers: { fullName: 'Ed Wu' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Someone in your household has already applied to ${displayName}`);
  });
});

describe('application window', () => {
  it('refuses a submission before the window opens, but keeps a draft', async () => {
    const opens = Date.now() + 10 * DAY_MS;
    const { programId, displayName } = await programWithRule({
      kind: 'window',
      startsAt: new Date(opens).toISOString(),
    });
    const token = await newApplicantToken();
    const res = await submit(token, { programId, answers: { fullName: 'Ann Lee' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'applicationWindowNotOpen',
      message: `Applications to ${displayName} open on ${day(opens)}`,
    });
    const draft = await submit(token, { programId, answers: { fullName: 'Ann Lee' }, draft: true });
    expect(draft.status).toBe(201);
  });

  it('refuses a submission after the window closed', async () => {
    const closed = Date.now() - DAY_MS;
    const { programId, displayName } = await programWithRule({
      kind: 'window',
      endsAt: new Date(closed).toISOString(),
    });
    const res = await submit(await newApplicantToken(), { programId, answers: { fullName: 'Ann Lee' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'applicationWindowClosed',
      message: `Applications to ${displayName} closed on ${day(closed)}`,
    });
  });
});

describe('maximum per period', () => {
  it("refuses an account's application over the maximum within the period", async () => {
    const { programId, displayName } = await programWithRule(
      { kind: 'maxPerPeriod', maxApplications: 2, periodDays: 30 },
      { allowMultipleApplications: true },
    );
    const token = await newApplicantToken();
    for (const name of ['One', 'Two']) {
      expect((await submit(token, { programId, answers: { fullName: name } })).status).toBe(201);
    }
    const third = await submit(token, { programId, answers: { fullName: 'Three' } });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      code: 'applicationLimitReached',
      message: `You may submit at most 2 applications to ${displayName} every 30 days`,
    });
    // Another account is counted on its own.
    expect(
      (await submit(await newApplicantToken(), { programId, answers: { fullName: 'Other' } })).status,
    ).toBe(201);
  });
});

describe('the application-rules resource', () => {
  it('refuses a rule that cannot be applied, in the one error shape', async () => {
    const created = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({ displayName: `Rules ${Date.now()}`, audience: [2], formFields: FORM })
      .expect(201);
    const res = await t.http
      .post('/api/admin/application-rules')
      .set(bearer(tokens.admin))
      .send({ programId: created.body.id, kind: 'window' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'startsAt', code: 'invalidRule', message: 'A window needs a start or an end' },
    ]);
  });

  it("keeps another instance's administrator away from a program's rules", async () => {
    const { programId } = await programWithRule({ kind: 'onePerHousehold' });
    const filter = encodeURIComponent(JSON.stringify({ programId }));
    const own = await t.http
      .get(`/api/admin/application-rules?filter=${filter}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(own.body.map((r: { kind: string }) => r.kind)).toEqual(['onePerHousehold']);
    const other = await t.http
      .get(`/api/admin/application-rules?filter=${filter}`)
      .set(bearer(tokens.riverton))
      .expect(200);
    expect(other.body).toEqual([]);
    await t.http
      .get(`/api/admin/application-rules/${own.body[0].id}`)
      .set(bearer(tokens.riverton))
      .expect(404);
  });
});
