import { jest } from '@jest/globals';
import { useTestApp } from '../support/test-app.js';
import {
  bearer,
  DEMO_PASSWORD,
  lastCodeTo,
  lastLinkTokenTo,
  lastMessageTo,
  login,
  sessionToken,
  unthrottled,
} from './auth-support.js';

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);
const outboxCount = async () => Number((await sql('SELECT count(*)::int AS n FROM outbox_messages'))[0].n);

const findLogin = (loginId: string, instance = 'springfield') =>
  t.http.post('/api/auth/find-login').send({ loginId, instance });

/** find-login, a change_password code, and its operation token. */
async function resetTokenFor(loginId: string, contact = loginId, mfaChannel?: string): Promise<string> {
  const found = await findLogin(loginId).expect(200);
  const request = await t.http
    .post('/api/auth/mfa/request')
    .set(bearer(found.body.token))
    .send({ operation: 'change_password', ...(mfaChannel ? { mfaChannel } : {}) })
    .expect(200);
  const code = await lastCodeTo(t.dataSource, contact);
  const verified = await t.http
    .post('/api/auth/mfa/verify')
    .set(bearer(found.body.token))
    .send({ operationId: request.body.operationId, code })
    .expect(200);
  return verified.body.token;
}

const setPassword = (token: string, password: string, password_confirmation = password) =>
  t.http.post('/api/auth/set-password').set(bearer(token)).send({ password, password_confirmation });

describe('find-login', () => {
  it('finds a login by email: an MFA token, its channels and the masked contact', async () => {
    const res = await findLogin('applicant@springfield.example').expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      mfa_channel: 'email',
      contact: 'a***@springfield.example',
    });
  });

  it("finds a login by phone, with the user's channels joined by a pipe", async () => {
    const res = await findLogin('(555) 555-0123').expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      mfa_channel: 'phone|call',
      contact: '(***) ***-0123',
    });
  });

  it('answers {reason: not_found} for an unknown login id', async () => {
    const res = await findLogin('nobody@springfield.example').expect(200);
    expect(res.body).toEqual({ reason: 'not_found' });
  });

  it('answers not_found for a login without an account on this instance', async () => {
    const res = await findLogin('reviewer@riverton.example').expect(200);
    expect(res.body).toEqual({ reason: 'not_found' });
  });

  it.each(['program_not_opened_yet', 'not_enough_budget_for_login', 'program_closed'])(
    'answers {reason: %s} when the instance program says so',
    async (status) => {
      await sql('UPDATE instances SET access_status = $1 WHERE id = 100', [status]);
      try {
        const res = await findLogin('applicant@springfield.example').expect(200);
        expect(res.body).toEqual({ reason: status });
      } finally {
        await sql(`UPDATE instances SET access_status = 'open' WHERE id = 100`);
      }
    },
  );

  it('refuses a missing login id with 422 fieldRequired', async () => {
    const res = await t.http.post('/api/auth/find-login').send({ instance: 'springfield' }).expect(422);
    expect(res.body).toMatchObject({ code: 'fieldRequired', message: 'The field Login id is required' });
  });
});

