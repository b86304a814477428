// The instance portal's Security and Content tabs and Tools → Add business (programs spec §2, §6): the
// admin calls behind them, and what the saved settings change for everyone else.
import { jest } from '@jest/globals';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  bearer,
  DEMO_PASSWORD,
  keyOf,
  lastLinkTokenTo,
  lastMessageTo,
  login,
  loginToken,
  unthrottled,
} from './auth-support.js';

jest.setTimeout(60_000);
let t: TestApp;
let admin: string;
let supervisor: string;
let applicant: string;

beforeAll(async () => {
  unthrottled();
  // The test captcha port, so that turning the instance's captcha on has something to ask for.
  t = await startTestApp({ env: { PORCHLIGHT_CAPTCHA: 'test' } });
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  supervisor = await sessionTokenFor(t, 'supervisor@springfield.example', 'springfield');
  applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
}, 300_000);

afterAll(async () => {
  await t?.close();
});

const SECURITY = '/api/admin/instance-security';
const CONTENT = '/api/admin/instance-content';
const BUSINESSES = '/api/admin/businesses';

const security = () => t.http.get(`${SECURITY}/100`).set(bearer(admin));
const putSecurity = (body: Record<string, unknown>, token = admin) =>
  t.http.put(`${SECURITY}/100`).set(bearer(token)).send(body);
const putContent = (body: Record<string, unknown>, token = admin, id = 100) =>
  t.http.put(`${CONTENT}/${id}`).set(bearer(token)).send(body);

describe('instance-security (Security tab, InstanceConfig)', () => {
  it("shows the instance's MFA, captcha, lockout and sync-report settings as one record", async () => {
    const res = await security().expect(200);
    expect(res.body).toMatchObject({
      id: 100,
      mfaRequired: false,
      captchaEnabled: false,
      lockoutThreshold: 5,
      lockoutMinutes: 15,
      syncReportEnabled: false,
    });
    const list = await t.http.get(SECURITY).set(bearer(admin)).expect(200);
    expect(list.headers['content-range']).toBe('instance-security 0-0/1');
  });

  it('is in the schema with the allowed lockout values as choices', async () => {
    const schema = (await t.http.get('/api/admin/schema').set(bearer(admin)).expect(200)).body as {
      name: string;
      permissionKey: string;
      operations: string[];
      fields: { name: string; choices?: { id: number }[] }[];
    }[];
    const entry = schema.find((r) => r.name === 'instance-security');
    expect(entry).toMatchObject({ permissionKey: 'InstanceConfig', operations: ['update'] });
    const choices = (field: string) => entry?.fields.find((f) => f.name === field)?.choices?.map((c) => c.id);
    expect(choices('lockoutThreshold')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(choices('lockoutMinutes')).toEqual([5, 10, 15, 30, 60, 120, 240, 480, 1440]);
  });

  it.each([
    ['lockoutThreshold', 2],
    ['lockoutThreshold', 11],
    ['lockoutMinutes', 7],
    ['lockoutMinutes', 0],
  ])('refuses %s %d, outside the allowed values, with 422 invalidChoice', async (field, value) => {
    const res = await putSecurity({ [field]: value }).expect(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code: 'invalidChoice' })]);
  });

  it('is refused to a user whose InstanceConfig is Hidden, and other instances are not found', async () => {
    await t.http.get(`${SECURITY}/100`).set(bearer(supervisor)).expect(403);
    await putSecurity({ mfaRequired: true }, supervisor).expect(403);
    await t.http.get(`${SECURITY}/318`).set(bearer(admin)).expect(404);
  });

  it('is edited, never created or deleted', async () => {
    await t.http.post(SECURITY).set(bearer(admin)).send({ mfaRequired: true }).expect(405);
    await t.http.delete(`${SECURITY}/100`).set(bearer(admin)).expect(405);
  });

  it('refuses a stale version with 409 staleRecord', async () => {
    const res = await putSecurity({ lockoutMinutes: 30, updatedAt: '2020-01-01T00:00:00.000Z' }).expect(409);
    expect(res.body.code).toBe('staleRecord');
  });

  it('a lowered lockout threshold and a shorter lockout hold on the very next sign-ins', async () => {
    const before = (await security()).body as { updatedAt: string };
    await putSecurity({ lockoutThreshold: 3, lockoutMinutes: 5, updatedAt: before.updatedAt }).expect(200);
    const who = 'unnamed@springfield.example';
    for (const attempt of [1, 2]) {
      const res = await login(t, who, `${DEMO_PASSWORD}-wrong`);
      expect([attempt, res.status, res.body.code]).toEqual([attempt, 401, 'loginfailedWarning']);
    }
    const locked = await login(t, who, `${DEMO_PASSWORD}-wrong`).expect(403);
    expect(locked.body).toMatchObject({
      code: 'loginLockout',
      message:
        'Your account is locked after 3 failed sign-in attempts in a row. Try again in 5 minutes or reset your password at /forgot-password.',
    });
    const until = new Date(locked.body.lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    await putSecurity({ lockoutThreshold: 5, lockoutMinutes: 15 }).expect(200);
  });

  it('MFA required for the instance asks every account for a code at session-v2', async () => {
    const token = await loginToken(t, 'applicant@springfield.example');
    const [account] = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
    await putSecurity({ mfaRequired: true }).expect(200);
    const asked = await t.http.post('/api/users/session-v2').set(bearer(token)).send(keyOf(account));
    expect(asked.body).toEqual({ mfa: { required: true, channels: ['email'] } });
    await putSecurity({ mfaRequired: false }).expect(200);
    const open = await t.http.post('/api/users/session-v2').set(bearer(token)).send(keyOf(account));
    expect(open.body.token).toEqual(expect.any(String));
  });

  it('the captcha switch turns the login captcha on and off (branding says so too)', async () => {
    await putSecurity({ captchaEnabled: true }).expect(200);
    expect((await t.http.get('/api/branding?instance=springfield')).body.ic_captcha).toBe(true);
    const refused = await login(t, 'owner@springfield.example').expect(400);
    expect(refused.body.code).toBe('captchaRequired');
    await putSecurity({ captchaEnabled: false }).expect(200);
    await login(t, 'owner@springfield.example').expect(200);
  });
});

