import { jest } from '@jest/globals';
import { loadSettings } from '../../server/src/config/settings.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { LocalPurchases, type NewPurchase } from '../../server/src/modules/marketplace/local-purchases.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { bearer, lastLinkTokenTo, lastMessageTo, login, unthrottled } from './auth-support.js';

// The marketplace landing and the subscriptions lists (access spec §2, §3, §4, §7, §8) against the local
// marketplace: tokens minted as `porchlight marketplace token` mints them, on the demo world.
jest.setTimeout(60_000);
const t = useTestApp({ prepare: unthrottled, startTimeout: 300_000 });

const OFFER = 'porchlight-marketplace';
const CANCELLED_LISTING = '6f1c2b7e-0007-4d0a-9a7e-3a5f00000007';
const VENDOR_LISTING = '6f1c2b7e-0006-4d0a-9a7e-3a5f00000006';
const BUYER_LISTING = '6f1c2b7e-0005-4d0a-9a7e-3a5f00000005';
const ADMIN_EXISTS =
  'An admin account has already been created. It cannot be changed at this time. Contact the provider if you need assistance';

async function mint(purchase: Partial<NewPurchase> | { saasSubscriptionId: string }, instance = 'market') {
  const found = await t.dataSource.getRepository(Instance).findOneByOrFail({ subdomain: instance });
  const full =
    'saasSubscriptionId' in purchase
      ? purchase
      : {
          offerId: OFFER,
          planId: 'basic',
          purchaserEmail: 'purchaser@buyers.example',
          subscriptionName: 'Corner Shop Listing',
          ...purchase,
        };
  return new LocalPurchases(t.dataSource).mint(found, full);
}

const resolve = (purchaseToken: string, instance = 'market') =>
  t.http.post('/api/marketplace/resolve').send({ purchaseToken, instance });

const create = (purchaseToken: string, admin: Record<string, string>, instance = 'market') =>
  t.http.post('/api/marketplace/subscriptions').send({ purchaseToken, instance, admin });

describe('subscription details from a purchase token', () => {
  it('answers the purchase: purchaser email, offer, name, SaaS subscription id, status and plan', async () => {
    const minted = await mint({
      subscriptionName: 'Maple Deli Listing',
      purchaserEmail: 'Owner@Maple.example',
    });
    const res = await resolve(minted.token).expect(200);
    expect(res.body).toEqual({
      result: {
        id: minted.saasSubscriptionId,
        name: 'Maple Deli Listing',
        offerId: OFFER,
        planId: 'basic',
        planName: 'Basic listing',
        saasSubscriptionStatus: 'PendingFulfillmentStart',
        purchaser: { emailId: 'owner@maple.example' },
      },
    });
  });

  it('refuses an unknown token with 404 and an expired one with 410', async () => {
    const unknown = await resolve('no-such-token').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'purchaseTokenNotFound' });
    const minted = await mint({});
    await t.dataSource.query(
      `UPDATE marketplace_tokens SET expires_at = now() - interval '1 minute' WHERE saas_subscription_id = $1`,
      [minted.saasSubscriptionId],
    );
    const expired = await resolve(minted.token).expect(410);
    expect(expired.body).toEqual({
      statusCode: 410,
      code: 'purchaseTokenExpired',
      message: 'This purchase link has expired. Open it again from the marketplace.',
    });
  });

  it("resolves a token only on its own instance's landing page", async () => {
    const minted = await mint({});
    const res = await resolve(minted.token, 'springfield').expect(404);
    expect(res.body.code).toBe('purchaseTokenNotFound');
  });

  it('shows a cancelled subscription as Unsubscribed, and refuses to set it up with code 100', async () => {
    const minted = await mint({ saasSubscriptionId: CANCELLED_LISTING });
    const details = await resolve(minted.token).expect(200);
    expect(details.body.result).toMatchObject({
      id: CANCELLED_LISTING,
      name: 'Price Catering Listing',
      saasSubscriptionStatus: 'Unsubscribed',
    });
    const res = await create(minted.token, {
      email: 'new@admins.example',
      firstName: 'Nia',
      lastName: 'Cole',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 100, message: 'This subscription has been cancelled' });
  });
});

