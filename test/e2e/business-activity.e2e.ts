// The business profile's records over time (issue 19, API.md "Community profiles"): financials by period
// (GET|POST /api/business-financials/:id, sorted by year and month), activity periods and their activities,
// documents through the files domain (PATCH /api/business/:id) and quick metrics from its applications; 422
// field errors save nothing; another business 404, an individual 403, another instance's staff 404.
import { ENTITY_TYPE } from '../../server/src/modules/accounts/entities/account.entity.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A business of springfield with one owner: the owner's token and account, and the business's id. */
async function newBusiness() {
  const { user, email } = await newUser(t, {
    accounts: [{ instance: 'springfield', kind: 'business', businessName: 'Lopez Bakery' }],
  });
  const token = await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
  const [account] = await t.dataSource.query(
    'SELECT id, entity_id AS "businessId" FROM accounts WHERE user_id = $1 AND entity_type = $2',
    [user.id, ENTITY_TYPE.business],
  );
  return { token, id: account.businessId as number, accountId: account.id as number };
}

const saveFinancial = (token: string, id: number, body: object) =>
  t.http.post(`/api/business-financials/${id}`).set(bearer(token)).send(body);

describe('financials', () => {
  it('monthly and annual periods come back sorted by year then month, the annual one after its months', async () => {
    const bakery = await newBusiness();
    await saveFinancial(bakery.token, bakery.id, {
      periodType: 'annual',
      year: 2025,
      revenue: 120000,
    }).expect(200);
    await saveFinancial(bakery.token, bakery.id, {
      periodType: 'monthly',
      year: 2026,
      month: 2,
      revenue: 9800.5,
      expenses: 7000,
    }).expect(200);
    await saveFinancial(bakery.token, bakery.id, {
      periodType: 'monthly',
      year: 2025,
      month: 11,
      revenue: 10500,
    });
    const list = await t.http
      .get(`/api/business-financials/${bakery.id}`)
      .set(bearer(bakery.token))
      .expect(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        periodType: 'monthly',
        year: 2025,
        month: 11,
        period: '2025-11',
        revenue: 10500,
        expenses: null,
      },
      {
        id: expect.any(Number),
        periodType: 'annual',
        year: 2025,
        month: null,
        period: '2025',
        revenue: 120000,
        expenses: null,
      },
      {
        id: expect.any(Number),
        periodType: 'monthly',
        year: 2026,
        month: 2,
        period: '2026-02',
        revenue: 9800.5,
        expenses: 7000,
      },
    ]);
  });

  it('saving a period again replaces its figures; a period is removed by its id', async () => {
    const bakery = await newBusiness();
    const period = { periodType: 'monthly', year: 2026, month: 3 };
    await saveFinancial(bakery.token, bakery.id, { ...period, revenue: 100 }).expect(200);
    const again = await saveFinancial(bakery.token, bakery.id, { ...period, revenue: 250 }).expect(200);
    expect(again.body).toEqual([expect.objectContaining({ period: '2026-03', revenue: 250 })]);
    await t.http
      .delete(`/api/business-financials/${bakery.id}/${again.body[0].id}`)
      .set(bearer(bakery.token))
      .expect(204);
    const list = await t.http.get(`/api/business-financials/${bakery.id}`).set(bearer(bakery.token));
    expect(list.body).toEqual([]);
  });

  it('refuses a monthly period without its month, an annual one with a month and bad figures, saving nothing', async () => {
    const bakery = await newBusiness();
    const monthless = await saveFinancial(bakery.token, bakery.id, {
      periodType: 'monthly',
      year: 2026,
      revenue: 10,
    }).expect(422);
    expect(monthless.body.errors).toEqual([
      { field: 'month', code: 'monthRequired', message: 'A monthly period needs its month' },
    ]);
    const annual = await saveFinancial(bakery.token, bakery.id, {
      periodType: 'annual',
      year: 2026,
      month: 4,
      revenue: 10,
    }).expect(422);
    expect(annual.body.errors).toEqual([
      { field: 'month', code: 'monthNotAnnual', message: 'An annual period has no month' },
    ]);
    const bad = await saveFinancial(bakery.token, bakery.id, {
      periodType: 'weekly',
      year: 1850,
      month: 13,
      revenue: -5,
    }).expect(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['periodType', 'fieldChoice'],
      ['year', 'fieldMin'],
      ['month', 'fieldMax'],
      ['revenue', 'fieldMin'],
    ]);
    const list = await t.http.get(`/api/business-financials/${bakery.id}`).set(bearer(bakery.token));
    expect(list.body).toEqual([]);
  });
});