describe('GET /api/admin/instance-features (the staff navigation)', () => {
  it("tells any staff account whether its instance's sync report is on, as the Security tab sets it", async () => {
    const reviewer = await sessionTokenFor(t, 'reviewer@riverton.example', 'riverton');
    const rivertonAdmin = await sessionTokenFor(t, 'admin@riverton.example', 'riverton');
    const features = () => t.http.get('/api/admin/instance-features').set(bearer(reviewer)).expect(200);
    expect((await features()).body).toEqual({ syncReportEnabled: true });
    const off = { syncReportEnabled: false };
    await t.http.put(`${SECURITY}/318`).set(bearer(rivertonAdmin)).send(off).expect(200);
    expect((await features()).body).toEqual({ syncReportEnabled: false });
    await t.http
      .put(`${SECURITY}/318`)
      .set(bearer(rivertonAdmin))
      .send({ syncReportEnabled: true })
      .expect(200);
    const springfield = await t.http.get('/api/admin/instance-features').set(bearer(supervisor)).expect(200);
    expect(springfield.body).toEqual({ syncReportEnabled: false });
  });

  it('is for staff accounts only', async () => {
    await t.http.get('/api/admin/instance-features').set(bearer(applicant)).expect(403);
    await t.http.get('/api/admin/instance-features').expect(401);
  });
});

describe('instance-content (Content tab, InstanceConfig)', () => {
  const contact = {
    email: 'help@springfield.example',
    phones: [
      { label: 'Housing line', phone: '(555) 555-0199' },
      { label: 'Grocery Support', phone: '(555) 555-0140' },
    ],
    address: '1 City Hall Plaza, Springfield',
    hours: 'Weekdays, 9 am to 4 pm',
  };

  it('shows the seeded contact info and page content', async () => {
    const res = await t.http.get(`${CONTENT}/100`).set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({
      id: 100,
      contact_info: { email: 'support@springfield.example', address: '100 Main Street, Springfield' },
      content: { about: expect.stringContaining('Springfield helps residents') },
    });
    expect(res.body.contact_info.phones).toHaveLength(2);
  });

  it('saves contact info that GET /api/instances/:id (the community contact widget) then answers', async () => {
    const current = (await t.http.get(`${CONTENT}/100`).set(bearer(admin))).body;
    const saved = await putContent({
      ...current,
      contact_info: { ...contact, email: `  ${contact.email} ` },
      content: { ...current.content, faqUrl: 'https://springfield.example/faq', support: '' },
    }).expect(200);
    expect(saved.body.contact_info).toEqual(contact);
    expect(saved.body.content).toEqual({
      about: current.content.about,
      privacyPolicy: current.content.privacyPolicy,
      faqUrl: 'https://springfield.example/faq',
    });
    const shown = await t.http.get('/api/instances/100').expect(200);
    expect(shown.body.contact_info).toEqual(contact);
  });

  it('refuses broken fields with 422 and the path of each', async () => {
    const res = await putContent({
      contact_info: { email: 'help-at-springfield', phones: [{ label: 'Main', phone: '12' }] },
      content: { privacyPolicyUrl: 'javascript:alert(1)' },
    }).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'contact_info.email', code: 'fieldMailInvalid', message: 'Invalid Email' },
      { field: 'contact_info.phones.0.phone', code: 'fieldPhoneInvalid', message: 'Invalid Phone number' },
      {
        field: 'content.privacyPolicyUrl',
        code: 'fieldUrlInvalid',
        message: 'Privacy policy link must be a web address starting with http:// or https://',
      },
    ]);
  });

  it('refuses unknown keys and shapes that are not the contact info', async () => {
    const unknown = await putContent({ content: { motto: 'Hi' } }).expect(422);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ field: 'content.motto', code: 'unknownField' }),
    ]);
    await putContent({ contact_info: { phones: 'call us' } }).expect(422);
    await putContent({ contact_info: 'call us' }).expect(422);
  });

  it('is refused at InstanceConfig Hidden, other instances are not found, and a stale version is a 409', async () => {
    await t.http.get(`${CONTENT}/100`).set(bearer(supervisor)).expect(403);
    await putContent({ content: {} }, supervisor).expect(403);
    await t.http.get(`${CONTENT}/318`).set(bearer(admin)).expect(404);
    await putContent({ content: {} }, admin, 318).expect(404);
    const stale = await putContent({ content: {}, updatedAt: '2020-01-01T00:00:00.000Z' }).expect(409);
    expect(stale.body.code).toBe('staleRecord');
  });
});

