// The business profile (issue 19, API.md "Community profiles"): GET|PATCH /api/business/:id (overview,
// contact, categories, operating hours) and the licences' CRUD, checked by the contract's rules with 422 field
// errors that save nothing; the business's own, read by the instance's staff, kept from everyone else.
import { ENTITY_TYPE } from '../../server/src/modules/accounts/entities/account.entity.js';
import { useDemoSessions } from '../support/demo-world.js';
import { FACTORY_PASSWORD, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A business of the instance with one owner: the owner's token and the business's id. */
async function newBusiness(instance = 'springfield') {
  const { user, email } = await newUser(t, {
    accounts: [{ instance, kind: 'business', businessName: 'Lopez Bakery' }],
  });
  const token = await sessionTokenFor(t, email, instance, ENTITY_TYPE.business);
  const [account] = await t.dataSource.query(
    'SELECT entity_id AS id FROM accounts WHERE user_id = $1 AND entity_type = $2',
    [user.id, ENTITY_TYPE.business],
  );
  return { token, id: account.id as number };
}

const HOURS = {
  mondayOpens: '08:00',
  mondayCloses: '17:30',
  saturdayOpens: '09:00',
  saturdayCloses: '13:00',
  sundayClosed: true,
};
const PROFILE = {
  overview: {
    description: 'Bread and cakes since 1998',
    yearFounded: 1998,
    employees: 6,
    taxClassification: 'llc',
  },
  contact: {
    phone: '(217) 555-0150',
    addressLine1: '4 Oak St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
  categories: ['31-33', '722'],
  operatingHours: HOURS,
};

const patch = (token: string, id: number, body: object) =>
  t.http.patch(`/api/business/${id}`).set(bearer(token)).send(body);

describe('GET|PATCH /api/business/:id', () => {
  it('an empty profile first, then each part as saved', async () => {
    const bakery = await newBusiness();
    const empty = await t.http.get(`/api/business/${bakery.id}`).set(bearer(bakery.token)).expect(200);
    expect(empty.body).toEqual({
      id: bakery.id,
      companyName: 'Lopez Bakery',
      overview: {},
      contact: {},
      categories: [],
      operatingHours: {},
      documents: [],
    });
    const saved = await patch(bakery.token, bakery.id, PROFILE).expect(200);
    expect(saved.body).toEqual({ id: bakery.id, companyName: 'Lopez Bakery', ...PROFILE, documents: [] });
  });

  it('a PATCH replaces only the parts it names', async () => {
    const bakery = await newBusiness();
    await patch(bakery.token, bakery.id, PROFILE).expect(200);
    const hours = { mondayClosed: true };
    const res = await patch(bakery.token, bakery.id, { operatingHours: hours }).expect(200);
    expect(res.body).toEqual({
      id: bakery.id,
      companyName: 'Lopez Bakery',
      ...PROFILE,
      operatingHours: hours,
      documents: [],
    });
  });

  it('refuses hours out of order, a bad ZIP and an unknown industry with field errors, and saves nothing', async () => {
    const bakery = await newBusiness();
    await patch(bakery.token, bakery.id, PROFILE).expect(200);
    const res = await patch(bakery.token, bakery.id, {
      operatingHours: { fridayOpens: '18:00', fridayCloses: '09:00' },
      contact: { ...PROFILE.contact, zip: '627' },
      categories: ['999'],
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'contact.zip',
        code: 'fieldPattern',
        message: 'The field ZIP code must look like 12345 or 12345-6789',
      },
      {
        field: 'operatingHours.fridayCloses',
        code: 'hoursOrder',
        message: 'Friday must close after it opens',
      },
      { field: 'categories[0]', code: 'categoryUnknown', message: 'There is no industry 999' },
    ]);
    const kept = await t.http.get(`/api/business/${bakery.id}`).set(bearer(bakery.token));
    expect(kept.body).toMatchObject(PROFILE);
  });
});

describe('licenses', () => {
  const LICENSE = { licenseType: 'foodService', number: 'FS-2291', expiresOn: '2027-06-30' };

  it('adds one with an attachment, changes it, lists it and removes it', async () => {
    const bakery = await newBusiness();
    const upload = await t.http
      .post('/api/upload-file')
      .set(bearer(bakery.token))
      .field('kind', 'document')
      .attach('file', PDF, 'permit.pdf')
      .expect(201);
    const file = { id: upload.body.id, name: 'permit.pdf', size: PDF.length };
    const added = await t.http
      .post('/api/community-entity-licenses')
      .set(bearer(bakery.token))
      .send({ ...LICENSE, file })
      .expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), ...LICENSE, file });
    const changed = { ...LICENSE, expiresOn: '2028-06-30' };
    await t.http
      .patch(`/api/community-entity-licenses/${added.body.id}`)
      .set(bearer(bakery.token))
      .send(changed)
      .expect(200);
    const list = await t.http.get('/api/community-entity-licenses').set(bearer(bakery.token)).expect(200);
    expect(list.body).toEqual([{ id: added.body.id, ...changed, file: null }]);
    await t.http
      .delete(`/api/community-entity-licenses/${added.body.id}`)
      .set(bearer(bakery.token))
      .expect(204);
    expect((await t.http.get('/api/community-entity-licenses').set(bearer(bakery.token))).body).toEqual([]);
  });

  it('refuses a licence without its number, of an unknown type, or with another business’s file', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    const bad = await t.http
      .post('/api/community-entity-licenses')
      .set(bearer(bakery.token))
      .send({ licenseType: 'castle', expiresOn: '2027-06-30' })
      .expect(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['licenseType', 'fieldChoice'],
      ['number', 'fieldRequired'],
    ]);
    const theirs = await t.http
      .post('/api/upload-file')
      .set(bearer(other.token))
      .field('kind', 'document')
      .attach('file', PDF, 'theirs.pdf')
      .expect(201);
    const refused = await t.http
      .post('/api/community-entity-licenses')
      .set(bearer(bakery.token))
      .send({ ...LICENSE, file: { id: theirs.body.id, name: 'theirs.pdf', size: PDF.length } })
      .expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'file', code: 'fileNotFound', message: `The file ${theirs.body.id} does not exist` },
    ]);
    expect((await t.http.get('/api/community-entity-licenses').set(bearer(bakery.token))).body).toEqual([]);
  });
});

