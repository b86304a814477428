import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { useTestApp } from '../support/test-app.js';
import { bearer, keyOf, lastCodeTo, loginToken, sessionToken, unthrottled } from './auth-support.js';

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

type Account = Record<string, unknown> & { cd_entitytype: number; cd_instance: number };

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, number | string>;

async function accountsOf(token: string): Promise<Account[]> {
  return (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
}

const AUTH_FAILED = { statusCode: 401, code: 'authenticationFailed', message: 'Authentication failed' };

/** Opens a session on one account (`key`) with a login token. */
const sessionV2 = (token: string, key: Record<string, unknown>) =>
  t.http.post('/api/users/session-v2').set(bearer(token)).send(key);
/** The MFA calls of one account (`key`) under a login or session token. */
const mfaSend = (token: string, key: Record<string, unknown>, channel = 'email') =>
  t.http
    .post('/api/mfa/send')
    .set(bearer(token))
    .send({ ...key, channel });
const mfaVerify = (token: string, key: Record<string, unknown>, code: string) =>
  t.http
    .post('/api/mfa/verify')
    .set(bearer(token))
    .send({ ...key, code });

describe('one account: login → accounts → session → me', () => {
  it('lists the account with every Account field of the access spec §3', async () => {
    const token = await loginToken(t, 'admin@springfield.example');
    const accounts = await accountsOf(token);
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    // A government account shows its instance's logo.
    const [{ logo_url: logo }] = await sql('SELECT logo_url FROM instances WHERE id = 100');
    expect(account).toEqual({
      cd_user: expect.any(Number),
      cd_entity: expect.any(Number),
      cd_entitytype: 3,
      cd_instance: 100,
      cd_community_entity: null,
      cd_community_entity_type: null,
      name: 'Springfield Department of Human Services',
      instanceName: 'City of Springfield',
      subdomain: 'springfield',
      hasName: true,
      logo,
      useFwpDomain: false,
      ic_active: true,
      icShowInactiveInstances: false,
      accountType: 'government',
      accountTypeTranslation: 'Government',
      instanceProgramType: 'other',
      instance: {
        ds_name: 'City of Springfield',
        ds_logo: logo,
        ds_portal_url: null,
        ds_program_type: 'other',
        use_fwp_domain: false,
        ic_active: true,
      },
      government: { ds_name: 'Springfield Department of Human Services' },
    });
  });

  it('opens a session of 30 minutes on it and answers /me with the session user of §3', async () => {
    const token = await loginToken(t, 'admin@springfield.example');
    const [account] = await accountsOf(token);
    const res = await sessionV2(token, keyOf(account)).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = claimsOf(res.body.token);
    expect(claims).toMatchObject({ typ: 'session', ins: 100 });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
    const me = (await t.http.get('/api/users/me').set(bearer(res.body.token)).expect(200)).body;
    expect(me).toEqual({
      id: account.cd_user,
      id_entity: account.cd_entity,
      id_entity_type: 3,
      cd_instance: 100,
      instanceFeatures: [],
      cd_community_entity_type: null,
      roles: [99],
      profile: {
        ds_mail: 'admin@springfield.example',
        ds_username: 'admin@springfield.example',
        ds_firstname: 'Alex',
        ds_lastname: 'Morgan',
        cd_entitytype: 3,
      },
      accountType: 'Government',
      accountTypeTranslation: 'Government',
      ic_show_inactive_instances: false,
      accounts: [account],
      email: 'admin@springfield.example',
      default_lang: 'en',
      landingRoute: '/reports',
    });
  });

  it('keeps a login token out of signed-in calls', async () => {
    const token = await loginToken(t, 'admin@springfield.example');
    const res = await t.http.get('/api/users/me').set(bearer(token)).expect(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it.each([
    ['reviewer@riverton.example', 'riverton', 'Reviewer', '/reports'],
    ['subscriber@services.example', 'services', 'Subscriber', '/subscriptions'],
    ['applicant@springfield.example', 'springfield', 'Individual', '/resources'],
    ['owner@springfield.example', 'springfield', 'Business', '/resources'],
    ['demo@ideas.example', 'ideas', 'Demo', '/v2/ai-tools/generate-ideas'],
    ['reviewer@market.example', 'market', 'ReviewerMarket', '/rem-routes'],
  ])(
    'derives the account type of %s (§4) and its landing route (§2)',
    async (who, _instance, type, route) => {
      const me = (
        await t.http
          .get('/api/users/me')
          .set(bearer(await sessionToken(t, who)))
          .expect(200)
      ).body;
      expect(me).toMatchObject({
        accountType: type,
        accountTypeTranslation: expect.any(String),
        landingRoute: route,
      });
    },
  );

  it('signs in by phone through to /me', async () => {
    const res = await t.http
      .post('/api/users/login-v2')
      .send({ phone: '(555) 555-0123', password: 'Porchlight-Demo-1', instance: 'springfield' })
      .expect(200);
    const [account] = await accountsOf(res.body.token);
    const session = await sessionV2(res.body.token, keyOf(account));
    const me = (await t.http.get('/api/users/me').set(bearer(session.body.token)).expect(200)).body;
    expect(me.profile).toMatchObject({ ds_mail: null, ds_username: '+15555550123', ds_firstname: 'Pat' });
  });
});

describe('several accounts: the session picker', () => {
  it('lists every account of the user, across instances, each with its own fields', async () => {
    const accounts = await accountsOf(await loginToken(t, 'multi@porchlight.example'));
    expect(accounts.map((a) => [a.cd_instance, a.accountType])).toEqual([
      [100, 'government'],
      [100, 'business'],
      [483, 'individual'],
    ]);
    const [government, business, individual] = accounts;
    expect(government).toMatchObject({ government: { ds_name: 'Springfield Department of Human Services' } });
    expect(business).toMatchObject({
      name: 'Santos Consulting',
      ds_companyname: 'Santos Consulting',
      ds_urllogo: null,
      cd_community_entity: business.cd_entity,
      cd_community_entity_type: 1,
      accountTypeTranslation: 'Business',
    });
    expect(individual).toMatchObject({
      name: 'Riley Santos',
      instanceName: expect.any(String),
      subdomain: 'healthexchange',
      userProfile: { ds_profile_pic_url: null },
      cd_community_entity_type: 2,
    });
  });

  it('opens the session on the account chosen', async () => {
    const token = await sessionToken(t, 'multi@porchlight.example', (a) => a.accountType === 'business');
    const me = (await t.http.get('/api/users/me').set(bearer(token)).expect(200)).body;
    expect(me).toMatchObject({ accountType: 'Business', landingRoute: '/resources', id_entity_type: 1 });
    expect(me.accounts).toHaveLength(3);
  });

  it("refuses another user's account with 403", async () => {
    const token = await loginToken(t, 'multi@porchlight.example');
    const [other] = await accountsOf(await loginToken(t, 'admin@springfield.example'));
    const res = await sessionV2(token, keyOf(other)).expect(403);
    expect(res.body).toMatchObject({ code: 'forbidden' });
  });

  it('answers an account the user does not hold with 404 accountNotFound', async () => {
    const token = await loginToken(t, 'multi@porchlight.example');
    const [account] = await accountsOf(token);
    const res = await sessionV2(token, { ...keyOf(account), entity_id: 999_999 }).expect(404);
    expect(res.body).toMatchObject({ code: 'accountNotFound' });
  });
});

describe('an account without a name: the account-name setting', () => {
  it('lists it with hasName false', async () => {
    const [account] = await accountsOf(await loginToken(t, 'unnamed@springfield.example'));
    expect(account).toMatchObject({ name: null, hasName: false, accountType: 'individual' });
  });

  it.each([
    [
      { ds_firstname: '', ds_lastname: 'Lee' },
      'ds_firstname',
      'fieldRequired',
      'The field First name is required',
    ],
    [{ ds_firstname: 'Ann3', ds_lastname: 'Lee' }, 'ds_firstname', 'fieldNameMessage', 'Invalid First name'],
    [{ ds_firstname: 'Ann', ds_lastname: 'L33' }, 'ds_lastname', 'fieldLastNameMessage', 'Invalid Last name'],
    [
      { ds_firstname: 'A'.repeat(51), ds_lastname: 'Lee' },
      'ds_firstname',
      'fieldMaxLength',
      'First name must be at most 50 characters',
    ],
  ])('refuses the names %j with %s %s', async (body, field, code, message) => {
    const token = await loginToken(t, 'unnamed@springfield.example');
    const [account] = await accountsOf(token);
    const res = await t.http.patch(`/api/users/${account.cd_user}`).set(bearer(token)).send(body).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code, message });
    expect(res.body.errors[0]).toEqual({ field, code, message });
  });

  it('refuses to name another user with 403', async () => {
    const token = await loginToken(t, 'unnamed@springfield.example');
    const [other] = await accountsOf(await loginToken(t, 'admin@springfield.example'));
    await t.http
      .patch(`/api/users/${other.cd_user}`)
      .set(bearer(token))
      .send({ ds_firstname: 'Eve', ds_lastname: 'Evil' })
      .expect(403);
  });

  it('sets the name with the login token, then the account has it and the session opens', async () => {
    const token = await loginToken(t, 'unnamed@springfield.example');
    const [account] = await accountsOf(token);
    const res = await t.http
      .patch(`/api/users/${account.cd_user}`)
      .set(bearer(token))
      .send({ ds_firstname: ' Lee Ann ', ds_lastname: "O'Neil" })
      .expect(200);
    expect(res.body).toMatchObject({ id: account.cd_user, ds_firstname: 'Lee Ann', ds_lastname: "O'Neil" });
    const [named] = await accountsOf(token);
    expect(named).toMatchObject({ name: "Lee Ann O'Neil", hasName: true });
    const session = await sessionV2(token, keyOf(named)).expect(200);
    const me = (await t.http.get('/api/users/me').set(bearer(session.body.token)).expect(200)).body;
    expect(me.profile).toMatchObject({ ds_firstname: 'Lee Ann', ds_lastname: "O'Neil" });
  });
});

describe('MFA at sign-in', () => {
  const who = 'secure@springfield.example';

  async function challenge() {
    const token = await loginToken(t, who);
    const [account] = await accountsOf(token);
    return { token, key: keyOf(account) };
  }

  /** A challenge with a code sent by email, and the code. */
  async function codeSent() {
    const { token, key } = await challenge();
    await mfaSend(token, key).expect(204);
    return { token, key, code: await lastCodeTo(t.dataSource, who) };
  }

  it('asks for MFA when the account requires it, with the channels the user has', async () => {
    const { token, key } = await challenge();
    const res = await sessionV2(token, key).expect(200);
    expect(res.body).toEqual({ mfa: { required: true, channels: ['email'] } });
  });

  it('sends a 6-digit code through the outbox and opens the session on the right code, once', async () => {
    const { token, key, code } = await codeSent();
    expect(code).toMatch(/^\d{6}$/);
    const res = await mfaVerify(token, key, code).expect(200);
    const me = (await t.http.get('/api/users/me').set(bearer(res.body.token)).expect(200)).body;
    expect(me).toMatchObject({ accountType: 'Individual', profile: { ds_mail: who } });
    const again = await mfaVerify(token, key, code).expect(401);
    expect(again.body).toEqual(AUTH_FAILED);
  });

  it('answers a wrong code with 401 Authentication failed, and voids the code after 5 wrong tries', async () => {
    const { token, key, code } = await codeSent();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await mfaVerify(token, key, wrong).expect(401);
      expect(res.body).toEqual(AUTH_FAILED);
    }
    const res = await mfaVerify(token, key, code).expect(401);
    expect(res.body).toEqual(AUTH_FAILED);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { token, key, code } = await codeSent();
    const [{ minutes }] = await sql(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM one_time_codes
        ORDER BY created_at DESC LIMIT 1`,
    );
    expect(Number(minutes)).toBe(10);
    await sql(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    await mfaVerify(token, key, code).expect(401);
  });

  it('voids the earlier code when a new one is sent', async () => {
    const { token, key } = await challenge();
    await mfaSend(token, key).expect(204);
    const first = await lastCodeTo(t.dataSource, who);
    await mfaSend(token, key).expect(204);
    const second = await lastCodeTo(t.dataSource, who);
    if (first !== second) {
      await mfaVerify(token, key, first).expect(401);
    }
    await mfaVerify(token, key, second).expect(200);
  });

  it('answers a channel the user has no contact for with Authentication failed', async () => {
    const { token, key } = await challenge();
    const res = await mfaSend(token, key, 'phone').expect(401);
    expect(res.body).toEqual(AUTH_FAILED);
  });

  it('refuses a code that is not 6 digits with 422 mfaCodeInvalid', async () => {
    const { token, key } = await challenge();
    const res = await mfaVerify(token, key, '12a45').expect(422);
    expect(res.body).toMatchObject({ code: 'mfaCodeInvalid', message: 'Enter the 6-digit code' });
  });

  it('asks for MFA when the instance requires it for every account', async () => {
    await sql('UPDATE instances SET mfa_required = true WHERE id = 318');
    try {
      const token = await loginToken(t, 'reviewer@riverton.example', 'riverton');
      const [account] = await accountsOf(token);
      const res = await sessionV2(token, keyOf(account)).expect(200);
      expect(res.body).toEqual({ mfa: { required: true, channels: ['email'] } });
    } finally {
      await sql('UPDATE instances SET mfa_required = false WHERE id = 318');
    }
  });

  it('sends the code by text message to a phone user', async () => {
    await sql(
      `UPDATE accounts SET mfa_required = true WHERE user_id = (SELECT id FROM users WHERE phone = '+15555550123')`,
    );
    const res = await t.http
      .post('/api/users/login-v2')
      .send({ phone: '+15555550123', password: 'Porchlight-Demo-1', instance: 'springfield' })
      .expect(200);
    const [account] = await accountsOf(res.body.token);
    const key = keyOf(account);
    const session = await sessionV2(res.body.token, key).expect(200);
    expect(session.body).toEqual({ mfa: { required: true, channels: ['phone'] } });
    await mfaSend(res.body.token, key, 'phone').expect(204);
    const [message] = await sql(
      `SELECT channel FROM outbox_messages WHERE recipient = '+15555550123' ORDER BY id DESC`,
    );
    expect(message.channel).toBe('sms');
    const code = await lastCodeTo(t.dataSource, '+15555550123');
    await mfaVerify(res.body.token, key, code).expect(200);
  });
});

describe('refresh and logout', () => {
  async function expiredTokenFor(who: string) {
    const token = await sessionToken(t, who);
    const claims = claimsOf(token);
    const expired = t.app
      .get(JwtService)
      .sign({ typ: 'session', sub: claims.sub, ins: claims.ins, sid: claims.sid }, { expiresIn: -10 });
    return { token, expired, sid: claims.sid };
  }

  it('answers an expired session token with 401 code 1, and session-refresh gives a fresh one', async () => {
    const { expired } = await expiredTokenFor('supervisor@springfield.example');
    const res = await t.http.get('/api/users/me').set(bearer(expired)).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 1 });
    const fresh = await t.http.post('/api/users/session-refresh').set(bearer(expired)).expect(200);
    await t.http.get('/api/users/me').set(bearer(fresh.body.token)).expect(200);
    expect(claimsOf(fresh.body.token).sid).toBe(claimsOf(expired).sid);
  });

  it('refuses to refresh past the session’s 12 hours', async () => {
    const { expired, sid } = await expiredTokenFor('supervisor@springfield.example');
    const [{ hours }] = await sql(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM sessions WHERE id = $1',
      [sid],
    );
    expect(Number(hours)).toBe(12);
    await sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
    const res = await t.http.post('/api/users/session-refresh').set(bearer(expired)).expect(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it('logs out: 204, the session is revoked, and its token (and a refresh of it) gives 401 unauthorized', async () => {
    const { token, expired, sid } = await expiredTokenFor('supervisor@springfield.example');
    await t.http.post('/api/users/logout').set(bearer(token)).expect(204);
    const [row] = await sql('SELECT revoked_at FROM sessions WHERE id = $1', [sid]);
    expect(row.revoked_at).not.toBeNull();
    const res = await t.http.get('/api/users/me').set(bearer(token)).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
    await t.http.post('/api/users/session-refresh').set(bearer(expired)).expect(401);
  });
});

describe('switching accounts', () => {
  const multi = 'multi@porchlight.example';
  const host = 'springfield.localhost:3000';

  async function governmentSession() {
    const token = await sessionToken(t, multi, (a) => a.accountType === 'government');
    const accounts = (await t.http.get('/api/users/me').set(bearer(token)).expect(200)).body
      .accounts as Account[];
    return { token, accounts };
  }

  it('switches from a government account without MFA: a session and the redirect with its parameters', async () => {
    const { token, accounts } = await governmentSession();
    const business = accounts.find((a) => a.accountType === 'business') as Account;
    const res = await t.http
      .post('/api/users/switch')
      .set(bearer(token))
      .set('host', host)
      .send(keyOf(business));
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://springfield.localhost:3000/instance-redirect');
    expect(url.searchParams.get('auth')).toBe(res.body.token);
    expect(claimsOf(url.searchParams.get('login') ?? '')).toMatchObject({ typ: 'login' });
    expect(url.searchParams.get('account')).toBe(String(business.cd_entity));
    expect(url.searchParams.get('account-type')).toBe('Business');
    const me = (await t.http.get('/api/users/me').set(bearer(res.body.token)).expect(200)).body;
    expect(me.accountType).toBe('Business');
  });

  it("sends the browser to the target instance's sub-domain", async () => {
    const { token, accounts } = await governmentSession();
    const individual = accounts.find((a) => a.cd_instance === 483) as Account;
    const res = await t.http
      .post('/api/users/switch')
      .set(bearer(token))
      .set('host', host)
      .send(keyOf(individual));
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toMatch(/^http:\/\/healthexchange\.localhost:3000\/instance-redirect\?/);
  });

  it('uses a path naming the instance on a host without sub-domain (local host)', async () => {
    const { token, accounts } = await governmentSession();
    const business = accounts.find((a) => a.accountType === 'business') as Account;
    const res = await t.http.post('/api/users/switch').set(bearer(token)).send(keyOf(business)).expect(200);
    expect(res.body.redirectUrl).toMatch(/^\/instance-redirect\?instance=springfield&login=/);
  });

  it('asks for MFA when the target requires it, then switches on the code', async () => {
    await sql(
      `UPDATE accounts SET mfa_required = true
        WHERE instance_id = 483 AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [multi],
    );
    try {
      const { token, accounts } = await governmentSession();
      const key = keyOf(accounts.find((a) => a.cd_instance === 483) as Account);
      const res = await t.http.post('/api/users/switch').set(bearer(token)).send(key).expect(200);
      expect(res.body).toEqual({ mfa: { required: true, channels: ['email'] } });
      await mfaSend(token, key).expect(204);
      const code = await lastCodeTo(t.dataSource, multi);
      const done = await mfaVerify(token, key, code).expect(200);
      expect(done.body.redirectUrl).toContain(`auth=${done.body.token}`);
      const me = (await t.http.get('/api/users/me').set(bearer(done.body.token)).expect(200)).body;
      expect(me).toMatchObject({ cd_instance: 483, accountType: 'Individual' });
    } finally {
      await sql('UPDATE accounts SET mfa_required = false WHERE instance_id = 483');
    }
  });

  it('refuses to switch from an individual account with 403 switchNotAllowed', async () => {
    const token = await sessionToken(t, multi, (a) => a.accountType === 'individual');
    const me = (await t.http.get('/api/users/me').set(bearer(token)).expect(200)).body;
    const government = (me.accounts as Account[]).find((a) => a.accountType === 'government') as Account;
    const res = await t.http.post('/api/users/switch').set(bearer(token)).send(keyOf(government)).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'switchNotAllowed',
      message: 'Only government and business accounts may switch accounts',
    });
  });

  it('answers 401 when the user was logged out elsewhere', async () => {
    const { token, accounts } = await governmentSession();
    await t.http.post('/api/users/logout').set(bearer(token)).expect(204);
    const business = accounts.find((a) => a.accountType === 'business') as Account;
    const res = await t.http.post('/api/users/switch').set(bearer(token)).send(keyOf(business)).expect(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it("refuses to switch to another user's account with 403", async () => {
    const { token } = await governmentSession();
    const [other] = await accountsOf(await loginToken(t, 'admin@springfield.example'));
    await t.http.post('/api/users/switch').set(bearer(token)).send(keyOf(other)).expect(403);
  });
});

describe('the switch check with the login token (API.md "Tokens": good for the switch check)', () => {
  const multi = 'multi@porchlight.example';
  const sessionCount = async () =>
    (await sql('SELECT count(*)::int AS count FROM sessions'))[0].count as number;

  it('answers whether the target account asks for MFA, and opens no session', async () => {
    const login = await loginToken(t, multi);
    const business = (await accountsOf(login)).find((a) => a.cd_entitytype === 1) as Account;
    const before = await sessionCount();
    const res = await t.http.post('/api/users/switch').set(bearer(login)).send(keyOf(business)).expect(200);
    expect(res.body).toEqual({ mfa: { required: false, channels: ['email'] } });
    expect(await sessionCount()).toBe(before);
  });

  it('says MFA is required when the target account demands it', async () => {
    await sql(
      `UPDATE accounts SET mfa_required = true
        WHERE instance_id = 483 AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [multi],
    );
    try {
      const login = await loginToken(t, multi);
      const individual = (await accountsOf(login)).find((a) => a.cd_instance === 483) as Account;
      const res = await t.http
        .post('/api/users/switch')
        .set(bearer(login))
        .send(keyOf(individual))
        .expect(200);
      expect(res.body).toEqual({ mfa: { required: true, channels: ['email'] } });
    } finally {
      await sql('UPDATE accounts SET mfa_required = false WHERE instance_id = 483');
    }
  });

  it("refuses another user's account with 403", async () => {
    const login = await loginToken(t, multi);
    const [other] = await accountsOf(await loginToken(t, 'admin@springfield.example'));
    await t.http.post('/api/users/switch').set(bearer(login)).send(keyOf(other)).expect(403);
  });

  it('answers 401 without a token, and 401 code 1 to an expired login token', async () => {
    const login = await loginToken(t, multi);
    const business = (await accountsOf(login)).find((a) => a.cd_entitytype === 1) as Account;
    const none = await t.http.post('/api/users/switch').send(keyOf(business)).expect(401);
    expect(none.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
    const claims = claimsOf(login);
    const expired = t.app
      .get(JwtService)
      .sign({ typ: 'login', sub: claims.sub, ins: claims.ins }, { expiresIn: -10 });
    const res = await t.http.post('/api/users/switch').set(bearer(expired)).send(keyOf(business)).expect(401);
    expect(res.body).toMatchObject({ code: 1 });
  });

  it('still switches with the session token, and answers 401 once that session is logged out', async () => {
    const session = await sessionToken(t, multi, (a) => a.accountType === 'government');
    const business = (await accountsOf(session)).find((a) => a.cd_entitytype === 1) as Account;
    const res = await t.http.post('/api/users/switch').set(bearer(session)).send(keyOf(business)).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['redirectUrl', 'token']);
    await t.http.post('/api/users/logout').set(bearer(session)).expect(204);
    await t.http.post('/api/users/switch').set(bearer(session)).send(keyOf(business)).expect(401);
  });
});