describe('reset by code: find-login through to a new password', () => {
  it('resets the password and signs in with the new one (the old one no longer works)', async () => {
    const who = 'applicant@springfield.example';
    const token = await resetTokenFor(who);
    await setPassword(token, 'Fresh-Start-22').expect(204);
    await login(t, who, 'Fresh-Start-22').expect(200);
    await login(t, who, DEMO_PASSWORD).expect(401);
  });

  it('uses an operation token once', async () => {
    const who = 'james.okoye@residents.example';
    const token = await resetTokenFor(who);
    await setPassword(token, 'Fresh-Start-22').expect(204);
    const res = await setPassword(token, 'Fresh-Start-33').expect(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it('tells the client a user without a password creates a login instead', async () => {
    const who = 'newcomer@springfield.example';
    const found = await findLogin(who).expect(200);
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password' })
      .expect(200);
    const code = await lastCodeTo(t.dataSource, who);
    const verified = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(found.body.token))
      .send({ operationId: request.body.operationId, code })
      .expect(200);
    expect(verified.body).toEqual({ token: expect.any(String), createLogin: true });
    await setPassword(verified.body.token, 'First-Login-9').expect(204);
    await login(t, who, 'First-Login-9').expect(200);
  });

  it('calls a phone user when asked (the voice channel), and texts by default', async () => {
    const found = await findLogin('+15555550123').expect(200);
    await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password', mfaChannel: 'call' })
      .expect(200);
    expect((await lastMessageTo(t.dataSource, '+15555550123')).channel).toBe('voice');
    await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password' })
      .expect(200);
    expect((await lastMessageTo(t.dataSource, '+15555550123')).channel).toBe('sms');
  });

  it('refuses a channel the MFA token does not allow with Authentication failed', async () => {
    const found = await findLogin('applicant@springfield.example').expect(200);
    const res = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password', mfaChannel: 'phone' })
      .expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'authenticationFailed',
      message: 'Authentication failed',
    });
  });

  it('refuses a wrong code with 401 Authentication failed', async () => {
    const found = await findLogin('aisha.bello@residents.example').expect(200);
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password' })
      .expect(200);
    const code = await lastCodeTo(t.dataSource, 'aisha.bello@residents.example');
    const res = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(found.body.token))
      .send({ operationId: request.body.operationId, code: code === '000000' ? '111111' : '000000' })
      .expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'authenticationFailed',
      message: 'Authentication failed',
    });
  });

  it('takes only an MFA or session token for a code (a login token gives 401)', async () => {
    const token = (await login(t, 'owner@springfield.example').expect(200)).body.token;
    await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(token))
      .send({ operation: 'change_password' })
      .expect(401);
    await t.http.post('/api/auth/mfa/request').send({ operation: 'change_password' }).expect(401);
  });
});

describe('password rules (access spec §5), each with its exact message', () => {
  let token: string;

  beforeAll(async () => {
    token = await resetTokenFor('sofia.rossi@residents.example');
  });

  it.each([
    ['', '', 'password', 'fieldRequired', 'The field Password is required'],
    ['Ab1!', 'Ab1!', 'password', 'passwordLength', 'Use 7 characters minimum'],
    ['abcdef1!', 'abcdef1!', 'password', 'passwordUppercase', 'Include at least one uppercase letter'],
    ['ABCDEF1!', 'ABCDEF1!', 'password', 'passwordLowercase', 'Include at least one lowercase letter'],
    ['Abcdefg!', 'Abcdefg!', 'password', 'passwordDigit', 'Include at least one number'],
    ['Abcdefg1', 'Abcdefg1', 'password', 'passwordSpecial', 'Include at least one special character'],
    ['Abcdef1!', '', 'password_confirmation', 'passwordConfirmRequired', 'Please confirm your password!'],
    ['Abcdef1!', 'Abcdef1?', 'password_confirmation', 'passwordMismatch', 'The passwords do not match'],
  ])(
    'create login / reset by code: %j (confirm %j) gives %s %s',
    async (password, confirm, field, code, message) => {
      const res = await setPassword(token, password, confirm).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, code, message });
      expect(res.body.errors[0]).toEqual({ field, code, message });
    },
  );

  it('takes 7 characters with every class when creating a login', async () => {
    await setPassword(token, 'Abcde1!').expect(204);
    await login(t, 'sofia.rossi@residents.example', 'Abcde1!').expect(200);
  });

  it('refuses the current password again with 422 usedOrWeakPassword', async () => {
    const again = await resetTokenFor('sofia.rossi@residents.example');
    const res = await setPassword(again, 'Abcde1!').expect(422);
    expect(res.body).toMatchObject({
      code: 'usedOrWeakPassword',
      message: 'This password has been used before or is too weak. Please choose a different password.',
    });
  });

  describe('change password while signed in', () => {
    const who = 'linh.tran@residents.example';
    let session: string;

    beforeAll(async () => {
      session = await sessionToken(t, who);
    });

    const change = (current_password: string, password: string, password_confirmation: string) =>
      t.http
        .post('/api/users/change-password')
        .set(bearer(session))
        .send({ current_password, password, password_confirmation });

    it.each([
      [
        '',
        'New-Pass-1',
        'New-Pass-1',
        'current_password',
        'fieldRequired',
        'The field Current password is required',
      ],
      [DEMO_PASSWORD, '', '', 'password', 'fieldRequired', 'The field Password is required'],
      [DEMO_PASSWORD, 'Ab1!x', 'Ab1!x', 'password', 'passwordLength', 'Use 8 characters minimum'],
      [
        DEMO_PASSWORD,
        'abcdefgh1',
        'abcdefgh1',
        'password',
        'passwordThreeOfFour',
        'Include at least three of the following: lowercase letters, uppercase letters, numbers, special characters',
      ],
      [
        DEMO_PASSWORD,
        'New-Pass-1',
        '',
        'password_confirmation',
        'fieldRequired',
        'The field Confirm password is required',
      ],
      [
        DEMO_PASSWORD,
        'New-Pass-1',
        'New-Pass-2',
        'password_confirmation',
        'passwordMismatch',
        'The passwords do not match',
      ],
      [
        'Not-The-One-1',
        'New-Pass-1',
        'New-Pass-1',
        'current_password',
        'currentPasswordIncorrect',
        'The current password is incorrect',
      ],
    ])(
      'current %j, new %j, confirm %j gives %s %s %s',
      async (current, password, confirm, field, code, message) => {
        const res = await change(current, password, confirm).expect(422);
        expect(res.body).toMatchObject({ statusCode: 422, code, message });
        expect(res.body.errors[0]).toEqual({ field, code, message });
      },
    );

    it('refuses the same password with usedOrWeakPassword', async () => {
      const res = await change(DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD).expect(422);
      expect(res.body.code).toBe('usedOrWeakPassword');
    });

    it('changes it (three of four classes, 8 characters): {result: true}; other sessions end, this one stays', async () => {
      const other = await sessionToken(t, who);
      const res = await change(DEMO_PASSWORD, 'newpass-2024', 'newpass-2024').expect(200);
      expect(res.body).toEqual({ result: true });
      await t.http.get('/api/users/me').set(bearer(session)).expect(200);
      await t.http.get('/api/users/me').set(bearer(other)).expect(401);
      await login(t, who, 'newpass-2024').expect(200);
    });
  });
});

