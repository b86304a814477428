// The instance portal's Security tab (programs spec §2, §6 InstanceConfig): its settings come from the
// instance-security resource, and a lowered lockout holds on the instance's login page at once. Riverton's
// settings change here, so Springfield's sign-ins in other tests stay as seeded.
import { type Page, test } from '@playwright/test';
import { latestOutboxMessage } from '../support/outbox';
import { RIVERTON_SYNC_SWITCH, withSharedLock } from '../support/shared-lock';
import { api, communityUrl, expect, RIVERTON, SLOW_TEST_MS, sessionTokenOf, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const RIVERTON_ADMIN = 'admin@riverton.example';
const PASSWORD = 'Riverton-Bakery-2026';

interface Security {
  mfaRequired: boolean;
  captchaEnabled: boolean;
  lockoutThreshold: number;
  lockoutMinutes: number;
  syncReportEnabled: boolean;
  updatedAt: string;
}

async function riverton<T>(method: 'get' | 'put' | 'post', path: string, data?: unknown) {
  const request = await api();
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${await sessionTokenOf(RIVERTON_ADMIN, 3, RIVERTON)}` },
    data,
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const security = () => riverton<Security>('get', `/api/admin/instance-security/${RIVERTON.id}`);

/** A business user of Riverton with a login of their own (add business, then the emailed link). */
async function freshBusinessUser(): Promise<string> {
  const email = `lockout-${Date.now()}@riverton-bakery.example`;
  await riverton('post', '/api/admin/businesses', { business_name: 'Riverton Bakery', email });
  const token = await sessionTokenOf(RIVERTON_ADMIN, 3, RIVERTON);
  const { body } = await latestOutboxMessage(await api(), token, email);
  const link = /[?&]token=([\w-]+)/.exec(body)?.[1];
  const set = await (await api()).post('/api/auth/set-password', {
    headers: { authorization: `Bearer ${link}` },
    data: { password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.status()).toBe(204);
  return email;
}

async function communityLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the Security tab shows the instance settings and a lowered lockout locks on the third wrong password', async ({
  page,
}) => {
  const seeded = await security();
  expect(seeded).toMatchObject({ lockoutThreshold: 5, lockoutMinutes: 15, mfaRequired: false });
  try {
    await signIn(page, RIVERTON_ADMIN, RIVERTON);
    await page.getByRole('menuitem', { name: 'Instance portal' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('switch', { name: 'MFA required for every account' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Sync report for reviewers' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Failed sign-ins before a lockout' })).toHaveText(
      '5 failed sign-ins',
    );
    await expect(page.getByRole('combobox', { name: 'Lockout length' })).toHaveText('15 minutes');
    // The browser tests' server runs without a captcha provider, and the tab says so.
    await expect(page.getByTestId('captcha-inactive')).toBeVisible();

    await page.getByRole('combobox', { name: 'Failed sign-ins before a lockout' }).click();
    await page.getByRole('option', { name: '3 failed sign-ins' }).click();
    await page.getByRole('combobox', { name: 'Lockout length' }).click();
    await expect(page.getByRole('option')).toHaveText([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '1 day',
    ]);
    await page.getByRole('option', { name: '5 minutes', exact: true }).click();
    await expect(page.getByTestId('lockout-summary')).toHaveText(
      'After 3 failed sign-ins in a row, the account is locked for 5 minutes; resetting the password unlocks it.',
    );
    await shot(page, 'instance-security');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await expect.poll(async () => (await security()).lockoutThreshold).toBe(3);
    expect((await security()).lockoutMinutes).toBe(5);

    // The login path reads the saved values: the third wrong password in a row locks the account.
    const email = await freshBusinessUser();
    const login = await page.context().newPage();
    await login.goto(communityUrl('/login', RIVERTON));
    for (const attempt of [1, 2]) {
      await communityLogin(login, email, `${PASSWORD}-wrong`);
      await expect(login.getByRole('alert'), `attempt ${attempt}`).toHaveText(
        'Incorrect user and password combination.',
      );
    }
    await communityLogin(login, email, `${PASSWORD}-wrong`);
    await expect(login.getByRole('alert')).toContainText('Your account is locked');
    await shot(login, 'instance-security-lockout');
    const locked = await (await api()).post('/api/users/login-v2', {
      data: { email, password: PASSWORD, instance: RIVERTON.subdomain },
    });
    expect(locked.status()).toBe(403);
    expect((await locked.json()).message).toContain(
      'locked after 3 failed sign-in attempts in a row. Try again in 5 minutes',
    );
    await login.close();
  } finally {
    // Riverton's sign-in rules go back to the seed's for the other tests.
    await riverton('put', `/api/admin/instance-security/${RIVERTON.id}`, {
      lockoutThreshold: seeded.lockoutThreshold,
      lockoutMinutes: seeded.lockoutMinutes,
    });
  }
});

test("the instance's sync report switch decides whether its reviewers see Sync report", async ({
  page,
  browser,
}) => {
  await withSharedLock(RIVERTON_SYNC_SWITCH, async () => {
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    const nav = reviewer.getByRole('navigation', { name: 'Main navigation' });
    try {
      await signIn(reviewer, 'reviewer@riverton.example', RIVERTON);
      await expect(nav.getByRole('link', { name: 'Sync report' })).toBeVisible();

      await signIn(page, RIVERTON_ADMIN, RIVERTON);
      await page.getByRole('menuitem', { name: 'Instance portal' }).click();
      await page.getByRole('tab', { name: 'Security' }).click();
      const syncSwitch = page.getByRole('switch', { name: 'Sync report for reviewers' });
      // The saved value is on first: unchecking before the record arrives would leave nothing to save.
      await expect(syncSwitch).toBeChecked();
      await syncSwitch.uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Element updated')).toBeVisible();

      await reviewer.reload();
      await expect(nav.getByRole('link', { name: 'Reviews' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sync report' })).toHaveCount(0);
      await shot(reviewer, 'reviewer-nav-without-sync-report');
    } finally {
      await riverton('put', `/api/admin/instance-security/${RIVERTON.id}`, { syncReportEnabled: true });
      await reviewerContext.close();
    }
  });
});
