// The settings of sign-in, delivery and the bot check (README "Settings"): validated at start with every
// invalid value named, and what they change in the running server.
import { jest } from '@jest/globals';
import { loadSettings } from '../../server/src/config/settings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

describe('settings validated at start', () => {
  it('has working defaults for the rate limits and the external-auth realms', () => {
    const settings = loadSettings({});
    expect(settings.PORCHLIGHT_RATE_LIMIT_ADDRESS).toBe(100);
    expect(settings.PORCHLIGHT_RATE_LIMIT_LOGIN_ID).toBe(20);
    expect(settings.PORCHLIGHT_EXTERNAL_AUTH_REALMS).toEqual(['forms']);
  });

  it('reads the rate limits and a list of realms', () => {
    const settings = loadSettings({
      PORCHLIGHT_RATE_LIMIT_ADDRESS: '500',
      PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '7',
      PORCHLIGHT_EXTERNAL_AUTH_REALMS: 'forms, reports',
    });
    expect(settings).toMatchObject({
      PORCHLIGHT_RATE_LIMIT_ADDRESS: 500,
      PORCHLIGHT_RATE_LIMIT_LOGIN_ID: 7,
      PORCHLIGHT_EXTERNAL_AUTH_REALMS: ['forms', 'reports'],
    });
  });

  it('names every invalid rate limit', () => {
    expect(() =>
      loadSettings({ PORCHLIGHT_RATE_LIMIT_ADDRESS: '0', PORCHLIGHT_RATE_LIMIT_LOGIN_ID: 'many' }),
    ).toThrow(
      'Invalid settings:\n' +
        '  PORCHLIGHT_RATE_LIMIT_ADDRESS: PORCHLIGHT_RATE_LIMIT_ADDRESS must not be less than 1\n' +
        '  PORCHLIGHT_RATE_LIMIT_LOGIN_ID: PORCHLIGHT_RATE_LIMIT_LOGIN_ID must not be less than 1, ' +
        'PORCHLIGHT_RATE_LIMIT_LOGIN_ID must be an integer number',
    );
  });

  it('names an SMTP_URL that is no smtp:// or smtps:// address', () => {
    for (const SMTP_URL of ['http://mail.example', 'mail.example:25', 'smtp:nohost']) {
      expect(() => loadSettings({ SMTP_URL })).toThrow(
        'Invalid settings:\n  SMTP_URL: must be smtp[s]://[user:pass@]host[:port][?from=address]',
      );
    }
    expect(loadSettings({ SMTP_URL: 'smtps://u:p%40ss@mail.example:465?from=a@b.example' }).SMTP_URL).toBe(
      'smtps://u:p%40ss@mail.example:465?from=a@b.example',
    );
  });

  it('still asks for SMTP_URL when delivering by SMTP', () => {
    expect(() => loadSettings({ PORCHLIGHT_DELIVERY: 'smtp' })).toThrow(
      'Invalid settings:\n  SMTP_URL: required when PORCHLIGHT_DELIVERY is smtp',
    );
  });

  it('names the secret and the site key reCAPTCHA needs', () => {
    expect(() => loadSettings({ PORCHLIGHT_CAPTCHA: 'recaptcha' })).toThrow(
      'Invalid settings:\n' +
        '  RECAPTCHA_SECRET: required when PORCHLIGHT_CAPTCHA is recaptcha\n' +
        '  RECAPTCHA_SITE_KEY: required when PORCHLIGHT_CAPTCHA is recaptcha',
    );
    expect(() => loadSettings({ PORCHLIGHT_CAPTCHA: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(
      'Invalid settings:\n  RECAPTCHA_SITE_KEY: required when PORCHLIGHT_CAPTCHA is recaptcha',
    );
  });

  it('names a realm that is not a lower-case name', () => {
    expect(() => loadSettings({ PORCHLIGHT_EXTERNAL_AUTH_REALMS: 'forms,Reports!' })).toThrow(
      'Invalid settings:\n  PORCHLIGHT_EXTERNAL_AUTH_REALMS: each realm must be a lower-case name',
    );
  });
});

describe('in the running server', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('leaves the bot check out of the page policy by default, and says it is off', async () => {
    app = await startTestApp({ seed: false });
    const res = await app.http.get('/api/recaptcha/is-activated').expect(200);
    expect(res.body).toEqual({ activated: false });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('google');
    // Frames show only our own pages and the file viewers' blob: URLs.
    expect(policy).toContain("frame-src 'self' blob:");
  });

  it("with reCAPTCHA serves the site key and lets the page load reCAPTCHA's script and frames", async () => {
    app = await startTestApp({
      seed: false,
      env: {
        PORCHLIGHT_CAPTCHA: 'recaptcha',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site-key-123',
      },
    });
    const res = await app.http.get('/api/recaptcha/is-activated').expect(200);
    expect(res.body).toEqual({ activated: true, siteKey: 'site-key-123' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(policy).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('limits each address by PORCHLIGHT_RATE_LIMIT_ADDRESS', async () => {
    app = await startTestApp({ seed: false, env: { PORCHLIGHT_RATE_LIMIT_ADDRESS: '2' } });
    const probe = () =>
      (app as TestApp).http.post('/api/find-user').send({ ds_mail: 'a@b.example', cd_instance: 1 });
    await probe().expect(404);
    await probe().expect(404);
    expect((await probe().expect(429)).body).toMatchObject({ code: 'tooManyRequests' });
  });

  it('takes external-auth tokens for the realms of PORCHLIGHT_EXTERNAL_AUTH_REALMS only', async () => {
    app = await startTestApp({ seed: false, env: { PORCHLIGHT_EXTERNAL_AUTH_REALMS: 'reports' } });
    const ask = (realm: string) =>
      (app as TestApp).http
        .post('/api/users/external-open-auth-token')
        .send({ realm, check: 'c', instance: 'x' });
    expect((await ask('forms').expect(422)).body).toMatchObject({ code: 'unknownRealm' });
    // A known realm gets as far as naming the instance (none in this empty database).
    expect((await ask('reports').expect(404)).body).toMatchObject({ code: 'instanceNotFound' });
  });
});