describe('isolation', () => {
  it('another business: 404 businessNotFound, for the profile and its licences', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    const res = await t.http.get(`/api/business/${bakery.id}`).set(bearer(other.token)).expect(404);
    expect(res.body).toMatchObject({
      code: 'businessNotFound',
      message: `The business ${bakery.id} does not exist`,
    });
    await patch(other.token, bakery.id, PROFILE).expect(404);
    const added = await t.http
      .post('/api/community-entity-licenses')
      .set(bearer(bakery.token))
      .send({ licenseType: 'business', number: 'B-1', expiresOn: '2027-01-31' })
      .expect(201);
    await t.http
      .delete(`/api/community-entity-licenses/${added.body.id}`)
      .set(bearer(other.token))
      .expect(404);
    expect((await t.http.get('/api/community-entity-licenses').set(bearer(bakery.token))).body).toHaveLength(
      1,
    );
  });

  it('an individual: 403 businessesOnly', async () => {
    const bakery = await newBusiness();
    const res = await t.http.get(`/api/business/${bakery.id}`).set(bearer(tokens.applicant)).expect(403);
    expect(res.body.code).toBe('businessesOnly');
    const licenses = await t.http
      .get('/api/community-entity-licenses')
      .set(bearer(tokens.applicant))
      .expect(403);
    expect(licenses.body.code).toBe('businessesOnly');
  });

  it("the instance's staff read it but do not change it; another instance's staff: 404", async () => {
    const bakery = await newBusiness();
    await patch(bakery.token, bakery.id, PROFILE).expect(200);
    const read = await t.http.get(`/api/business/${bakery.id}`).set(bearer(tokens.caseworker)).expect(200);
    expect(read.body).toMatchObject(PROFILE);
    await t.http
      .get(`/api/community-entity-licenses?entity=${bakery.id}`)
      .set(bearer(tokens.caseworker))
      .expect(200);
    await patch(tokens.admin, bakery.id, { categories: [] }).expect(403);
    await t.http.get(`/api/business/${bakery.id}`).set(bearer(tokens.riverton)).expect(404);
  });
});