describe('creating the subscription with its admin', () => {
  it('activates it, opens the admin an account, and mails the admin how to sign in and configure it', async () => {
    const minted = await mint({
      subscriptionName: 'Harbor Books Listing',
      purchaserEmail: 'buyer@harbor.example',
    });
    const res = await create(minted.token, {
      email: 'IT@Harbor.example',
      firstName: 'Rosa',
      lastName: 'Harbor',
    });
    expect(res.status).toBe(201);
    expect(res.body.result).toEqual({
      id: minted.saasSubscriptionId,
      name: 'Harbor Books Listing',
      offerId: OFFER,
      planId: 'basic',
      planName: 'Basic listing',
      saasSubscriptionStatus: 'Subscribed',
      purchaser: { emailId: 'buyer@harbor.example' },
    });

    const mail = await lastMessageTo(t.dataSource, 'it@harbor.example');
    expect(mail.subject).toBe('Porchlight Marketplace: your subscription Harbor Books Listing');
    expect(mail.body).toContain(`SaaS subscription ID ${minted.saasSubscriptionId}`);
    expect(mail.body).toMatch(/Create your login at http:\/\/market\.localhost:\d+\/create-login\?token=/);
    expect(mail.body).toMatch(
      /open http:\/\/market\.localhost:\d+\/marketplace to configure the subscription/,
    );

    // The admin creates their login from the mail and signs in on the marketplace instance.
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(await lastLinkTokenTo(t.dataSource, 'it@harbor.example')))
      .send({ password: 'Harbor-Books-1', password_confirmation: 'Harbor-Books-1' })
      .expect(204);
    await login(t, 'it@harbor.example', 'Harbor-Books-1', 'market').expect(200);
    const token = await sessionTokenFor(t, 'it@harbor.example', 'market');

    const mine = await t.http.get('/api/marketplace/subscriptions').set(bearer(token)).expect(200);
    expect(mine.body.result.subscriptions.map((s: { id: string }) => s.id)).toEqual([
      minted.saasSubscriptionId,
    ]);

    const plans = await t.http
      .get(`/api/marketplace/subscriptions/${minted.saasSubscriptionId}/plans`)
      .set(bearer(token))
      .expect(200);
    expect(plans.body).toEqual({
      result: {
        plans: [
          { planId: 'basic', displayName: 'Basic listing' },
          { planId: 'featured', displayName: 'Featured listing' },
        ],
      },
    });

    const changed = await t.http
      .patch(`/api/marketplace/subscriptions/${minted.saasSubscriptionId}`)
      .set(bearer(token))
      .send({ planId: 'featured' })
      .expect(200);
    expect(changed.body.result).toMatchObject({ planId: 'featured', planName: 'Featured listing' });
    const one = await t.http
      .get(`/api/marketplace/subscriptions/${minted.saasSubscriptionId}`)
      .set(bearer(token))
      .expect(200);
    expect(one.body.result).toMatchObject({ planId: 'featured', saasSubscriptionStatus: 'Subscribed' });

    // The landing shows the purchase as it stands now.
    expect((await resolve(minted.token).expect(200)).body.result).toMatchObject({
      planId: 'featured',
      saasSubscriptionStatus: 'Subscribed',
    });
  });

  it('answers code 102 with the message of the spec once an admin was created', async () => {
    const minted = await mint({ subscriptionName: 'Twice Listing' });
    await create(minted.token, { email: 'first@twice.example', firstName: 'Ada', lastName: 'First' }).expect(
      201,
    );
    const again = await create(minted.token, {
      email: 'second@twice.example',
      firstName: 'Bo',
      lastName: 'Second',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, code: 102, message: ADMIN_EXISTS });
    const repeat = await mint({ saasSubscriptionId: minted.saasSubscriptionId });
    expect(
      (await create(repeat.token, { email: 'third@twice.example', firstName: 'Cy', lastName: 'Third' })).body
        .code,
    ).toBe(102);
  });

  it('gives the existing user of the admin email the subscription, with a sign-in mail', async () => {
    const minted = await mint({
      subscriptionName: 'Owen Second Listing',
      purchaserEmail: 'buyer@market.example',
    });
    await create(minted.token, {
      email: 'buyer@market.example',
      firstName: 'Owen',
      lastName: 'Price',
    }).expect(201);
    const mail = await lastMessageTo(t.dataSource, 'buyer@market.example');
    expect(mail.body).toMatch(/Sign in at http:\/\/market\.localhost:\d+\/login with buyer@market\.example/);
    const accounts = await t.dataSource.query(
      `SELECT a.entity_type FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email = 'buyer@market.example' AND a.instance_id = 500`,
    );
    expect(accounts).toEqual([{ entity_type: 2 }]);
  });

  it.each([
    [{ email: '', firstName: 'Ada', lastName: 'Lane' }, 'admin.email', 'Please input a valid email'],
    [{ email: 'ada@x', firstName: 'Ada', lastName: 'Lane' }, 'admin.email', 'Please input a valid email'],
    [
      { email: 'ada@lane.example', firstName: ' ', lastName: 'Lane' },
      'admin.firstName',
      'Please input a first name',
    ],
    [
      { email: 'ada@lane.example', firstName: 'A', lastName: 'Lane' },
      'admin.firstName',
      'Please input a valid first name',
    ],
    [
      { email: 'ada@lane.example', firstName: 'Ada', lastName: 'L4ne' },
      'admin.lastName',
      'Please input a valid last name',
    ],
  ])('refuses the admin form %j with 422 on %s', async (admin, field, message) => {
    const minted = await mint({});
    const res = await create(minted.token, admin).expect(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      message,
      errors: [expect.objectContaining({ field, message })],
    });
    expect((await resolve(minted.token)).body.result.saasSubscriptionStatus).toBe('PendingFulfillmentStart');
  });
});

