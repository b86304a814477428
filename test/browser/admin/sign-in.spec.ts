import { test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_URL,
  CASE_WORKER,
  DEMO_PASSWORD,
  expect,
  RIVERTON,
  SLOW_TEST_MS,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const topNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

test('an administrator signs in and sees the full government navigation', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(topNav(page)).toHaveText(['Community', 'Programs', 'Reports', 'Reviews', 'Tools']);
  await expect(page.getByRole('menuitem', { name: 'Instance portal' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Tools' })).toBeVisible();
});

test('a case worker signs in and sees only Reports in the navigation', async ({ page }) => {
  await signIn(page, CASE_WORKER);
  await expect(topNav(page)).toHaveText(['Reports']);
  await expect(page.getByRole('menuitem', { name: 'Work queue' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Instance portal' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Tools' })).toHaveCount(0);
});

test('a wrong password shows the server message and keeps the user on the login page', async ({ page }) => {
  await page.goto(ADMIN_URL);
  await page.getByLabel('Email or phone').fill(ADMIN);
  await page.getByLabel('Password').fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect user and password combination.');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveCount(0);
});

async function openPrivacyDialog(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Privacy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the privacy-policy dialog has a title, six paragraphs, the provider link and a privacy mail link', async ({
  page,
}) => {
  // Riverton's Content tab sets no privacy notice, link or contact: the built-in policy shows.
  await signIn(page, 'admin@riverton.example', RIVERTON);
  const dialog = await openPrivacyDialog(page);
  await expect(dialog.getByTestId('privacy-paragraph')).toHaveCount(6);
  await expect(dialog.getByRole('link', { name: "Read the provider's full privacy policy" })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test("the privacy-policy dialog shows the instance's own notice in place of the built-in paragraphs", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const dialog = await openPrivacyDialog(page);
  await expect(dialog.getByTestId('privacy-paragraph')).toHaveText([
    'We keep your information only as long as a program needs it.',
  ]);
  // Springfield sets no policy link or contact of its own: the built-in ones remain.
  await expect(dialog.getByRole('link', { name: "Read the provider's full privacy policy" })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('signing out revokes the session: the queue asks for a sign-in again', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${ADMIN_URL}#/applications`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an expired session token is refreshed once through session-refresh and the call is retried', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const before = await page.evaluate(() => localStorage.getItem('porchlight.admin.session'));
  // The server's answer to an expired token (API.md "Tokens"), given once to the next queue call: waiting
  // 30 minutes for a real expiry is not a test.
  let expiredOnce = false;
  await page.route(/\/api\/admin\/applications\?/, async (route) => {
    if (expiredOnce) return route.continue();
    expiredOnce = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, code: 1, message: 'The session token has expired' }),
    });
  });
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/session-refresh') && r.status() === 200,
  );
  await page.getByRole('tab', { name: 'Assignment' }).click();
  const { token } = (await (await refreshed).json()) as { token: string };
  await expect(page.locator('td.column-externalId').first()).toBeVisible();
  // The refreshed token is kept. Signed within the same second as the sign-in, it can be the same bytes as
  // the one before (the same session, iat and exp), so it is compared with the refresh's answer.
  const after = await page.evaluate(() => localStorage.getItem('porchlight.admin.session'));
  expect(before).toBeTruthy();
  expect(after).toBe(token);
  expect(expiredOnce).toBe(true);
});
