// Single sign-on between our hosts and the embedded external-auth frame's token (access spec §2 "Auto-login
// and embedded auth pages", §7 "Single sign-on link/login", "External open auth token").
import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { useTestApp } from '../support/test-app.js';
import { bearer, lastLinkTokenTo, loginToken, sessionToken, unthrottled } from './auth-support.js';

jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

const HOST = 'springfield.localhost:3000';
const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const ssoLink = (token: string, nextUrl: unknown) =>
  t.http.post('/api/users/sso-link').set(bearer(token)).set('host', HOST).send({ nextUrl });
const ssoLogin = (tokenGUID: unknown) => t.http.post('/api/users/sso-login').send({ tokenGUID });

/** A link for the session's account, and the one-time token in it. */
async function linkFor(session: string, nextUrl = 'http://riverton.localhost:3000/auth') {
  const res = await ssoLink(session, nextUrl).expect(200);
  const url = new URL(res.body.redirectUrl);
  return { url, token: url.searchParams.get('token') ?? '' };
}

const me = async (token: string) => (await t.http.get('/api/users/me').set(bearer(token)).expect(200)).body;

const INVALID_LINK = {
  statusCode: 401,
  code: 'ssoTokenInvalid',
  message: 'This sign-on link is not valid, has been used or has expired',
};

describe('single sign-on link (POST users/sso-link)', () => {
  it('sends a signed-in user to the address asked for, with a one-time token in `token`', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const res = await ssoLink(session, 'http://riverton.localhost:3000/auth').expect(200);
    expect(Object.keys(res.body)).toEqual(['redirectUrl']);
    const url = new URL(res.body.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://riverton.localhost:3000/auth');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  });

  it("leads to a path on the request's host, the caller's own sub-domain, or an instance's portal", async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    expect((await linkFor(session, '/auth')).url.origin).toBe(`http://${HOST}`);
    expect((await linkFor(session, `http://${HOST}/auth`)).url.origin).toBe(`http://${HOST}`);
    await sql(`UPDATE instances SET portal_url = 'https://benefits.example.gov' WHERE id = 500`);
    try {
      expect((await linkFor(session, 'https://benefits.example.gov/auth')).url.host).toBe(
        'benefits.example.gov',
      );
    } finally {
      await sql('UPDATE instances SET portal_url = NULL WHERE id = 500');
    }
  });

  it('refuses an address on another site with 422 nextUrlNotOurs (no open redirect)', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const refusal = {
      statusCode: 422,
      code: 'nextUrlNotOurs',
      message: 'nextUrl must be a path on this site or an address on one of our instances',
      errors: [
        {
          field: 'nextUrl',
          code: 'nextUrlNotOurs',
          message: 'nextUrl must be a path on this site or an address on one of our instances',
        },
      ],
    };
    for (const nextUrl of [
      'https://evil.example/auth',
      'http://springfield.localhost:3000.evil.example/auth',
      '//evil.example/auth',
      'http://nowhere.localhost:3000/auth',
      'javascript:alert(1)',
    ]) {
      const res = await ssoLink(session, nextUrl);
      expect({ nextUrl, status: res.status, body: res.body }).toEqual({
        nextUrl,
        status: 422,
        body: refusal,
      });
    }
  });

  it('requires nextUrl', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const res = await ssoLink(session, '').expect(422);
    expect(res.body).toMatchObject({ code: 'fieldRequired', message: 'The field nextUrl is required' });
  });

  it('is for signed-in users: 401 without a token and with a login token', async () => {
    await t.http.post('/api/users/sso-link').send({ nextUrl: '/auth' }).expect(401);
    const login = await loginToken(t, 'owner@springfield.example');
    const res = await ssoLink(login, '/auth').expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it("keeps only the SHA-256 of the token, for the caller's account, for two minutes", async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    const rows = await sql(
      `SELECT t.token_hash, t.user_id, t.account_id, t.instance_id, t.used_at,
              extract(epoch FROM t.expires_at - t.created_at) AS life
         FROM operation_tokens t WHERE t.operation = 'sso_login' AND t.token_hash = $1`,
      [sha256(token)],
    );
    expect(rows).toHaveLength(1);
    const [account] = await sql(
      `SELECT a.id, a.user_id FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email = 'owner@springfield.example' AND a.instance_id = 100`,
    );
    expect(rows[0]).toMatchObject({ user_id: account.user_id, account_id: account.id, instance_id: 100 });
    expect(rows[0].used_at).toBeNull();
    expect(Math.round(Number(rows[0].life))).toBe(120);
    const [{ clear }] = await sql(
      `SELECT count(*)::int AS clear FROM operation_tokens WHERE token_hash = $1 OR new_login_id = $1`,
      [token],
    );
    expect(clear).toBe(0);
  });
});

