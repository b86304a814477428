// The marketplace landing and the subscription lists (access spec §2): a purchase token opened on the
// marketplace instance and set up in two steps, the purchaser's subscriptions with Change Plan, and the
// subscriber's list on the service instance (344). Tokens are minted as the local marketplace's storefront
// mints them, by the instance administrator over the API.
import { expect, type Page, test } from '@playwright/test';
import { latestOutboxMessage } from '../support/outbox';
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  openSignedIn,
  sessionTokenOf,
  shot,
  siteOf,
  uniqueEmail,
} from './support';

// axe is injected as an inline script, which the product's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const market = siteOf('market');
const services = siteOf('services');
const OFFER = 'porchlight-marketplace';
const CANCELLED_LISTING = '6f1c2b7e-0007-4d0a-9a7e-3a5f00000007';
const VENDOR_LISTING = '6f1c2b7e-0006-4d0a-9a7e-3a5f00000006';

let adminToken: Promise<string> | null = null;
/** The marketplace instance's administrator: mints purchase tokens and reads the outbox. */
const marketAdmin = () => (adminToken ??= sessionTokenOf('admin@market.example', { instance: 'market' }));

async function mint(
  purchase: Record<string, string>,
): Promise<{ token: string; saasSubscriptionId: string }> {
  const request = await api();
  const res = await request.post('/api/marketplace/tokens', {
    headers: { authorization: `Bearer ${await marketAdmin()}` },
    data: purchase,
  });
  if (!res.ok()) throw new Error(`mint: ${res.status()} ${await res.text()}`);
  return res.json();
}

const summaryValue = (page: Page, label: string) =>
  page
    .locator('.summary div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a purchase is set up in two steps, and the admin gets the confirmation email', async ({ page }) => {
  const purchaser = uniqueEmail('purchaser');
  const admin = uniqueEmail('listing-admin');
  const { token, saasSubscriptionId } = await mint({
    offerId: OFFER,
    planId: 'basic',
    purchaserEmail: purchaser,
    subscriptionName: 'Corner Bakery Listing',
  });
  await page.goto(`${market}/?n=${token}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Setup steps' }).locator('[aria-current="step"]')).toHaveText(
    /Subscription Details/,
  );
  await expect(summaryValue(page, 'Purchaser Email')).toHaveText(purchaser);
  await expect(summaryValue(page, 'Offer Name')).toHaveText(OFFER);
  await expect(summaryValue(page, 'Subscription Name')).toHaveText('Corner Bakery Listing');
  await expect(summaryValue(page, 'SaaS Subscription ID')).toHaveText(saasSubscriptionId);
  await expect(summaryValue(page, 'Status')).toHaveText('Pending fulfillment start');
  await expect(summaryValue(page, 'Plan')).toHaveText('Basic listing');

  // The admin is the purchaser unless the checkbox says otherwise.
  const adminEmail = page.getByLabel('Admin email');
  await expect(adminEmail).toBeDisabled();
  await expect(adminEmail).toHaveValue(purchaser);
  await expect(
    page.getByText('An email with configuration instructions will follow.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'help center' })).toBeVisible();
  await expectAccessible(page, 'marketplace step 1');
  await shot(page, 'marketplace-details');

  await page.getByLabel('Add a different admin user').check();
  await expect(adminEmail).toBeEnabled();
  await adminEmail.fill(admin);
  await page.getByLabel('First name').fill('R');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please input a valid first name');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation email' })).toBeVisible();
  await expect(
    page.getByText(`A confirmation email is on its way to ${admin}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'help center' })).toBeVisible();
  await expectAccessible(page, 'marketplace step 2');
  await shot(page, 'marketplace-confirmation');

  const request = await api();
  const mail = await latestOutboxMessage(request, await marketAdmin(), admin);
  expect(mail.subject).toBe('Porchlight Marketplace: your subscription Corner Bakery Listing');
  expect(mail.body).toContain(`SaaS subscription ID ${saasSubscriptionId}`);
  expect(mail.body).toContain('/create-login?token=');
});