describe("the purchaser's subscriptions", () => {
  it('lists what the caller bought or administers on the session instance, newest first', async () => {
    const token = await sessionTokenFor(t, 'vendor@market.example', 'market');
    const res = await t.http.get('/api/marketplace/subscriptions').set(bearer(token)).expect(200);
    expect(res.body.result.subscriptions).toEqual([
      {
        id: VENDOR_LISTING,
        name: 'Shah Analytics Listing',
        offerId: OFFER,
        planId: 'featured',
        planName: 'Featured listing',
        saasSubscriptionStatus: 'Subscribed',
        purchaser: { emailId: 'vendor@market.example' },
      },
    ]);
  });

  it('changes plans only while subscribed, and only to another plan of the offer', async () => {
    const token = await sessionTokenFor(t, 'buyer@market.example', 'market');
    const cancelled = await t.http
      .patch(`/api/marketplace/subscriptions/${CANCELLED_LISTING}`)
      .set(bearer(token))
      .send({ planId: 'basic' })
      .expect(409);
    expect(cancelled.body).toMatchObject({
      code: 'subscriptionNotSubscribed',
      message: 'Only a subscribed subscription can change its plan',
    });
    const same = await t.http
      .patch(`/api/marketplace/subscriptions/${BUYER_LISTING}`)
      .set(bearer(token))
      .send({ planId: 'basic' })
      .expect(422);
    expect(same.body.code).toBe('samePlan');
    const unknown = await t.http
      .patch(`/api/marketplace/subscriptions/${BUYER_LISTING}`)
      .set(bearer(token))
      .send({ planId: 'platinum' })
      .expect(422);
    expect(unknown.body).toMatchObject({
      code: 'planNotFound',
      message: 'The offer has no plan "platinum" (plans: basic, featured)',
    });
  });

  it("answers 404 for another purchaser's subscription and for one of another instance", async () => {
    const buyer = await sessionTokenFor(t, 'buyer@market.example', 'market');
    for (const path of ['', '/plans']) {
      const res = await t.http
        .get(`/api/marketplace/subscriptions/${VENDOR_LISTING}${path}`)
        .set(bearer(buyer));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('subscriptionNotFound');
    }
    await t.http
      .patch(`/api/marketplace/subscriptions/${VENDOR_LISTING}`)
      .set(bearer(buyer))
      .send({ planId: 'basic' })
      .expect(404);

    // The subscriber administers a marketplace listing too; their session on 344 does not reach it.
    const minted = await mint({
      subscriptionName: 'Fox Listing',
      purchaserEmail: 'subscriber@services.example',
    });
    await create(minted.token, {
      email: 'subscriber@services.example',
      firstName: 'Jamie',
      lastName: 'Fox',
    }).expect(201);
    const onServices = await sessionTokenFor(t, 'subscriber@services.example', 'services');
    await t.http
      .get(`/api/marketplace/subscriptions/${minted.saasSubscriptionId}`)
      .set(bearer(onServices))
      .expect(404);
    const listed = await t.http.get('/api/marketplace/subscriptions').set(bearer(onServices)).expect(200);
    expect(listed.body.result.subscriptions.map((s: { id: string }) => s.id)).not.toContain(
      minted.saasSubscriptionId,
    );
    const onMarket = await sessionTokenFor(t, 'subscriber@services.example', 'market');
    await t.http
      .get(`/api/marketplace/subscriptions/${minted.saasSubscriptionId}`)
      .set(bearer(onMarket))
      .expect(200);
  });

  it('needs a session', async () => {
    const res = await t.http.get('/api/marketplace/subscriptions').expect(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('minting a purchase token over HTTP (local marketplace)', () => {
  it("lets the instance's administrator mint one, with the landing address", async () => {
    const token = await sessionTokenFor(t, 'admin@market.example', 'market');
    const res = await t.http
      .post('/api/marketplace/tokens')
      .set(bearer(token))
      .send({
        offerId: OFFER,
        planId: 'featured',
        purchaserEmail: 'api@buyers.example',
        subscriptionName: 'API Listing',
      })
      .expect(201);
    expect(res.body.url).toMatch(new RegExp(`^http://market\\.localhost:\\d+/\\?n=${res.body.token}$`));
    expect((await resolve(res.body.token).expect(200)).body.result).toMatchObject({
      id: res.body.saasSubscriptionId,
      name: 'API Listing',
      planId: 'featured',
    });
  });

  it('refuses anyone else with 403, and an offer the instance does not sell with 422', async () => {
    const buyer = await sessionTokenFor(t, 'buyer@market.example', 'market');
    await t.http.post('/api/marketplace/tokens').set(bearer(buyer)).send({}).expect(403);
    const admin = await sessionTokenFor(t, 'admin@market.example', 'market');
    const res = await t.http
      .post('/api/marketplace/tokens')
      .set(bearer(admin))
      .send({
        offerId: 'porchlight-programs',
        planId: 'starter',
        purchaserEmail: 'a@b.example',
        subscriptionName: 'X',
      })
      .expect(422);
    expect(res.body).toMatchObject({
      code: 'offerNotFound',
      message: 'The instance sells no offer "porchlight-programs" (offers: porchlight-marketplace)',
    });
  });
});

describe("the subscriber's subscriptions list on the service instance (344)", () => {
  it('lists their subscriptions with plan, offer, state and the action of each', async () => {
    const token = await sessionTokenFor(t, 'subscriber@services.example', 'services');
    const res = await t.http.get('/api/subscriptions').set(bearer(token)).expect(200);
    expect(
      res.body.result.map((s: Record<string, unknown>) => [s.name, s.plan, s.offer, s.state, s.action]),
    ).toEqual([
      ['Fox Community Fund', 'Standard', 'porchlight-programs', 'Subscribed', 'view'],
      ['Fox Youth League', 'Starter', 'porchlight-programs', 'Subscribed', 'continue'],
      ['Fox Tenants Union', 'Starter', 'porchlight-programs', 'PendingFulfillmentStart', 'configure'],
      ['Fox Arts Collective', 'Enterprise', 'porchlight-programs', 'Unsubscribed', null],
    ]);
    expect(res.body.result[0]).toMatchObject({
      id: '6f1c2b7e-0001-4d0a-9a7e-3a5f00000001',
      formsEngineApplicationId: 'f2-app-10001',
      applicationSubmitted: true,
      applicationState: 'Active',
    });
  });

  /** Each subscription's action link, by name, as the subscriber's list answers it. */
  async function configureUrls(): Promise<Record<string, string | null>> {
    const token = await sessionTokenFor(t, 'subscriber@services.example', 'services');
    const rows = (await t.http.get('/api/subscriptions').set(bearer(token)).expect(200)).body.result as {
      name: string;
      configureUrl: string | null;
    }[];
    return Object.fromEntries(rows.map((r) => [r.name, r.configureUrl]));
  }

  it("links each action to the setup program's case form with t, subId, subName, email (+ newApp=true)", async () => {
    const links = await configureUrls();
    const fresh = new URL(links['Fox Tenants Union'] ?? '');
    // The apply URL of the seeded setup program 41 (seeds/demo/programs.json).
    expect(`${fresh.origin}${fresh.pathname}`).toBe('https://forms.services.example/case');
    expect(Object.fromEntries(fresh.searchParams)).toEqual({
      t: 'services',
      subId: '6f1c2b7e-0003-4d0a-9a7e-3a5f00000003',
      subName: 'Fox Tenants Union',
      email: 'subscriber@services.example',
      newApp: 'true',
    });
    expect(new URL(links['Fox Youth League'] ?? '').searchParams.has('newApp')).toBe(false);
    expect(links['Fox Arts Collective']).toBeNull();
  });

  it('gives no link while the setup program has no case form', async () => {
    const [{ apply_url: seeded }]: { apply_url: string }[] = await t.dataSource.query(
      'SELECT apply_url FROM programs WHERE id = 41',
    );
    await t.dataSource.query('UPDATE programs SET apply_url = NULL WHERE id = 41');
    try {
      expect(Object.values(await configureUrls())).toEqual([null, null, null, null]);
    } finally {
      await t.dataSource.query('UPDATE programs SET apply_url = $1 WHERE id = 41', [seeded]);
    }
  });

  it('is for Subscriber accounts only', async () => {
    const buyer = await sessionTokenFor(t, 'buyer@market.example', 'market');
    await t.http.get('/api/subscriptions').set(bearer(buyer)).expect(403);
    const applicant = await sessionTokenFor(t, 'applicant@springfield.example', 'springfield');
    await t.http.get('/api/subscriptions').set(bearer(applicant)).expect(403);
    await t.http.get('/api/subscriptions').expect(401);
  });
});

describe('the azure marketplace', () => {
  it('stops the start with every missing setting named when its app registration is not configured', () => {
    expect(() =>
      loadSettings({ PORCHLIGHT_MARKETPLACE: 'azure', AZURE_MARKETPLACE_TENANT_ID: 'contoso' }),
    ).toThrow(
      'Invalid settings:\n' +
        '  AZURE_MARKETPLACE_CLIENT_ID: required when PORCHLIGHT_MARKETPLACE is azure\n' +
        '  AZURE_MARKETPLACE_CLIENT_SECRET: required when PORCHLIGHT_MARKETPLACE is azure',
    );
  });
});
