// Resource uses (issue 25, API.md "Program application setup"): awards of a program's money, an admin
// resource (resource-uses, ProgramConfig) counted against the program's budget with its applications' awards;
// once they use it all the catalogue says noBudget and submit refuses 409 program-no-budget. Programs are the
// test's own.
import {
  newApplicantToken as applicantToken,
  bearer,
  catalogueRow as readCatalogueRow,
  submitAs,
} from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

async function newProgram(budgetTotal: number | null): Promise<{ id: number; displayName: string }> {
  const displayName = `Budget ${Date.now()} ${Math.random()}`;
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName, audience: [2], scope: 'Local', budgetTotal })
    .expect(201);
  return { id: res.body.id as number, displayName };
}

const use = (programId: number, amount: number, more: Record<string, unknown> = {}) =>
  t.http
    .post('/api/admin/resource-uses')
    .set(bearer(tokens.admin))
    .send({ programId, amount, ...more });

const newApplicantToken = () => applicantToken(t);

const catalogueRow = (token: string, id: number) => readCatalogueRow(t, token, id);

const submit = (token: string, programId: number) => submitAs(t, token, { programId, answers: {} });

describe('resource uses against the budget', () => {
  it('count with the awards made, and budget exhaustion closes the program', async () => {
    const { id, displayName } = await newProgram(1000);
    await newApplication(t, { program: id, awardAmount: '250.25' });
    expect((await use(id, 300, { note: 'Winter coats' })).status).toBe(201);
    const token = await newApplicantToken();
    expect(await catalogueRow(token, id)).toMatchObject({ budgetLeft: 449.75, canApply: true });
    const detail = await t.http.get(`/api/resource/${id}`).set(bearer(token)).expect(200);
    expect(detail.body.budgetLeft).toBe(449.75);

    expect((await use(id, 449.75)).status).toBe(201);
    expect(await catalogueRow(token, id)).toMatchObject({
      budgetLeft: 0,
      canApply: false,
      cannotApplyReason: 'noBudget',
    });
    const res = await submit(token, id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'program-no-budget',
      message: `The program ${displayName} has no budget left`,
    });
  });

  it('lists a program’s uses with the application they were awarded to', async () => {
    const { id } = await newProgram(500);
    const application = await newApplication(t, { program: id });
    const created = await use(id, 120, { applicationId: application.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      programId: id,
      applicationId: application.id,
      amount: 120,
      note: null,
    });
    const filter = encodeURIComponent(JSON.stringify({ programId: id }));
    const list = await t.http
      .get(`/api/admin/resource-uses?filter=${filter}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(list.body.map((u: { amount: number }) => u.amount)).toEqual([120]);
  });

  it('refuses an amount of 0 or less in the one error shape', async () => {
    const { id } = await newProgram(500);
    const res = await use(id, 0);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'amount', code: 'mustBePositive', message: 'The amount must be more than 0' },
    ]);
  });

  it("keeps another instance's administrator away from a program's uses", async () => {
    const { id } = await newProgram(500);
    const created = await use(id, 10).expect(201);
    await t.http.get(`/api/admin/resource-uses/${created.body.id}`).set(bearer(tokens.riverton)).expect(404);
    const filter = encodeURIComponent(JSON.stringify({ programId: id }));
    const list = await t.http
      .get(`/api/admin/resource-uses?filter=${filter}`)
      .set(bearer(tokens.riverton))
      .expect(200);
    expect(list.body).toEqual([]);
  });
});

describe('an instance whose money is spent', () => {
  const findLogin = () =>
    t.http
      .post('/api/auth/find-login')
      .send({ loginId: 'applicant@springfield.example', instance: 'springfield' })
      .expect(200);

  it('answers find-login not_enough_budget_for_login once every active program has spent its budget', async () => {
    const { id } = await newProgram(500);
    const others: { id: number }[] = await t.dataSource.query(
      'SELECT id FROM programs WHERE instance_id = 100 AND active AND id <> $1',
      [id],
    );
    expect(others.length).toBeGreaterThan(0);
    const activate = (ids: number[], active: boolean) =>
      t.dataSource.query('UPDATE programs SET active = $2 WHERE id = ANY($1::int[])', [ids, active]);
    await activate(
      others.map((p) => p.id),
      false,
    );
    try {
      await activate([id], true);
      expect((await findLogin()).body).toMatchObject({ mfa_channel: 'email' });
      expect((await use(id, 500)).status).toBe(201);
      expect((await findLogin()).body).toEqual({ reason: 'not_enough_budget_for_login' });
    } finally {
      await activate(
        others.map((p) => p.id),
        true,
      );
    }
    expect((await findLogin()).body).toMatchObject({ mfa_channel: 'email' });
  });
});