describe('change login id', () => {
  const who = 'owner@springfield.example';

  async function mfaToken() {
    return (await findLogin(who).expect(200)).body.token as string;
  }

  it('refuses a login id another user holds with 409 loginIdInUse, before sending anything', async () => {
    const before = await outboxCount();
    const res = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(await mfaToken()))
      .send({ operation: 'change_login_id', newLoginId: 'admin@springfield.example' })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'loginIdInUse',
      message: 'This login id is already in use',
    });
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a new login id that is neither an email nor a phone with 422', async () => {
    const res = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(await mfaToken()))
      .send({ operation: 'change_login_id', newLoginId: 'not a login' })
      .expect(422);
    expect(res.body).toMatchObject({ code: 'loginIdInvalid' });
  });

  it('proves the new id with a code sent to it, changes it, and hands a create-login token', async () => {
    const mfa = await mfaToken();
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(mfa))
      .send({ operation: 'change_login_id', newLoginId: 'Omar.New@Springfield.example' })
      .expect(200);
    const code = await lastCodeTo(t.dataSource, 'omar.new@springfield.example');
    const verified = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(mfa))
      .send({ operationId: request.body.operationId, code })
      .expect(200);
    const other = await t.http
      .post('/api/forward-auth/account/change-login-id')
      .set(bearer(verified.body.token))
      .send({ newLoginId: 'someone.else@springfield.example' })
      .expect(422);
    expect(other.body.code).toBe('loginIdMismatch');
    const changed = await t.http
      .post('/api/forward-auth/account/change-login-id')
      .set(bearer(verified.body.token))
      .send({ newLoginId: 'omar.new@springfield.example' })
      .expect(200);
    expect(changed.body).toEqual({ token: expect.any(String), newLoginChanged: true });
    await setPassword(changed.body.token, 'Moved-In-7').expect(204);
    await login(t, 'omar.new@springfield.example', 'Moved-In-7').expect(200);
    await login(t, who, 'Moved-In-7').expect(401);
  });

  it('answers 409 loginIdInUse when the id was taken between the code and the change', async () => {
    const who2 = 'hello@greenleafgrocers.example';
    const mfa = (await findLogin(who2).expect(200)).body.token;
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(mfa))
      .send({ operation: 'change_login_id', newLoginId: 'taken.later@springfield.example' })
      .expect(200);
    const code = await lastCodeTo(t.dataSource, 'taken.later@springfield.example');
    const verified = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(mfa))
      .send({ operationId: request.body.operationId, code })
      .expect(200);
    await sql(
      `UPDATE users SET email = 'taken.later@springfield.example' WHERE email = 'office@brightstartdaycare.example'`,
    );
    const res = await t.http
      .post('/api/forward-auth/account/change-login-id')
      .set(bearer(verified.body.token))
      .send({ newLoginId: 'taken.later@springfield.example' })
      .expect(409);
    expect(res.body.code).toBe('loginIdInUse');
  });

  it('works from profile settings with the session token', async () => {
    const session = await sessionToken(t, 'david.cohen@residents.example');
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(session))
      .send({ operation: 'change_login_id', newLoginId: '(555) 555-0177' })
      .expect(200);
    const code = await lastCodeTo(t.dataSource, '+15555550177');
    expect((await lastMessageTo(t.dataSource, '+15555550177')).channel).toBe('sms');
    const verified = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(session))
      .send({ operationId: request.body.operationId, code })
      .expect(200);
    await t.http
      .post('/api/forward-auth/account/change-login-id')
      .set(bearer(verified.body.token))
      .send({ newLoginId: '555-555-0177' })
      .expect(200);
    await t.http
      .post('/api/users/login-v2')
      .send({ phone: '5555550177', password: DEMO_PASSWORD, instance: 'springfield' })
      .expect(200);
  });
});

