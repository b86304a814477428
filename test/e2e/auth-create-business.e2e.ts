// Create business (access spec §7 "Create business | POST create-business/instance/{id}", its body not shown):
// a signed-in business user opens another business account for themselves on their instance.
import { jest } from '@jest/globals';
import { useTestApp } from '../support/test-app.js';
import { bearer, keyOf, sessionToken, unthrottled } from './auth-support.js';

jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);
const createBusiness = (token: string, instanceId: number, body: Record<string, unknown>) =>
  t.http.post(`/api/create-business/instance/${instanceId}`).set(bearer(token)).send(body);
const owner = () => sessionToken(t, 'owner@springfield.example');

describe('create-business', () => {
  it('opens another business account for the signed-in business user: 201 with the account as listed', async () => {
    const token = await owner();
    const res = await createBusiness(token, 100, {
      business_name: 'Haddad Catering',
      ds_addressline1: '14 Elm Street',
      ds_addressline2: 'Springfield',
    }).expect(201);
    expect(res.body).toMatchObject({
      cd_entitytype: 1,
      cd_instance: 100,
      cd_community_entity_type: 1,
      name: 'Haddad Catering',
      ds_companyname: 'Haddad Catering',
      hasName: true,
      accountType: 'business',
      accountTypeTranslation: 'Business',
      ic_active: true,
    });
    const accounts = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
    expect(accounts.map((a: { name: string }) => a.name).sort()).toEqual([
      'Haddad Catering',
      'Haddad Family Bakery',
    ]);
    const [business] = await sql(
      'SELECT company_name, email, address_line1, address_line2 FROM businesses WHERE id = $1',
      [res.body.cd_entity],
    );
    expect(business).toEqual({
      company_name: 'Haddad Catering',
      email: 'owner@springfield.example',
      address_line1: '14 Elm Street',
      address_line2: 'Springfield',
    });
  });

  it('leaves the new account ready to switch to from the business session', async () => {
    const token = await owner();
    const created = (await createBusiness(token, 100, { business_name: 'Haddad Deliveries' }).expect(201))
      .body;
    const res = await t.http.post('/api/users/switch').set(bearer(token)).send(keyOf(created)).expect(200);
    const me = (await t.http.get('/api/users/me').set(bearer(res.body.token)).expect(200)).body;
    expect(me).toMatchObject({ id_entity: created.cd_entity, accountType: 'Business' });
  });

  it('names the company by ds_companyname when it differs from business_name', async () => {
    const token = await owner();
    const res = await createBusiness(token, 100, {
      business_name: 'Haddad Pastry',
      ds_companyname: 'Haddad Pastry LLC',
    }).expect(201);
    expect(res.body.ds_companyname).toBe('Haddad Pastry LLC');
  });

  it('refuses the same company twice with 409 businessExists', async () => {
    const token = await owner();
    const res = await createBusiness(token, 100, { business_name: 'Haddad Family Bakery' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'businessExists',
      message: 'You already hold a business account of this name here',
    });
  });

  it("refuses another instance's id with 403 wrongInstance", async () => {
    const res = await createBusiness(await owner(), 318, { business_name: 'Haddad Riverton' }).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'wrongInstance',
      message: 'A business is added on the instance you are signed in to',
    });
  });

  it('refuses where business sign-up is closed with 403 signupClosed', async () => {
    await sql('UPDATE instances SET sign_up_business = false WHERE id = 100');
    try {
      const res = await createBusiness(await owner(), 100, { business_name: 'Haddad Closed' }).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'signupClosed',
        message: 'Sign-up is not offered on this instance',
      });
    } finally {
      await sql('UPDATE instances SET sign_up_business = true WHERE id = 100');
    }
  });

  it('is for business accounts: individual and government sessions get 403, a signed-out caller 401', async () => {
    const individual = await sessionToken(t, 'applicant@springfield.example');
    await createBusiness(individual, 100, { business_name: 'Garcia Co' }).expect(403);
    const government = await sessionToken(t, 'admin@springfield.example');
    await createBusiness(government, 100, { business_name: 'City Co' }).expect(403);
    await t.http.post('/api/create-business/instance/100').send({ business_name: 'Anyone Co' }).expect(401);
  });

  it('holds the business name to the register rules: required, at most 100 characters', async () => {
    const token = await owner();
    const empty = await createBusiness(token, 100, { business_name: '  ' }).expect(422);
    expect(empty.body).toEqual({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field Business name is required',
      errors: [
        { field: 'business_name', code: 'fieldRequired', message: 'The field Business name is required' },
      ],
    });
    const long = await createBusiness(token, 100, { business_name: 'x'.repeat(101) }).expect(422);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'business_name' })]);
  });

  it("refuses a partner that is not one of the instance's organizations with 422 partnerNotFound", async () => {
    const res = await createBusiness(await owner(), 100, {
      business_name: 'Haddad Partnered',
      cd_community_entity_partner: 999_999,
    }).expect(422);
    expect(res.body).toMatchObject({ code: 'partnerNotFound', message: 'Unknown partner' });
  });

  it('takes a null partner as none, like a partner left out (a 500 before)', async () => {
    const res = await createBusiness(await owner(), 100, {
      business_name: 'Haddad Unpartnered',
      cd_community_entity_partner: null,
    }).expect(201);
    const [business] = await sql('SELECT partner_organization_id FROM businesses WHERE id = $1', [
      res.body.cd_entity,
    ]);
    expect(business).toEqual({ partner_organization_id: null });
  });

  it('refuses the fields of the user (email, captcha) with 422 unknownField', async () => {
    const res = await createBusiness(await owner(), 100, {
      business_name: 'Haddad Mail',
      email: 'someone@else.example',
    }).expect(422);
    expect(res.body).toMatchObject({ code: 'unknownField', message: 'The field email is not allowed' });
  });
});
