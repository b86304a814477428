import { jest } from '@jest/globals';
import { useTestApp } from '../support/test-app.js';
import {
  bearer,
  DEMO_PASSWORD,
  keyOf,
  lastLinkTokenTo,
  lastMessageTo,
  login,
  unthrottled,
} from './auth-support.js';

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);

const createIndividual = (body: Record<string, unknown>, instanceId = 100) =>
  t.http.post(`/api/create-individual/instance/${instanceId}`).send(body);
const createBusiness = (body: Record<string, unknown>, instanceId = 100) =>
  t.http.post(`/api/create-user-and-business/instance/${instanceId}`).send(body);

/** Follows the create-login link of the newest message to this address. */
async function createLogin(email: string, password: string) {
  const token = await lastLinkTokenTo(t.dataSource, email);
  expect((await lastMessageTo(t.dataSource, email)).body).toContain('/create-login?token=');
  await t.http
    .post('/api/auth/set-password')
    .set(bearer(token))
    .send({ password, password_confirmation: password })
    .expect(204);
}

describe('individual sign-up', () => {
  it('creates the user and the account, and emails a create-login link that signs them in', async () => {
    const res = await createIndividual({
      ds_firstname: 'Ines',
      ds_lastname: 'Duarte',
      ds_mail: 'Ines@Example.org',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ linkSent: true });
    await createLogin('ines@example.org', 'Brand-New-1');
    const token = (await login(t, 'ines@example.org', 'Brand-New-1').expect(200)).body.token;
    const accounts = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      cd_instance: 100,
      accountType: 'individual',
      name: 'Ines Duarte',
      hasName: true,
    });
    const session = await t.http.post('/api/users/session-v2').set(bearer(token)).send(keyOf(accounts[0]));
    const me = (await t.http.get('/api/users/me').set(bearer(session.body.token)).expect(200)).body;
    expect(me).toMatchObject({ accountType: 'Individual', landingRoute: '/resources' });
  });

  it('gives the same answer to a second sign-up with the same email and adds no account', async () => {
    await createIndividual({
      ds_firstname: 'Ines',
      ds_lastname: 'Duarte',
      ds_mail: 'ines@example.org',
    }).expect(201);
    const [{ n }] = await sql(
      `SELECT count(*)::int AS n FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'ines@example.org'`,
    );
    expect(n).toBe(1);
    expect((await lastMessageTo(t.dataSource, 'ines@example.org')).body).toContain('/login');
  });

  it.each([
    [
      { ds_lastname: 'Duarte', ds_mail: 'x@example.org' },
      'ds_firstname',
      'fieldRequired',
      'The field First name is required',
    ],
    [
      { ds_firstname: 'In3s', ds_lastname: 'Duarte', ds_mail: 'x@example.org' },
      'ds_firstname',
      'fieldNameMessage',
      'Invalid First name',
    ],
    [
      { ds_firstname: 'Ines', ds_lastname: 'Duarte' },
      'ds_mail',
      'fieldMailEmpty',
      'The field Email is required',
    ],
    [
      { ds_firstname: 'Ines', ds_lastname: 'Duarte', ds_mail: 'not-an-email' },
      'ds_mail',
      'fieldMailInvalid',
      'Invalid Email',
    ],
  ])('refuses %j with %s %s', async (body, field, code, message) => {
    const res = await createIndividual(body).expect(422);
    expect(res.body).toMatchObject({ code, message });
    expect(res.body.errors[0]).toEqual({ field, code, message });
  });

  it('records the referring partner, which must be one of the instance', async () => {
    const [{ id: partner }] = await sql(`SELECT id FROM organizations WHERE name = 'Springfield Food Bank'`);
    await createIndividual({
      ds_firstname: 'Pia',
      ds_lastname: 'Kern',
      ds_mail: 'pia@example.org',
      partner,
    }).expect(201);
    const [row] = await sql(
      `SELECT partner_organization_id FROM individuals WHERE email = 'pia@example.org'`,
    );
    expect(row.partner_organization_id).toBe(partner);
    const [{ id: foreign }] = await sql(`SELECT id FROM organizations WHERE name = 'Riverton Arts Council'`);
    const res = await createIndividual({
      ds_firstname: 'Pia',
      ds_lastname: 'Kern',
      ds_mail: 'pia2@example.org',
      partner: foreign,
    }).expect(422);
    expect(res.body).toMatchObject({ code: 'partnerNotFound' });
  });

  it('is closed on the health-exchange instance (483) with 403 signupClosed', async () => {
    const res = await createIndividual(
      { ds_firstname: 'Ana', ds_lastname: 'Lima', ds_mail: 'ana@example.org' },
      483,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'signupClosed',
      message: 'Sign-up is not offered on this instance',
    });
  });

  it('is closed where the instance takes no individual sign-ups (344)', async () => {
    await createIndividual(
      { ds_firstname: 'Ana', ds_lastname: 'Lima', ds_mail: 'ana@example.org' },
      344,
    ).expect(403);
  });

  it('answers an unknown instance with 404 instanceNotFound', async () => {
    await createIndividual(
      { ds_firstname: 'Ana', ds_lastname: 'Lima', ds_mail: 'ana@example.org' },
      9999,
    ).expect(404);
  });
});