describe('POST /api/admin/businesses (Tools → Add business)', () => {
  it('adds the business and its first user on the caller instance and emails the create-login link', async () => {
    const res = await t.http
      .post(BUSINESSES)
      .set(bearer(admin))
      .send({
        business_name: 'Cedar Street Bakery',
        email: 'Owner@CedarBakery.example',
        ds_addressline1: '12 Cedar Street',
      })
      .expect(201);
    expect(res.body).toEqual({
      cd_business: expect.any(Number),
      ds_companyname: 'Cedar Street Bakery',
      email: 'owner@cedarbakery.example',
      linkSent: true,
    });
    const [row] = await t.dataSource.query(
      `SELECT b.instance_id, b.company_name, b.address_line1, a.entity_type, u.email
         FROM businesses b JOIN accounts a ON a.entity_id = b.id AND a.entity_type = 1
         JOIN users u ON u.id = a.user_id WHERE b.id = $1`,
      [res.body.cd_business],
    );
    expect(row).toEqual({
      instance_id: 100,
      company_name: 'Cedar Street Bakery',
      address_line1: '12 Cedar Street',
      entity_type: 1,
      email: 'owner@cedarbakery.example',
    });
    expect((await lastMessageTo(t.dataSource, 'owner@cedarbakery.example')).body).toContain(
      '/create-login?token=',
    );
    // The link creates the login, and the new business user signs in.
    const token = await lastLinkTokenTo(t.dataSource, 'owner@cedarbakery.example');
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(token))
      .send({ password: 'Cedar-Bakery-2026', password_confirmation: 'Cedar-Bakery-2026' })
      .expect(204);
    await login(t, 'owner@cedarbakery.example', 'Cedar-Bakery-2026').expect(200);
  });

  it('answers 409 accountExists with the matching businesses for an email that has one', async () => {
    const res = await t.http
      .post(BUSINESSES)
      .set(bearer(admin))
      .send({ business_name: 'Cedar Street Bakery Two', email: 'owner@cedarbakery.example' })
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'accountExists',
      businesses: [{ cd_business: expect.any(Number), ds_companyname: 'Cedar Street Bakery' }],
    });
  });

  it('works where the instance closes business sign-up, which the public register call refuses', async () => {
    await t.dataSource.query('UPDATE instances SET sign_up_business = false WHERE id = 100');
    try {
      await t.http
        .post('/api/create-user-and-business/instance/100')
        .send({ business_name: 'Closed Door Books', email: 'books@closeddoor.example', captchaToken: 'pass' })
        .expect(403);
      await t.http
        .post(BUSINESSES)
        .set(bearer(admin))
        .send({ business_name: 'Closed Door Books', email: 'books@closeddoor.example' })
        .expect(201);
    } finally {
      await t.dataSource.query('UPDATE instances SET sign_up_business = true WHERE id = 100');
    }
  });

  it('checks the fields as the register screen does', async () => {
    const res = await t.http.post(BUSINESSES).set(bearer(admin)).send({ email: 'x@y' }).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'business_name', code: 'fieldRequired', message: 'The field Business name is required' },
      { field: 'email', code: 'fieldMailInvalid', message: 'Invalid Email' },
    ]);
    const captcha = await t.http
      .post(BUSINESSES)
      .set(bearer(admin))
      .send({ business_name: 'A', email: 'a@b.example', captchaToken: 'pass' })
      .expect(422);
    expect(captcha.body.errors[0]).toMatchObject({ field: 'captchaToken', code: 'unknownField' });
  });

  it('is for government accounts only', async () => {
    await t.http
      .post(BUSINESSES)
      .set(bearer(applicant))
      .send({ business_name: 'Not Mine', email: 'not@mine.example' })
      .expect(403);
    await t.http.post(BUSINESSES).send({ business_name: 'Anon', email: 'anon@x.example' }).expect(401);
  });
});