describe('activity periods and activities', () => {
  const SPRING = { name: 'Spring 2026', startsOn: '2026-03-01', endsOn: '2026-05-31' };
  const addPeriod = (token: string, body: object) =>
    t.http.post('/api/community-activity-periods').set(bearer(token)).send(body);
  const addActivity = (token: string, body: object) =>
    t.http.post('/api/activities').set(bearer(token)).send(body);

  it('adds a period and activities within it, listed newest first; removing the period removes them', async () => {
    const bakery = await newBusiness();
    const period = await addPeriod(bakery.token, SPRING).expect(201);
    expect(period.body).toEqual({ id: expect.any(Number), ...SPRING });
    const first = { date: '2026-03-14', title: 'Farmers market stall', hours: 6 };
    const second = { date: '2026-04-02', title: 'Baking class', description: 'Ten pupils' };
    await addActivity(bakery.token, { period: period.body.id, ...first }).expect(201);
    const added = await addActivity(bakery.token, { period: period.body.id, ...second }).expect(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      periodId: period.body.id,
      ...second,
      hours: null,
    });
    const list = await t.http
      .get(`/api/activities?period=${period.body.id}`)
      .set(bearer(bakery.token))
      .expect(200);
    expect(list.body.map((a: { title: string }) => a.title)).toEqual([
      'Baking class',
      'Farmers market stall',
    ]);
    const periods = await t.http.get('/api/community-activity-periods').set(bearer(bakery.token)).expect(200);
    expect(periods.body).toEqual([period.body]);
    await t.http
      .delete(`/api/community-activity-periods/${period.body.id}`)
      .set(bearer(bakery.token))
      .expect(204);
    const gone = await t.http.get(`/api/activities?period=${period.body.id}`).set(bearer(bakery.token));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      code: 'activityPeriodNotFound',
      message: `The activity period ${period.body.id} does not exist`,
    });
  });

  it('refuses a period ending before it starts and an activity outside its period, saving nothing', async () => {
    const bakery = await newBusiness();
    const backwards = await addPeriod(bakery.token, { ...SPRING, endsOn: '2026-02-01' }).expect(422);
    expect(backwards.body.errors).toEqual([
      { field: 'endsOn', code: 'periodOrder', message: 'The period must end on or after the day it starts' },
    ]);
    const period = await addPeriod(bakery.token, SPRING).expect(201);
    const outside = await addActivity(bakery.token, {
      period: period.body.id,
      date: '2026-07-01',
      title: 'Summer fair',
    }).expect(422);
    expect(outside.body.errors).toEqual([
      {
        field: 'date',
        code: 'outsidePeriod',
        message: 'The activity must fall within its period, 2026-03-01 to 2026-05-31',
      },
    ]);
    const untitled = await addActivity(bakery.token, { period: period.body.id, date: '2026-04-01' }).expect(
      422,
    );
    expect(untitled.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['title', 'fieldRequired'],
    ]);
    const list = await t.http.get(`/api/activities?period=${period.body.id}`).set(bearer(bakery.token));
    expect(list.body).toEqual([]);
  });
});