describe('reset by emailed link (older layout)', () => {
  const who = 'supervisor@springfield.example';

  const createToken = (ds_mail: string, instance = 'springfield') =>
    t.http.post('/api/create-token').send({ ds_mail, instance });

  it('answers 204 for an unknown mail and sends nothing', async () => {
    const before = await outboxCount();
    const res = await createToken('nobody@springfield.example').expect(204);
    expect(res.text).toBe('');
    expect(await outboxCount()).toBe(before);
  });

  it('answers the same 204 for a known mail and emails a single-use link', async () => {
    const before = await outboxCount();
    const res = await createToken(who).expect(204);
    expect(res.text).toBe('');
    expect(await outboxCount()).toBe(before + 1);
    const message = await lastMessageTo(t.dataSource, who);
    expect(message.body).toMatch(/http:\/\/springfield\.localhost:\d+\/resetpassword\?token=[\w-]+/);
  });

  it('validates the link, refuses weak passwords as usedOrWeakPassword, sets a good one once', async () => {
    await createToken(who).expect(204);
    const token = await lastLinkTokenTo(t.dataSource, who);
    const { body } = await t.http.get(`/api/validate-token/${token}`).expect(200);
    const [{ id }] = await sql('SELECT id FROM users WHERE email = $1', [who]);
    expect(body).toEqual({ id });

    const short = await t.http
      .patch('/api/update-password')
      .send({ ds_token: token, ds_password: 'Ab1!' })
      .expect(422);
    expect(short.body).toMatchObject({
      code: 'usedOrWeakPassword',
      message: 'This password has been used before or is too weak. Please choose a different password.',
    });
    expect(short.body.message).toContain('weak');
    expect(short.body.errors).toEqual([
      { field: 'ds_password', code: 'passwordLength', message: 'Use 8 characters minimum' },
    ]);
    const twoClasses = await t.http
      .patch('/api/update-password')
      .send({ ds_token: token, ds_password: 'abcdefgh1' })
      .expect(422);
    expect(twoClasses.body.errors).toEqual([
      {
        field: 'ds_password',
        code: 'passwordThreeOfFour',
        message:
          'Include at least three of the following: lowercase letters, uppercase letters, numbers, special characters',
      },
    ]);
    const same = await t.http
      .patch('/api/update-password')
      .send({ ds_token: token, ds_password: DEMO_PASSWORD })
      .expect(422);
    expect(same.body.code).toBe('usedOrWeakPassword');

    await t.http
      .patch('/api/update-password')
      .send({ ds_token: token, ds_password: 'Linked-Reset-8' })
      .expect(204);
    await login(t, who, 'Linked-Reset-8').expect(200);

    const used = await t.http.get(`/api/validate-token/${token}`).expect(404);
    expect(used.body).toEqual({
      statusCode: 404,
      code: 'tokenNotFound',
      message: 'This link is not valid or has expired',
    });
    await t.http
      .patch('/api/update-password')
      .send({ ds_token: token, ds_password: 'Linked-Reset-9' })
      .expect(404);
  });

  it('refuses an expired link with 404', async () => {
    await createToken(who).expect(204);
    const token = await lastLinkTokenTo(t.dataSource, who);
    await sql(`UPDATE operation_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    await t.http.get(`/api/validate-token/${token}`).expect(404);
  });

  it('answers an unknown token with 404', async () => {
    await t.http.get('/api/validate-token/no-such-token').expect(404);
  });

  it('is closed on the health-exchange instance (483): 403 resetClosed', async () => {
    const res = await createToken('resident@healthexchange.example', 'healthexchange').expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'resetClosed',
      message: 'Password reset by link is not offered on this instance',
    });
  });
});

/** A new Springfield individual signed up through the API, and the token of their emailed create-login link. */
async function signedUp(tag: string): Promise<{ email: string; linkToken: string }> {
  const email = `${tag}-${Date.now().toString(36)}@residents.example`;
  await t.http
    .post('/api/create-individual/instance/100')
    .send({ ds_firstname: 'Fresh', ds_lastname: 'Tester', ds_mail: email })
    .expect(201);
  return { email, linkToken: await lastLinkTokenTo(t.dataSource, email) };
}

describe('the login id a set-password token is for (create login shows it as verified)', () => {
  it('answers the login id of an emailed create-login link: {loginId}', async () => {
    const { email, linkToken } = await signedUp('link-owner');
    const res = await t.http.get('/api/auth/login-id').set(bearer(linkToken)).expect(200);
    expect(res.body).toEqual({ loginId: email });
  });

  it('answers the login id of a reset by code', async () => {
    const token = await resetTokenFor('aisha.bello@residents.example');
    const res = await t.http.get('/api/auth/login-id').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ loginId: 'aisha.bello@residents.example' });
  });

  it('answers 401 once the token has set its password, and for no token', async () => {
    const { linkToken } = await signedUp('link-spent');
    await setPassword(linkToken, 'First-Login-9').expect(204);
    const res = await t.http.get('/api/auth/login-id').set(bearer(linkToken)).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
    await t.http.get('/api/auth/login-id').expect(401);
  });
});

describe('a new login id must differ from the current one', () => {
  it.each([
    ['the same email', (email: string) => email],
    ['the same email in capitals', (email: string) => email.toUpperCase()],
  ])('refuses %s with 422 loginIdUnchanged, before sending anything', async (_, newLoginId) => {
    const { email } = await signedUp('same-id');
    const found = await findLogin(email).expect(200);
    const before = await outboxCount();
    const res = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_login_id', newLoginId: newLoginId(email) })
      .expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'loginIdUnchanged',
      message: 'This is already your login id',
      errors: [{ field: 'newLoginId', code: 'loginIdUnchanged', message: 'This is already your login id' }],
    });
    expect(await outboxCount()).toBe(before);
  });

  it("refuses the user's own phone as a new login id", async () => {
    const session = await sessionToken(t, '+15555550123');
    const res = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(session))
      .send({ operation: 'change_login_id', newLoginId: '(555) 555-0123' })
      .expect(422);
    expect(res.body.code).toBe('loginIdUnchanged');
  });
});

describe('consent to texts and calls is for texts and calls only', () => {
  it('sends a recovery code by email with no consent asked or recorded', async () => {
    const { email } = await signedUp('email-code');
    const found = await findLogin(email).expect(200);
    expect(found.body.mfa_channel).toBe('email');
    await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(found.body.token))
      .send({ operation: 'change_password', mfaChannel: 'email' })
      .expect(200);
    expect((await lastMessageTo(t.dataSource, email)).channel).toBe('email');
  });
});