describe('business register', () => {
  it('creates the user and the business, then the create-login link signs them in', async () => {
    const res = await createBusiness({
      business_name: 'Kite Repair Co',
      email: 'kites@example.org',
      ds_addressline1: '1 Wind Way',
    });
    expect(res.status).toBe(201);
    await createLogin('kites@example.org', 'Kite-Flying-4');
    const token = (await login(t, 'kites@example.org', 'Kite-Flying-4').expect(200)).body.token;
    const [account] = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
    expect(account).toMatchObject({
      accountType: 'business',
      ds_companyname: 'Kite Repair Co',
      name: 'Kite Repair Co',
    });
  });

  it('finds the accounts under an email (search-account)', async () => {
    const res = await t.http
      .get('/api/search-account')
      .query({ email: 'KITES@example.org', instance: 'springfield' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      businesses: [{ cd_business: expect.any(Number), ds_companyname: 'Kite Repair Co' }],
      userExists: true,
    });
    const none = await t.http
      .get('/api/search-account')
      .query({ email: 'none@example.org', instance: 'springfield' });
    expect(none.body).toEqual({ businesses: [], userExists: false });
  });

  it('answers a second register with the same email with 409 accountExists and the matching accounts', async () => {
    const res = await createBusiness({ business_name: 'Kite Repair Two', email: 'kites@example.org' }).expect(
      409,
    );
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'accountExists',
      message: 'An account with this email already exists',
      businesses: [{ cd_business: expect.any(Number), ds_companyname: 'Kite Repair Co' }],
      userExists: true,
    });
  });

  it('adds the business to a user who already signs in, and tells them so', async () => {
    await createBusiness({ business_name: 'Garcia Catering', email: 'applicant@springfield.example' }).expect(
      201,
    );
    expect((await lastMessageTo(t.dataSource, 'applicant@springfield.example')).body).toContain(
      'is now on your login',
    );
    const token = (await login(t, 'applicant@springfield.example').expect(200)).body.token;
    const accounts = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
    expect(accounts.map((a: { accountType: string }) => a.accountType).sort()).toEqual([
      'business',
      'individual',
    ]);
    await login(t, 'applicant@springfield.example', DEMO_PASSWORD).expect(200);
  });

  it.each([
    [{ email: 'b@example.org' }, 'business_name', 'fieldRequired', 'The field Business name is required'],
    [
      { business_name: 'B'.repeat(101), email: 'b@example.org' },
      'business_name',
      'fieldMaxLength',
      'Business name must be at most 100 characters',
    ],
    [{ business_name: 'Bee Co', email: 'bee' }, 'email', 'fieldMailInvalid', 'Invalid Email'],
  ])('refuses %j with %s %s', async (body, field, code, message) => {
    const res = await createBusiness(body).expect(422);
    expect(res.body.errors[0]).toEqual({ field, code, message });
  });

  it('is closed on the health-exchange instance (483), search included', async () => {
    await createBusiness({ business_name: 'Bee Co', email: 'bee@example.org' }, 483).expect(403);
    const res = await t.http
      .get('/api/search-account')
      .query({ email: 'bee@example.org', instance: 'healthexchange' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('signupClosed');
  });
});

describe('languages', () => {
  it('lists about 50 languages with code, code3, direction, bold and order', async () => {
    const res = await t.http.get('/api/languages').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(50);
    expect(res.body[0]).toEqual({
      language: 'English',
      code: 'en',
      code3: 'eng',
      direction: 'ltr',
      bold: true,
      order: 1,
    });
    expect(res.body.find((l: { code: string }) => l.code === 'ar')).toMatchObject({ direction: 'rtl' });
    expect(new Set(res.body.map((l: { code: string }) => l.code)).size).toBe(res.body.length);
  });

  it('offers only es, vi, ko, en and zh-TW on the health-exchange instance (483)', async () => {
    const res = await t.http.get('/api/languages').query({ instance: 'healthexchange' }).expect(200);
    expect(res.body.map((l: { code: string }) => l.code).sort()).toEqual(['en', 'es', 'ko', 'vi', 'zh-TW']);
  });

  it('reads the instance from the host', async () => {
    const res = await t.http.get('/api/languages').set('host', 'healthexchange.localhost').expect(200);
    expect(res.body).toHaveLength(5);
  });

  it('answers an unknown instance with 404 instanceNotFound', async () => {
    const res = await t.http.get('/api/languages').query({ instance: 'atlantis' }).expect(404);
    expect(res.body.code).toBe('instanceNotFound');
  });
});