describe('documents', () => {
  const upload = async (token: string, name: string) =>
    (
      await t.http
        .post('/api/upload-file')
        .set(bearer(token))
        .field('kind', 'document')
        .attach('file', PDF, name)
        .expect(201)
    ).body.id as number;

  it('keeps the business’s documents by name; another business’s file is refused and nothing is saved', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    const file = { id: await upload(bakery.token, 'w9.pdf'), name: 'w9.pdf', size: PDF.length };
    const documents = [{ title: 'W-9', file }];
    const saved = await t.http
      .patch(`/api/business/${bakery.id}`)
      .set(bearer(bakery.token))
      .send({ documents })
      .expect(200);
    expect(saved.body.documents).toEqual(documents);
    const theirs = await upload(other.token, 'theirs.pdf');
    const refused = await t.http
      .patch(`/api/business/${bakery.id}`)
      .set(bearer(bakery.token))
      .send({ documents: [...documents, { title: 'Stolen', file: { id: theirs, name: 'x.pdf', size: 1 } }] })
      .expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'documents[1].file', code: 'fileNotFound', message: `The file ${theirs} does not exist` },
    ]);
    const untitled = await t.http
      .patch(`/api/business/${bakery.id}`)
      .set(bearer(bakery.token))
      .send({ documents: [{ file }] })
      .expect(422);
    expect(untitled.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['documents[0].title', 'fieldRequired'],
    ]);
    const kept = await t.http.get(`/api/business/${bakery.id}`).set(bearer(bakery.token));
    expect(kept.body.documents).toEqual(documents);
  });
});

describe('quick metrics', () => {
  it('counts the business’s applications, its awards and the amount awarded; another’s applications do not count', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    await newApplication(t, { applicantAccountId: bakery.accountId, awardAmount: '1250.50' });
    await newApplication(t, { applicantAccountId: bakery.accountId, awardAmount: '0.10' });
    await newApplication(t, { applicantAccountId: bakery.accountId });
    await newApplication(t, { applicantAccountId: other.accountId, awardAmount: '99.00' });
    const res = await t.http.get(`/api/business-metrics/${bakery.id}`).set(bearer(bakery.token)).expect(200);
    expect(res.body).toEqual({ applications: 3, submitted: 3, awards: 2, awardedAmount: 1250.6 });
    const staff = await t.http
      .get(`/api/business-metrics/${bakery.id}`)
      .set(bearer(tokens.caseworker))
      .expect(200);
    expect(staff.body).toEqual(res.body);
  });
});