describe("GET /api/instances/:id with the Content tab's public texts (community pages, privacy dialogs)", () => {
  const content = {
    about: 'Springfield helps residents.\n\nAnd small businesses too.',
    support: 'Call the program line on weekdays.',
    faqUrl: 'https://springfield.example/faq',
    privacyPolicy: 'We keep your information only as long as a program needs it.',
    privacyPolicyUrl: 'https://springfield.example/privacy',
    privacyContact: 'privacy@springfield.example',
  };

  it('answers `content` beside contact_info and track_program_events, to anyone', async () => {
    const current = (await t.http.get(`${CONTENT}/100`).set(bearer(admin)).expect(200)).body;
    await putContent({ contact_info: current.contact_info, content }).expect(200);
    const res = await t.http.get('/api/instances/100').expect(200);
    expect(res.body).toEqual({
      contact_info: current.contact_info,
      track_program_events: true,
      content,
      individual_form_url: null,
    });
  });

  it('leaves out a field saved empty, so the pages fall back to their built-in text', async () => {
    await putContent({ content: { ...content, faqUrl: '', privacyPolicy: '   ' } }).expect(200);
    const { faqUrl, privacyPolicy, ...kept } = content;
    expect((await t.http.get('/api/instances/100').expect(200)).body.content).toEqual(kept);
  });

  it("answers an instance's own content only, and an empty object where it has none", async () => {
    const riverton = await t.http.get('/api/instances/318').expect(200);
    expect(riverton.body.content).toEqual({});
    expect(riverton.body.contact_info).toMatchObject({ email: 'grants@riverton.example' });
  });

  it('answers individual_form_url, where the instance sends its individual accounts: its setting, or null', async () => {
    const sql = (query: string) => t.dataSource.query(query);
    await sql(
      "UPDATE instances SET individual_form_url = 'https://forms.riverton.example/apply' WHERE id = 318",
    );
    try {
      const riverton = await t.http.get('/api/instances/318').expect(200);
      expect(riverton.body.individual_form_url).toBe('https://forms.riverton.example/apply');
    } finally {
      await sql('UPDATE instances SET individual_form_url = NULL WHERE id = 318');
    }
    expect((await t.http.get('/api/instances/318').expect(200)).body.individual_form_url).toBeNull();
  });

  it('answers 404 instanceNotFound for an unknown instance', async () => {
    const res = await t.http.get('/api/instances/999999').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'instanceNotFound' });
  });

  it('is described in /api/docs with its three fields', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, { get?: { responses: Record<string, { content?: unknown }> } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(doc.paths['/api/instances/{id}']?.get?.responses['200']?.content).toBeDefined();
    expect(Object.keys(doc.components.schemas.InstanceDetailsDto.properties)).toEqual([
      'contact_info',
      'track_program_events',
      'content',
      'individual_form_url',
    ]);
    expect(Object.keys(doc.components.schemas.InstanceContentDto.properties)).toEqual([
      'about',
      'support',
      'faqUrl',
      'privacyPolicy',
      'privacyPolicyUrl',
      'privacyContact',
    ]);
  });
});

