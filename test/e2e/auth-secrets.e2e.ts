import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  bearer,
  DEMO_PASSWORD,
  keyOf,
  lastCodeTo,
  lastLinkTokenTo,
  loginToken,
  sessionToken,
  unthrottled,
} from './auth-support.js';

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
let t: TestApp;

beforeAll(async () => {
  unthrottled();
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, captureLogs: true });
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** Every secret that crossed the wire while the flows below ran: passwords, codes, tokens. */
const secrets = new Set<string>([DEMO_PASSWORD]);
/** The emailed reset link's token, which GET /api/validate-token/:token carries in its path. */
let linkToken = '';
const keep = <T extends string>(value: T): T => {
  secrets.add(value);
  return value;
};

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);

describe('secrets at rest and in the log', () => {
  beforeAll(async () => {
    // Sign-in with MFA.
    const login = keep(await loginToken(t, 'secure@springfield.example'));
    const [account] = (await t.http.get('/api/users/accounts').set(bearer(login)).expect(200)).body;
    await t.http
      .post('/api/mfa/send')
      .set(bearer(login))
      .send({ ...keyOf(account), channel: 'email' })
      .expect(204);
    const code = keep(await lastCodeTo(t.dataSource, 'secure@springfield.example'));
    const verified = await t.http
      .post('/api/mfa/verify')
      .set(bearer(login))
      .send({ ...keyOf(account), code })
      .expect(200);
    const session = keep(verified.body.token as string);
    await t.http.get('/api/users/me').set(bearer(session)).expect(200);
    const { typ, sub, ins, sid } = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString());
    const expired = keep(t.app.get(JwtService).sign({ typ, sub, ins, sid }, { expiresIn: -5 }));
    keep((await t.http.post('/api/users/session-refresh').set(bearer(expired)).expect(200)).body.token);

    // Recovery by code, through to a new password.
    const found = await t.http
      .post('/api/auth/find-login')
      .send({ loginId: 'applicant@springfield.example', instance: 'springfield' })
      .expect(200);
    const mfa = keep(found.body.token as string);
    const request = await t.http
      .post('/api/auth/mfa/request')
      .set(bearer(mfa))
      .send({ operation: 'change_password' })
      .expect(200);
    const resetCode = keep(await lastCodeTo(t.dataSource, 'applicant@springfield.example'));
    const operation = await t.http
      .post('/api/auth/mfa/verify')
      .set(bearer(mfa))
      .send({ operationId: request.body.operationId, code: resetCode })
      .expect(200);
    keep(operation.body.token as string);
    const newPassword = keep('Secret-Reset-77');
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(operation.body.token))
      .send({ password: newPassword, password_confirmation: newPassword })
      .expect(204);

    // The emailed reset link, validated and used.
    await t.http
      .post('/api/create-token')
      .send({ ds_mail: 'owner@springfield.example', instance: 'springfield' });
    const link = await lastLinkTokenTo(t.dataSource, 'owner@springfield.example');
    linkToken = link;
    await t.http.get(`/api/validate-token/${link}`).expect(200);
    await t.http
      .patch('/api/update-password')
      .send({ ds_token: link, ds_password: keep('Secret-Link-88') })
      .expect(204);

    // A failed sign-in with a wrong password, and a password change while signed in.
    await t.http
      .post('/api/users/login-v2')
      .send({
        email: 'admin@springfield.example',
        password: keep('Wrong-Secret-99'),
        instance: 'springfield',
      })
      .expect(401);
    const admin = keep(await sessionToken(t, 'admin@springfield.example'));
    await t.http
      .post('/api/users/change-password')
      .set(bearer(admin))
      .send({
        current_password: DEMO_PASSWORD,
        password: keep('Changed-Secret-5'),
        password_confirmation: 'Changed-Secret-5',
      })
      .expect(200);
  });

  it('captured the log of those calls (so the next checks look at something)', () => {
    expect(t.logs()).toContain('/api/users/login-v2');
    expect(t.logs()).toContain('/api/auth/set-password');
  });

  it('writes no password, code or token to the log', () => {
    const log = t.logs();
    for (const secret of secrets) expect(log.includes(secret) ? secret : null).toBeNull();
  });

  // pino-http logs each request's URL; this one carries the token in its path. It passes once app.module's
  // pinoHttp options take `serializers: { req: redactRequestSecrets }` (server/src/modules/auth/log-redaction.ts).
  it('does not log the reset token that validate-token carries in its path', () => {
    expect(t.logs()).toContain('/api/validate-token/');
    expect(t.logs().includes(linkToken)).toBe(false);
  });

  it('keeps passwords only as argon2id hashes', async () => {
    const rows: { password_hash: string | null }[] = await sql('SELECT password_hash FROM users');
    for (const { password_hash } of rows.filter((r) => r.password_hash)) {
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    }
  });

  it('keeps codes only as keyed hashes', async () => {
    const rows: { code_hash: string }[] = await sql('SELECT code_hash FROM one_time_codes');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { code_hash } of rows) expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds no secret in clear in users, one_time_codes, operation_tokens, sessions or login_events', async () => {
    for (const table of ['users', 'one_time_codes', 'operation_tokens', 'sessions', 'login_events']) {
      const dump = JSON.stringify(await sql(`SELECT * FROM ${table}`));
      for (const secret of [...secrets, linkToken])
        expect(dump.includes(secret) ? `${table}: ${secret}` : null).toBeNull();
    }
  });

  it('delivers the code itself only in the outbox message', async () => {
    const dump = JSON.stringify(await sql('SELECT body FROM outbox_messages'));
    expect([...secrets].some((s) => dump.includes(s))).toBe(true);
  });
});