describe('single sign-on login (POST users/sso-login)', () => {
  it('trades the token for a session token on the same account', async () => {
    const session = await sessionToken(t, 'multi@porchlight.example', (a) => a.accountType === 'business');
    const before = await me(session);
    const { token } = await linkFor(session);
    const res = await ssoLogin(token).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).not.toBe(session);
    const after = await me(res.body.token);
    expect(after).toMatchObject({
      id: before.id,
      id_entity: before.id_entity,
      id_entity_type: 1,
      cd_instance: 100,
      accountType: 'Business',
    });
  });

  it('opens a session of its own: signing out of the first one leaves it', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    const opened = (await ssoLogin(token).expect(200)).body.token;
    await t.http.post('/api/users/logout').set(bearer(session)).expect(204);
    await me(opened);
  });

  it('works once: the token used again is 401 ssoTokenInvalid', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    await ssoLogin(token).expect(200);
    expect((await ssoLogin(token).expect(401)).body).toEqual(INVALID_LINK);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    const statuses = (await Promise.all([ssoLogin(token), ssoLogin(token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('refuses an expired token with 401 ssoTokenInvalid', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    await sql(`UPDATE operation_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      sha256(token),
    ]);
    expect((await ssoLogin(token).expect(401)).body).toEqual(INVALID_LINK);
  });

  it('refuses an unknown token, and the token of a reset link, with 401 ssoTokenInvalid', async () => {
    expect((await ssoLogin('no-such-token-at-all').expect(401)).body).toEqual(INVALID_LINK);
    await t.http
      .post('/api/create-token')
      .send({ ds_mail: 'owner@springfield.example', instance: 'springfield' })
      .expect(204);
    const reset = await lastLinkTokenTo(t.dataSource, 'owner@springfield.example');
    expect((await ssoLogin(reset).expect(401)).body).toEqual(INVALID_LINK);
  });

  it('refuses a link to an account that has been deactivated since, with 403 accountInactive', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const { token } = await linkFor(session);
    const [{ id }] = await sql(
      `SELECT a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'owner@springfield.example'`,
    );
    await sql('UPDATE accounts SET active = false WHERE id = $1', [id]);
    try {
      const res = await ssoLogin(token).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'accountInactive',
        message: 'This account is not active',
      });
    } finally {
      await sql('UPDATE accounts SET active = true WHERE id = $1', [id]);
    }
  });

  it('requires tokenGUID', async () => {
    const res = await ssoLogin('').expect(422);
    expect(res.body).toMatchObject({ code: 'fieldRequired', message: 'The field tokenGUID is required' });
  });
});

describe('external open auth token (POST users/external-open-auth-token)', () => {
  const externalToken = (body: Record<string, unknown>, token?: string) => {
    const req = t.http.post('/api/users/external-open-auth-token').set('host', HOST);
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const verify = (token: string, realm = 'forms') =>
    t.app.get(JwtService).verify<Record<string, unknown>>(token, { audience: realm });

  it("gives the signed-out frame a 5-minute token for the realm and the page's instance, echoing check and lang", async () => {
    const res = await externalToken({ realm: 'forms', check: 'nonce-42', lang: 'es' }).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = verify(res.body.token);
    expect(claims).toMatchObject({ typ: 'external', check: 'nonce-42', lang: 'es', ins: 100, aud: 'forms' });
    expect(claims).not.toHaveProperty('sub');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  });

  it('names the instance given in the body, and English when no language is given', async () => {
    const res = await t.http
      .post('/api/users/external-open-auth-token')
      .send({ realm: 'forms', check: 'c', instance: 'healthexchange' })
      .expect(200);
    expect(verify(res.body.token)).toMatchObject({ ins: 483, lang: 'en' });
  });

  it('names the account when a session token comes with the request', async () => {
    const session = await sessionToken(t, 'owner@springfield.example');
    const res = await externalToken({ realm: 'forms', check: 'c' }, session).expect(200);
    const [account] = await sql(
      `SELECT a.id, a.user_id FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email = 'owner@springfield.example'`,
    );
    expect(verify(res.body.token)).toMatchObject({ ins: 100, sub: account.user_id, acc: account.id });
  });

  it('refuses a token that is not a live session: a login token, or one signed out', async () => {
    const login = await loginToken(t, 'owner@springfield.example');
    await externalToken({ realm: 'forms', check: 'c' }, login).expect(401);
    const session = await sessionToken(t, 'owner@springfield.example');
    await t.http.post('/api/users/logout').set(bearer(session)).expect(204);
    const res = await externalToken({ realm: 'forms', check: 'c' }, session).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it('refuses a realm that is not configured with 422 unknownRealm', async () => {
    const res = await externalToken({ realm: 'reports', check: 'c' }).expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'unknownRealm',
      message: 'The realm reports is not known here',
      errors: [{ field: 'realm', code: 'unknownRealm', message: 'The realm reports is not known here' }],
    });
  });

  it('requires realm and check, and a language code for lang', async () => {
    expect((await externalToken({ check: 'c' }).expect(422)).body).toMatchObject({
      code: 'fieldRequired',
      message: 'The field realm is required',
    });
    expect((await externalToken({ realm: 'forms' }).expect(422)).body).toMatchObject({
      code: 'fieldRequired',
      message: 'The field check is required',
    });
    expect(
      (await externalToken({ realm: 'forms', check: 'c', lang: '<script>' }).expect(422)).body,
    ).toMatchObject({ message: 'lang must be a language code' });
  });

  it('answers 404 instanceNotFound when the page names no instance', async () => {
    const res = await t.http
      .post('/api/users/external-open-auth-token')
      .send({ realm: 'forms', check: 'c' })
      .expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'instanceNotFound',
      message: 'No instance has this name',
    });
  });

  it('is no bearer token of ours: the API refuses it', async () => {
    const { token } = (await externalToken({ realm: 'forms', check: 'c' }).expect(200)).body;
    await t.http.get('/api/users/me').set(bearer(token)).expect(401);
    await t.http.get('/api/users/accounts').set(bearer(token)).expect(401);
  });
});