describe('branding-translations (Branding tab, InstanceConfig)', () => {
  const TRANSLATIONS = '/api/admin/branding-translations';
  let exchange: string;
  const putTranslations = (body: Record<string, unknown>, token = exchange, id = 483) =>
    t.http.put(`${TRANSLATIONS}/${id}`).set(bearer(token)).send(body);
  const brandingIn = async (lang: string) =>
    (await t.http.get('/api/branding').query({ instance: 'healthexchange', lang }).expect(200)).body;

  beforeAll(async () => {
    exchange = await sessionTokenFor(t, 'admin@healthexchange.example', 'healthexchange');
  });

  it("shows the seeded texts by language, and the instance's languages but English", async () => {
    const res = await t.http.get(`${TRANSLATIONS}/483`).set(bearer(exchange)).expect(200);
    expect(res.body).toMatchObject({
      id: 483,
      languages: ['es', 'vi', 'ko', 'zh-TW'],
      translations: {
        es: { ds_portalTitle: 'Intercambio Estatal de Salud' },
        'zh-TW': { ds_portalTitle: '州健康保險交易所' },
      },
      updatedAt: expect.any(String),
    });
    const list = await t.http.get(TRANSLATIONS).set(bearer(exchange)).expect(200);
    expect(list.headers['content-range']).toBe('branding-translations 0-0/1');
    expect(list.body).toEqual([res.body]);
    // Springfield names no languages: every language of the list but English may be translated.
    const springfield = await t.http.get(`${TRANSLATIONS}/100`).set(bearer(admin)).expect(200);
    expect(springfield.body.languages).toContain('ar');
    expect(springfield.body.languages).not.toContain('en');
  });

  it('saves the texts of a language, which GET /api/branding?lang= then answers; other languages stay', async () => {
    const before = (await t.http.get(`${TRANSLATIONS}/483`).set(bearer(exchange))).body;
    const saved = await putTranslations({
      ...before,
      translations: {
        ko: { ds_portalTitle: '  주 건강 거래소 ', ds_loginHeading: '환영합니다', ds_loginMessage: '' },
      },
    }).expect(200);
    expect(saved.body.translations.ko).toEqual({
      ds_portalTitle: '주 건강 거래소',
      ds_loginHeading: '환영합니다',
    });
    expect(saved.body.translations.es).toEqual(before.translations.es);
    const korean = await brandingIn('ko');
    expect(korean).toMatchObject({ ds_portalTitle: '주 건강 거래소', ds_loginHeading: '환영합니다' });
    // An empty text falls back to the branding's own.
    expect(korean.ds_loginMessage).toBe(
      (await t.http.get('/api/branding?instance=healthexchange')).body.ds_loginMessage,
    );
  });

  it('removes a language sent as null, so its readers see the branding texts', async () => {
    await putTranslations({ translations: { vi: null } }).expect(200);
    const shown = (await t.http.get(`${TRANSLATIONS}/483`).set(bearer(exchange))).body;
    expect(Object.keys(shown.translations)).toEqual(['es', 'ko', 'zh-TW']);
    expect((await brandingIn('vi')).ds_portalTitle).toBe('State Health Exchange');
  });

  it('refuses English, languages the instance does not offer and broken texts with 422 and the path of each', async () => {
    const res = await putTranslations({
      translations: {
        en: { ds_portalTitle: 'Health Exchange' },
        fr: { ds_portalTitle: 'Bourse' },
        es: { ds_portalTitle: 'x'.repeat(201), ds_logoUrl: 'https://x.example/logo.svg' },
      },
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'translations.en',
        code: 'languageNotTranslatable',
        message: 'en is not a language of this instance other than English',
      },
      {
        field: 'translations.fr',
        code: 'languageNotTranslatable',
        message: 'fr is not a language of this instance other than English',
      },
      {
        field: 'translations.es.ds_portalTitle',
        code: 'fieldMaxLength',
        message: 'Portal title must be at most 200 characters',
      },
      {
        field: 'translations.es.ds_logoUrl',
        code: 'unknownField',
        message: 'The field translations.es.ds_logoUrl is not allowed',
      },
    ]);
    await putTranslations({ translations: ['es'] }).expect(422);
    await putTranslations({ translations: { es: { ds_loginMessage: 'a\u0000b' } } }).expect(422);
    await putTranslations({ translations: {}, motto: 'Hi' }).expect(422);
  });

  it('is refused at InstanceConfig Hidden and signed out, other instances are not found, a stale version is a 409', async () => {
    await t.http.get(`${TRANSLATIONS}/100`).set(bearer(supervisor)).expect(403);
    await putTranslations({ translations: {} }, supervisor, 100).expect(403);
    await t.http.get(`${TRANSLATIONS}/483`).expect(401);
    await t.http.get(`${TRANSLATIONS}/100`).set(bearer(exchange)).expect(404);
    await putTranslations({ translations: {} }, exchange, 100).expect(404);
    const stale = await putTranslations({
      translations: { es: { ds_portalTitle: 'Viejo' } },
      updatedAt: '2020-01-01T00:00:00.000Z',
    }).expect(409);
    expect(stale.body.code).toBe('staleRecord');
    expect((await brandingIn('es')).ds_portalTitle).toBe('Intercambio Estatal de Salud');
  });
});
