// Find user (access spec §7: POST find-user {ds_mail, cd_instance} → {ds_companyname}): the company of the
// business account an email signs in to, the same answer for everyone else, rate-limited like find-login.
import { jest } from '@jest/globals';
import { useTestApp } from '../support/test-app.js';

jest.setTimeout(60_000);
// A low per-login-id limit, so that the limit can be reached; each other test asks for an email few times.
const t = useTestApp({
  env: { PORCHLIGHT_RATE_LIMIT_ADDRESS: '100000', PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '5' },
  startTimeout: 300_000,
});

const findUser = (body: Record<string, unknown>) => t.http.post('/api/find-user').send(body);

describe('find-user', () => {
  it('answers the company of the business account the email signs in to on the instance', async () => {
    const res = await findUser({ ds_mail: 'owner@springfield.example', cd_instance: 100 }).expect(200);
    expect(res.body).toEqual({ ds_companyname: 'Haddad Family Bakery' });
  });

  it('reads the email as sign-in does: any case, spaces around it', async () => {
    const res = await findUser({ ds_mail: '  Owner@Springfield.EXAMPLE ', cd_instance: 100 }).expect(200);
    expect(res.body).toEqual({ ds_companyname: 'Haddad Family Bakery' });
  });

  it('gives the same null to an unknown email, a person without a business there and a business elsewhere', async () => {
    const answers = await Promise.all(
      [
        { ds_mail: 'nobody-at-all@springfield.example', cd_instance: 100 },
        { ds_mail: 'applicant@springfield.example', cd_instance: 100 },
        { ds_mail: 'multi@porchlight.example', cd_instance: 483 },
      ].map(async (body) => {
        const res = await findUser(body);
        return { status: res.status, body: res.body };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ds_companyname: null } });
  });

  it('does not answer for a deactivated business account', async () => {
    const multiBusiness = `user_id = (SELECT id FROM users WHERE email = 'multi@porchlight.example')
                           AND entity_type = 1`;
    await findUser({ ds_mail: 'multi@porchlight.example', cd_instance: 100 }).expect(200, {
      ds_companyname: 'Santos Consulting',
    });
    await t.dataSource.query(`UPDATE accounts SET active = false WHERE ${multiBusiness}`);
    try {
      const res = await findUser({ ds_mail: 'multi@porchlight.example', cd_instance: 100 }).expect(200);
      expect(res.body).toEqual({ ds_companyname: null });
    } finally {
      await t.dataSource.query(`UPDATE accounts SET active = true WHERE ${multiBusiness}`);
    }
  });

  it('requires the email (fieldMailEmpty) and a valid one (fieldMailInvalid)', async () => {
    const empty = await findUser({ ds_mail: ' ', cd_instance: 100 }).expect(422);
    expect(empty.body).toEqual({
      statusCode: 422,
      code: 'fieldMailEmpty',
      message: 'The field Email is required',
      errors: [{ field: 'ds_mail', code: 'fieldMailEmpty', message: 'The field Email is required' }],
    });
    const invalid = await findUser({ ds_mail: 'not-an-email', cd_instance: 100 }).expect(422);
    expect(invalid.body).toMatchObject({ code: 'fieldMailInvalid', message: 'Invalid Email' });
  });

  it('requires cd_instance, a number', async () => {
    const res = await findUser({ ds_mail: 'owner@springfield.example' }).expect(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'cd_instance' })]);
  });

  it('answers 404 instanceNotFound for an unknown instance', async () => {
    const res = await findUser({ ds_mail: 'someone@springfield.example', cd_instance: 999 }).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'instanceNotFound',
      message: 'No instance has this name',
    });
  });

  it('is rate-limited per email like find-login: 429 tooManyRequests past the limit, in any case', async () => {
    const mail = 'limited@springfield.example';
    for (let i = 0; i < 5; i += 1) {
      await findUser({ ds_mail: i % 2 ? mail.toUpperCase() : mail, cd_instance: 100 }).expect(200);
    }
    const res = await findUser({ ds_mail: mail, cd_instance: 100 }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'tooManyRequests',
      message: 'Too many requests; please wait a minute and try again',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await findUser({ ds_mail: 'other@springfield.example', cd_instance: 100 }).expect(200);
  });
});