describe('people (business-users)', () => {
  const people = (token: string) => t.http.get('/api/business-users').set(bearer(token));
  const addPerson = (token: string, body: object) =>
    t.http.post('/api/business-users').set(bearer(token)).send(body);
  const outboxTo = (email: string): Promise<{ subject: string; body: string }[]> =>
    t.dataSource.query('SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id', [email]);

  it('the owner adds a new person; the list shows the owner first', async () => {
    const bakery = await newBusiness();
    const email = `clerk-${Date.now()}@factory.example`;
    const added = await addPerson(bakery.token, { email, firstName: 'Rosa', lastName: 'Clerk' }).expect(201);
    expect(added.body).toEqual({
      accountId: expect.any(Number),
      firstName: 'Rosa',
      lastName: 'Clerk',
      email,
      owner: false,
      active: true,
      you: false,
      pending: true,
    });
    const list = (await people(bakery.token).expect(200)).body;
    expect(list.map((p: { owner: boolean; email: string }) => [p.owner, p.email === email])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('invites a new person by e-mail with a link to set their password, with which they sign in to the business', async () => {
    const bakery = await newBusiness();
    const email = `baker-${Date.now()}@factory.example`;
    await addPerson(bakery.token, { email, firstName: 'Rosa', lastName: 'Clerk' }).expect(201);
    const [invitation] = await outboxTo(email);
    expect(invitation.subject).toBe('City of Springfield: you are invited to join Lopez Bakery');
    expect(invitation.body).toMatch(
      /^You were added to the people of Lopez Bakery on City of Springfield\. To set your password, open \S+\/create-login\?token=\S+ within 60 minutes\. The link works once\.$/,
    );
    const token = /\?token=(\S+) within/.exec(invitation.body)?.[1] ?? '';
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(token))
      .send({ password: FACTORY_PASSWORD, password_confirmation: FACTORY_PASSWORD })
      .expect(204);
    const member = await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
    expect((await people(member).expect(200)).body).toHaveLength(2);
  });

  it('the owner corrects the names of a new person until they have set their password, not after', async () => {
    const bakery = await newBusiness();
    const email = `baker-${Date.now()}@factory.example`;
    const added = await addPerson(bakery.token, { email, firstName: 'Rsoa', lastName: 'Clerk' }).expect(201);
    const renamed = await t.http
      .patch(`/api/business-users/${added.body.accountId}`)
      .set(bearer(bakery.token))
      .send({ firstName: 'Rosa' })
      .expect(200);
    expect(renamed.body).toMatchObject({ firstName: 'Rosa', lastName: 'Clerk', pending: true });
    const [invitation] = await outboxTo(email);
    const token = /\?token=(\S+) within/.exec(invitation.body)?.[1] ?? '';
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(token))
      .send({ password: FACTORY_PASSWORD, password_confirmation: FACTORY_PASSWORD })
      .expect(204);
    const refused = await t.http
      .patch(`/api/business-users/${added.body.accountId}`)
      .set(bearer(bakery.token))
      .send({ firstName: 'Rose' })
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'namesAreTheirs',
      message: 'A person who has signed in keeps the names of their own login',
    });
  });

  it('tells an existing login it now acts for the business, without a link', async () => {
    const bakery = await newBusiness();
    const { email } = await newUser(t);
    await addPerson(bakery.token, { email, firstName: 'Typed', lastName: 'Name' }).expect(201);
    expect(await outboxTo(email)).toEqual([
      {
        subject: 'City of Springfield: you are invited to join Lopez Bakery',
        body: expect.stringMatching(
          /^You were added to the people of Lopez Bakery on City of Springfield\. Sign in at http\S+ with your login to act for it\.$/,
        ),
      },
    ]);
  });

  it('associates an existing login (as the owner typed it until they sign in here), once', async () => {
    const bakery = await newBusiness();
    const { email } = await newUser(t);
    const added = await addPerson(bakery.token, { email, firstName: 'Typed', lastName: 'Name' }).expect(201);
    expect(added.body).toMatchObject({ firstName: 'Typed', lastName: 'Name', email, owner: false });
    const again = await addPerson(bakery.token, { email, firstName: 'Typed', lastName: 'Name' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'alreadyMember',
      message: `${email} is already one of the business’s people`,
    });
    // The associated login now signs in to the business as well.
    await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
  });

  it('the owner edits a person; a person who is not the owner may not; the owner stays active', async () => {
    const bakery = await newBusiness();
    const { email } = await newUser(t);
    const added = await addPerson(bakery.token, { email, firstName: 'Typed', lastName: 'Name' }).expect(201);
    const edited = await t.http
      .patch(`/api/business-users/${added.body.accountId}`)
      .set(bearer(bakery.token))
      .send({ firstName: 'Rosa', active: false })
      .expect(200);
    expect(edited.body).toMatchObject({ firstName: 'Rosa', lastName: 'Name', active: false });
    const [owner] = (await people(bakery.token)).body;
    const self = await t.http
      .patch(`/api/business-users/${owner.accountId}`)
      .set(bearer(bakery.token))
      .send({ active: false })
      .expect(403);
    expect(self.body).toMatchObject({
      code: 'ownerStaysActive',
      message: "The business's owner stays active",
    });
    await t.http
      .patch(`/api/business-users/${added.body.accountId}`)
      .set(bearer(bakery.token))
      .send({ active: true })
      .expect(200);
    const member = await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
    expect((await people(member).expect(200)).body).toHaveLength(2);
    const refused = await addPerson(member, {
      email: 'x@factory.example',
      firstName: 'A',
      lastName: 'B',
    }).expect(403);
    expect(refused.body).toMatchObject({
      code: 'ownerOnly',
      message: "Only the business's owner adds or changes its people",
    });
  });

  it('bad input is 422; another business’s person is not found; individuals 403', async () => {
    const bakery = await newBusiness();
    const other = await newBusiness();
    const bad = await addPerson(bakery.token, { email: 'nope', firstName: 'A' }).expect(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['lastName', 'fieldRequired'],
      ['email', 'fieldPattern'],
    ]);
    const [theirs] = (await people(other.token)).body;
    await t.http
      .patch(`/api/business-users/${theirs.accountId}`)
      .set(bearer(bakery.token))
      .send({ active: false })
      .expect(404);
    await people(tokens.applicant).expect(403);
  });
});