test('a cancelled purchase shows Subscription Canceled and no form', async ({ page }) => {
  const { token } = await mint({ saasSubscriptionId: CANCELLED_LISTING });
  await page.goto(`${market}/?n=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Canceled' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('Unsubscribed');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectAccessible(page, 'marketplace cancelled');
  await shot(page, 'marketplace-cancelled');
});

test('a subscription whose admin exists answers with the code 102 message', async ({ page }) => {
  const { token } = await mint({ saasSubscriptionId: VENDOR_LISTING });
  await page.goto(`${market}/?n=${token}`);
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText(
      'An admin account has already been created. It cannot be changed at this time. Contact the provider if you need assistance',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Details' })).toBeVisible();
});

test('an unknown purchase link says so', async ({ page }) => {
  await page.goto(`${market}/?n=not-a-token`);
  await expect(
    page.getByText('This purchase link is not known. Open it again from the marketplace.'),
  ).toBeVisible();
});

test('the purchaser signs in, manages subscriptions and changes a plan', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${market}/marketplace`);
  await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
  await expectAccessible(page, 'marketplace signed out');
  await shot(page, 'marketplace-signed-out');
  await page.locator('.card').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${market}/login?redirect=%2Fmarketplace`);

  await page.getByLabel('Email', { exact: true }).fill('buyer@market.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${market}/marketplace`);
  await expect(page.getByRole('heading', { name: 'Welcome, Owen Price' })).toBeVisible();

  const manage = page.getByRole('button', { name: 'Manage Subscriptions' });
  await manage.click();
  await expect(manage).toHaveAttribute('aria-expanded', 'true');
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Plan',
    'Offer',
    'Status',
    'Action',
  ]);
  await expect(rowOf('Price Catering Listing').getByRole('cell').nth(4)).toHaveText('Unsubscribed');
  await expect(rowOf('Price Catering Listing').getByRole('button', { name: /Change Plan/ })).toBeDisabled();
  await expect(rowOf('Price Bakery Listing').getByRole('cell').nth(2)).toHaveText('Basic listing');
  await expectAccessible(page, 'marketplace subscriptions');
  await shot(page, 'marketplace-subscriptions');

  await rowOf('Price Bakery Listing')
    .getByRole('button', { name: /Change Plan/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Change Plan' });
  await expect(modal.getByText('Basic listing')).toBeVisible();
  const newPlan = modal.getByLabel('New plan');
  await expect(newPlan.locator('option')).toHaveText(['Choose a plan', 'Featured listing']);
  await expectAccessible(page, 'change plan');
  await newPlan.selectOption('featured');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Successful change - The change was successful. The subscription will be updated in a few minutes',
    ),
  ).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(rowOf('Price Bakery Listing').getByRole('cell').nth(2)).toHaveText('Featured listing');

  // Below 1000 px the list is cards, newest first like the table.
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(page.locator('.subscription-card h2')).toHaveText([
    'Price Catering Listing',
    'Price Bakery Listing',
  ]);
  await expect(page.getByRole('table')).toHaveCount(0);
  await shot(page, 'marketplace-subscriptions-cards');
});

test('the subscriber on the service instance sees their subscriptions and what to configure', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await sessionTokenOf('subscriber@services.example', { instance: 'services' });
  await openSignedIn(page, token, '/subscriptions', services);
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Plan', 'Offer', 'State', 'Action']);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(4);
  const actionOf = (name: string) => page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4);
  // Each action links to the case form, the apply URL of the seeded setup program 41, in a new window.
  for (const [name, label] of [
    ['Fox Community Fund', 'View Configuration'],
    ['Fox Youth League', 'Continue Configuration'],
    ['Fox Tenants Union', 'Configure'],
  ]) {
    const link = actionOf(name).getByRole('link');
    await expect(link).toHaveAccessibleName(`${label} ${name} (opens in a new tab)`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\/forms\.services\.example\/case\?/);
  }
  const configure = new URL(
    (await actionOf('Fox Tenants Union').getByRole('link').getAttribute('href')) ?? '',
  );
  expect(configure.searchParams.get('newApp')).toBe('true');
  await expect(actionOf('Fox Arts Collective')).toHaveText('');
  await expect(page.getByRole('row').filter({ hasText: 'Fox Tenants Union' })).toContainText(
    'Pending fulfillment start',
  );
  await expectAccessible(page, 'subscriptions');
  await shot(page, 'subscriptions');

  // Below 800 px: cards with the offer, the plan and the action.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.locator('.subscription-card').filter({ hasText: 'Fox Youth League' });
  await expect(card.locator('dd')).toHaveText(['porchlight-programs', 'Starter']);
  await expect(card).toContainText('Continue Configuration');
  await expectAccessible(page, 'subscriptions cards');
  await shot(page, 'subscriptions-cards');
});