describe('isolation', () => {
  it('another business: 404 businessNotFound for its financials, metrics and activities', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    const read = await t.http
      .get(`/api/business-financials/${bakery.id}`)
      .set(bearer(other.token))
      .expect(404);
    expect(read.body).toMatchObject({
      code: 'businessNotFound',
      message: `The business ${bakery.id} does not exist`,
    });
    await saveFinancial(other.token, bakery.id, { periodType: 'annual', year: 2025, revenue: 1 }).expect(404);
    await t.http.get(`/api/business-metrics/${bakery.id}`).set(bearer(other.token)).expect(404);
    const period = await t.http
      .post('/api/community-activity-periods')
      .set(bearer(bakery.token))
      .send({ name: 'Q1', startsOn: '2026-01-01', endsOn: '2026-03-31' })
      .expect(201);
    const theirs = await t.http.get(`/api/activities?period=${period.body.id}`).set(bearer(other.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('activityPeriodNotFound');
    await t.http
      .delete(`/api/community-activity-periods/${period.body.id}`)
      .set(bearer(other.token))
      .expect(404);
    const added = await t.http
      .post('/api/activities')
      .set(bearer(other.token))
      .send({ period: period.body.id, date: '2026-01-05', title: 'Not theirs' })
      .expect(422);
    expect(added.body.errors).toEqual([
      {
        field: 'period',
        code: 'activityPeriodNotFound',
        message: `The activity period ${period.body.id} does not exist`,
      },
    ]);
  });

  it('an individual: 403 businessesOnly', async () => {
    const bakery = await newBusiness();
    const res = await t.http
      .get(`/api/business-financials/${bakery.id}`)
      .set(bearer(tokens.applicant))
      .expect(403);
    expect(res.body.code).toBe('businessesOnly');
    await t.http.get('/api/community-activity-periods').set(bearer(tokens.applicant)).expect(403);
    await t.http.get(`/api/business-metrics/${bakery.id}`).set(bearer(tokens.applicant)).expect(403);
  });

  it("the instance's staff read but do not write; another instance's staff: 404", async () => {
    const bakery = await newBusiness();
    await saveFinancial(bakery.token, bakery.id, { periodType: 'annual', year: 2025, revenue: 10 }).expect(
      200,
    );
    const read = await t.http
      .get(`/api/business-financials/${bakery.id}`)
      .set(bearer(tokens.caseworker))
      .expect(200);
    expect(read.body).toHaveLength(1);
    await t.http
      .get(`/api/community-activity-periods?entity=${bakery.id}`)
      .set(bearer(tokens.caseworker))
      .expect(200);
    const write = await saveFinancial(tokens.admin, bakery.id, {
      periodType: 'annual',
      year: 2026,
      revenue: 1,
    });
    expect(write.status).toBe(403);
    const elsewhere = await t.http
      .get(`/api/business-financials/${bakery.id}`)
      .set(bearer(tokens.riverton))
      .expect(404);
    expect(elsewhere.body.code).toBe('businessNotFound');
    await t.http
      .get(`/api/community-activity-periods?entity=${bakery.id}`)
      .set(bearer(tokens.riverton))
      .expect(404);
  });
});

describe('staff edit a business profile only with UserMgmt at ReadWrite (PATCH /api/admin/businesses/:id)', () => {
  const OVERVIEW = { overview: { description: 'Bread', employees: 4 } };
  const staffPatch = (token: string, id: number, body: object) =>
    t.http.patch(`/api/admin/businesses/${id}`).set(bearer(token)).send(body);

  it('a caseworker may read but not write: 403, and the profile is as it was', async () => {
    const bakery = await newBusiness();
    await staffPatch(tokens.caseworker, bakery.id, OVERVIEW).expect(403);
    const read = await t.http.get(`/api/business/${bakery.id}`).set(bearer(tokens.caseworker)).expect(200);
    expect(read.body.overview).toEqual({});
  });

  it('an administrator saves a part the business then reads; bad input is 422 and saves nothing', async () => {
    const bakery = await newBusiness();
    const saved = await staffPatch(tokens.admin, bakery.id, OVERVIEW).expect(200);
    expect(saved.body.overview).toEqual(OVERVIEW.overview);
    const own = await t.http.get(`/api/business/${bakery.id}`).set(bearer(bakery.token));
    expect(own.body.overview).toEqual(OVERVIEW.overview);
    const bad = await staffPatch(tokens.admin, bakery.id, { overview: { employees: -1 } }).expect(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['overview.employees', 'fieldMin'],
    ]);
    const kept = await t.http.get(`/api/business/${bakery.id}`).set(bearer(bakery.token));
    expect(kept.body.overview).toEqual(OVERVIEW.overview);
  });

  it("documents stay the business's: 403 staffDocumentsReadOnly; another instance's administrator: 404", async () => {
    const bakery = await newBusiness();
    const documents = await staffPatch(tokens.admin, bakery.id, { documents: [] }).expect(403);
    expect(documents.body).toMatchObject({
      code: 'staffDocumentsReadOnly',
      message: "Only the business adds or removes its profile's documents",
    });
    const elsewhere = await staffPatch(tokens.riverton, bakery.id, OVERVIEW).expect(404);
    expect(elsewhere.body.code).toBe('businessNotFound');
    await staffPatch(bakery.token, bakery.id, OVERVIEW).expect(403);
  });
});
