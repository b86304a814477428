// Staff and the individual profile (issue 19, API.md "Community profiles"): the instance's staff read an
// individual's sections at /api/admin/individuals/:id/<section>, the application record names the individual
// to open, writing takes UserMgmt at ReadWrite, and another instance's staff, applicants and businesses are
// kept out.
import { randomBytes } from 'node:crypto';
import { ENTITY_TYPE } from '../../server/src/modules/accounts/entities/account.entity.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const HOUSEHOLD = {
  householdSize: 2,
  members: [{ firstName: 'Luis', lastName: 'Lopez', relationship: 'spouse' }],
};

/** An individual of Springfield with a saved household: their token, account and individual id. */
async function individualWithHousehold() {
  const { user, email } = await newUser(t);
  const token = await sessionTokenFor(t, email, 'springfield');
  await t.http.put('/api/user-household').set(bearer(token)).send(HOUSEHOLD).expect(200);
  const [account] = await t.dataSource.query(
    'SELECT id, entity_id AS "individualId" FROM accounts WHERE user_id = $1 AND entity_type = $2',
    [user.id, ENTITY_TYPE.individual],
  );
  return {
    token,
    userId: user.id,
    accountId: account.id as number,
    individualId: account.individualId as number,
  };
}

const staffGet = (token: string, id: number, section: string) =>
  t.http.get(`/api/admin/individuals/${id}/${section}`).set(bearer(token));
const staffPut = (token: string, id: number, section: string, body: object) =>
  t.http.put(`/api/admin/individuals/${id}/${section}`).set(bearer(token)).send(body);

describe('staff read an individual profile', () => {
  it("the instance's staff read each section as the individual saved it", async () => {
    const ana = await individualWithHousehold();
    for (const staff of [tokens.admin, tokens.caseworker]) {
      expect((await staffGet(staff, ana.individualId, 'household').expect(200)).body).toEqual(HOUSEHOLD);
    }
    expect((await staffGet(tokens.admin, ana.individualId, 'income').expect(200)).body).toEqual({
      sources: [],
    });
  });

  it('the application record names the individual whose profile staff may open', async () => {
    const ana = await individualWithHousehold();
    const application = await newApplication(t, {
      applicantUserId: ana.userId,
      applicantAccountId: ana.accountId,
    });
    const record = await t.http
      .get(`/api/admin/applications/${application.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.applicant).toMatchObject({ individualId: ana.individualId, businessId: null });
  });

  it("a business's application names the business instead", async () => {
    const { user, email } = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'business', businessName: 'Lopez Bakery' }],
    });
    await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
    const [account] = await t.dataSource.query(
      'SELECT id, entity_id AS "businessId" FROM accounts WHERE user_id = $1 AND entity_type = $2',
      [user.id, ENTITY_TYPE.business],
    );
    const application = await newApplication(t, { applicantUserId: user.id, applicantAccountId: account.id });
    const record = await t.http
      .get(`/api/admin/applications/${application.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.applicant).toMatchObject({ individualId: null, businessId: account.businessId });
  });

  it('a section the profile does not have: 404 sectionNotFound', async () => {
    const ana = await individualWithHousehold();
    const res = await staffGet(tokens.admin, ana.individualId, 'pets').expect(404);
    expect(res.body.code).toBe('sectionNotFound');
  });
});

describe('who may not', () => {
  it("another instance's staff: 404 individualNotFound", async () => {
    const ana = await individualWithHousehold();
    const res = await staffGet(tokens.riverton, ana.individualId, 'household').expect(404);
    expect(res.body).toMatchObject({
      statusCode: 404,
      code: 'individualNotFound',
      message: `The individual ${ana.individualId} does not exist`,
    });
  });

  it('another applicant and a business user: 403', async () => {
    const ana = await individualWithHousehold();
    const ben = await individualWithHousehold();
    await staffGet(ben.token, ana.individualId, 'household').expect(403);
    const { email } = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'business', businessName: 'Lopez Bakery' }],
    });
    const business = await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
    await staffGet(business, ana.individualId, 'household').expect(403);
  });
});

describe('staff write only with UserMgmt at ReadWrite', () => {
  it('a caseworker may read but not write: 403, and the section is as it was', async () => {
    const ana = await individualWithHousehold();
    await staffPut(tokens.caseworker, ana.individualId, 'household', { householdSize: 5 }).expect(403);
    expect((await staffGet(tokens.admin, ana.individualId, 'household')).body).toEqual(HOUSEHOLD);
  });

  it('an administrator saves a section the individual then reads; bad input is 422 and saves nothing', async () => {
    const ana = await individualWithHousehold();
    const rent = { rentType: 'rent', monthlyRent: 900 };
    expect((await staffPut(tokens.admin, ana.individualId, 'rent', rent).expect(200)).body).toEqual(rent);
    expect((await t.http.get('/api/user-rent').set(bearer(ana.token))).body).toEqual(rent);
    const bad = await staffPut(tokens.admin, ana.individualId, 'rent', { rentType: 'castle' }).expect(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['rentType', 'fieldChoice'],
    ]);
    expect((await t.http.get('/api/user-rent').set(bearer(ana.token))).body).toEqual(rent);
  });

  it("documents stay the individual's: 403 staffDocumentsReadOnly", async () => {
    const ana = await individualWithHousehold();
    const res = await staffPut(tokens.admin, ana.individualId, 'documents', { documents: [] }).expect(403);
    expect(res.body.code).toBe('staffDocumentsReadOnly');
  });

  it("another instance's administrator writes nothing: 404", async () => {
    const ana = await individualWithHousehold();
    await staffPut(tokens.riverton, ana.individualId, 'household', { householdSize: 5 }).expect(404);
    expect((await staffGet(tokens.admin, ana.individualId, 'household')).body).toEqual(HOUSEHOLD);
  });
});

/** Letters only (names take no digits), different each call. */
const letters = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

describe('GET /api/admin/community-profiles (the staff directory, /gov-settings)', () => {
  const directory = (token: string, search: string) =>
    t.http.get(`/api/admin/community-profiles?search=${encodeURIComponent(search)}`).set(bearer(token));

  it("finds the instance's individuals and businesses by name or email", async () => {
    const tag = `Dir${letters()}`;
    const { email } = await newUser(t, { firstName: tag, lastName: 'Person' });
    const business = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'business', businessName: `${tag} Bakery` }],
    });
    const found = (await directory(tokens.caseworker, tag).expect(200)).body;
    expect(found).toEqual([
      { kind: 'business', id: expect.any(Number), name: `${tag} Bakery`, email: business.email },
      { kind: 'individual', id: expect.any(Number), name: `${tag} Person`, email },
    ]);
    expect(
      (await directory(tokens.admin, email).expect(200)).body.map((r: { name: string }) => r.name),
    ).toEqual([`${tag} Person`]);
  });

  it("another instance's staff find none of them; applicants may not look", async () => {
    const tag = `Iso${letters()}`;
    await newUser(t, { firstName: tag, lastName: 'Person' });
    expect((await directory(tokens.riverton, tag).expect(200)).body).toEqual([]);
    await directory(tokens.applicant, tag).expect(403);
  });

  it('a search with % or _ is taken as written', async () => {
    expect((await directory(tokens.admin, '%_%').expect(200)).body).toEqual([]);
  });
});
