import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DEMO_PASSWORD } from './auth-support.js';

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
let t: TestApp;
const LIMITS = { PORCHLIGHT_RATE_LIMIT_ADDRESS: '30', PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '6' };
const before = Object.fromEntries(Object.keys(LIMITS).map((k) => [k, process.env[k]]));

// Captcha in test mode (the token chooses the score) and low limits, to reach every branch quickly.
beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  t = await startTestApp({ env: { PORCHLIGHT_CAPTCHA: 'test' } });
}, 300_000);

afterAll(async () => {
  await t?.close();
  // The limits are read from the environment of the process, which later suites of this worker share.
  for (const [k, v] of Object.entries(before)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);

const login = (email: string, extra: Record<string, unknown> = {}, instance = 'springfield') =>
  t.http.post('/api/users/login-v2').send({ email, password: DEMO_PASSWORD, instance, ...extra });

describe('recaptcha calls', () => {
  it('says the captcha is activated', async () => {
    const res = await t.http
      .get('/api/recaptcha/is-activated')
      .query({ instance: 'springfield' })
      .expect(200);
    expect(res.body).toEqual({ activated: true });
  });

  it('verifies a v3 token with its score and a v2 token with its success', async () => {
    const v3 = await t.http
      .post('/api/recaptcha/verify')
      .send({ token: 'score:0.9', captchaVersion: 3 })
      .expect(200);
    expect(v3.body).toEqual({ success: true, score: 0.9 });
    const v2 = await t.http
      .post('/api/recaptcha/verify')
      .send({ token: 'pass', captchaVersion: 2 })
      .expect(200);
    expect(v2.body).toEqual({ success: true, score: null });
    const bad = await t.http
      .post('/api/recaptcha/verify')
      .send({ token: 'nonsense', captchaVersion: 3 })
      .expect(200);
    expect(bad.body).toEqual({ success: false, score: null });
  });
});

describe('captcha at login (instance with captcha on)', () => {
  beforeAll(() => sql('UPDATE instances SET captcha_enabled = true WHERE id = 100'));
  afterAll(() => sql('UPDATE instances SET captcha_enabled = false WHERE id = 100'));

  it('refuses a login without a token with 400 captchaRequired', async () => {
    const res = await login('admin@springfield.example').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'captchaRequired',
      message: 'Please complete the captcha',
    });
  });

  it('asks for the v2 challenge when the v3 score is under 0.7', async () => {
    const res = await login('admin@springfield.example', { captchaToken: 'score:0.69' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'captchaV2Required',
      message: 'Please complete the captcha challenge',
    });
  });

  it('lets in a v3 score of 0.7 or more, or a solved v2 challenge', async () => {
    await login('admin@springfield.example', { captchaToken: 'score:0.7' }).expect(200);
    await login('admin@springfield.example', { captchaToken: 'pass', captchaVersion: 2 }).expect(200);
  });

  it('refuses a token the provider rejects with 400 captchaFailed', async () => {
    const res = await login('admin@springfield.example', { captchaToken: 'fail', captchaVersion: 2 }).expect(
      400,
    );
    expect(res.body).toEqual({ statusCode: 400, code: 'captchaFailed', message: 'The captcha check failed' });
  });
});

describe('where the captcha applies', () => {
  it('does not ask at login on an instance with branding and captcha off', async () => {
    await login('supervisor@springfield.example').expect(200);
  });

  it('asks at login on an instance without branding of its own', async () => {
    await sql('UPDATE instances SET has_branding = false WHERE id = 318');
    try {
      const res = await login('reviewer@riverton.example', {}, 'riverton').expect(400);
      expect(res.body.code).toBe('captchaRequired');
    } finally {
      await sql('UPDATE instances SET has_branding = true WHERE id = 318');
    }
  });

  it('asks at sign-up', async () => {
    const body = { ds_firstname: 'Ana', ds_lastname: 'Lima', ds_mail: 'ana@example.org' };
    const res = await t.http.post('/api/create-individual/instance/100').send(body).expect(400);
    expect(res.body.code).toBe('captchaRequired');
    await t.http
      .post('/api/create-individual/instance/100')
      .send({ ...body, captchaToken: 'score:0.95' })
      .expect(201);
  });

  it('asks at find-login', async () => {
    const res = await t.http
      .post('/api/auth/find-login')
      .send({ loginId: 'applicant@springfield.example', instance: 'springfield' })
      .expect(400);
    expect(res.body.code).toBe('captchaRequired');
  });
});

describe('rate limits', () => {
  it('answers 429 tooManyRequests past the limit for one login id, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login('target@springfield.example', { password: 'Wrong-1' })).status);
    // An unknown login id locks at the 5th failure like a known one; the limit counts every request.
    expect(statuses).toEqual([401, 401, 401, 401, 403, 403]);
    const res = await login('TARGET@springfield.example', { password: 'Wrong-1' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'tooManyRequests',
      message: 'Too many requests; please wait a minute and try again',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another login id from the same address is not held back.
    await login('intake@springfield.example').expect(200);
  });

  it('answers 429 past the limit for one address', async () => {
    const send = () =>
      t.http
        .post('/api/create-token')
        .send({ ds_mail: `x${Math.random()}@example.org`, instance: 'springfield' });
    for (let i = 0; i < 30; i += 1) await send().expect(204);
    const res = await send().expect(429);
    expect(res.body.code).toBe('tooManyRequests');
  });
});
