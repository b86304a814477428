// Route guards (access spec §2 "Route guards") and the session rules of §4 and §8, in the browser.
import { expect, test } from '@playwright/test';
import { api, openSignedIn, sessionTokenOf, siteOf } from './support';

const springfield = siteOf('springfield');

test('a signed-out visitor goes to login with the way back, and arrives there after signing in', async ({
  page,
}) => {
  await page.goto(`${springfield}/applications`);
  await expect(page).toHaveURL(`${springfield}/login?redirect=%2Fapplications`);
  await page.getByLabel('Email', { exact: true }).fill('applicant@springfield.example');
  await page.getByLabel('Password', { exact: true }).fill('Porchlight-Demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${springfield}/applications`);
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
});

test('a signed-in user is sent home from the public auth screens', async ({ page }) => {
  const token = await sessionTokenOf('applicant@springfield.example');
  await openSignedIn(page, token, '/login');
  for (const path of [
    '/login',
    '/signup',
    '/find-login',
    '/forgot-password',
    '/register',
    '/session',
    '/mfa',
    '/contact-support',
  ]) {
    await page.goto(`${springfield}${path}`);
    await expect(page, path).toHaveURL(`${springfield}/resources`);
  }
});

test('a wrong role is sent to its own home', async ({ page }) => {
  const cases = [
    { who: 'admin@springfield.example', path: '/applications', home: '/reports' },
    { who: 'admin@springfield.example', path: '/profile-settings', home: '/reports' },
    { who: 'owner@springfield.example', path: '/profile-settings', home: '/resources' },
    { who: 'applicant@springfield.example', path: '/reports', home: '/resources' },
    { who: 'applicant@springfield.example', path: '/subscriptions', home: '/resources' },
  ];
  for (const { who, path, home } of cases) {
    await page.goto(`${springfield}/contact-support`);
    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, await sessionTokenOf(who), path);
    await expect(page, `${who} on ${path}`).toHaveURL(`${springfield}${home}`);
  }
});

test('the health exchange sends its sign-up, register and reset paths to login', async ({ page }) => {
  const healthexchange = siteOf('healthexchange');
  for (const path of [
    '/signup',
    '/register',
    '/individual-signup',
    '/reset-password',
    '/resetpassword?token=x',
  ]) {
    await page.goto(`${healthexchange}${path}`);
    await expect(page, path).toHaveURL(`${healthexchange}/login`);
  }
  // Elsewhere they stay open.
  await page.goto(`${springfield}/signup`);
  await expect(page.getByRole('heading', { name: 'Sign up for City of Springfield' })).toBeVisible();
});

test('a 401 on a signed-in call signs out with the service message', async ({ page }) => {
  const token = await sessionTokenOf('applicant@springfield.example');
  await openSignedIn(page, token, '/resources');
  await expect(page.getByRole('link', { name: 'Grocery Support', exact: true })).toBeVisible();
  // The session ends elsewhere (another tab logs out): the next call is refused.
  const request = await api();
  await request.post('/api/users/logout', { headers: { authorization: `Bearer ${token}` } });
  // The menu's link: program cards link to My Applications too (already applied).
  await page.getByRole('navigation').getByRole('link', { name: 'My Applications', exact: true }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  await expect(page.getByRole('alert').filter({ hasText: 'The service is not available' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('porchlight.session_token'))).toBeNull();
});

test('at its expiry the token is refreshed while the session lives', async ({ page }) => {
  await page.clock.install();
  const token = await sessionTokenOf('applicant@springfield.example');
  await openSignedIn(page, token, '/resources');
  await expect(page.getByRole('link', { name: 'Grocery Support', exact: true })).toBeVisible();
  await page.clock.fastForward('31:00');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('porchlight.session_token')))
    .not.toBe(token);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a session that ended shows the expired dialog when its token runs out', async ({ page }) => {
  await page.clock.install();
  const token = await sessionTokenOf('applicant@springfield.example');
  await openSignedIn(page, token, '/resources');
  await expect(page.getByRole('link', { name: 'Grocery Support', exact: true })).toBeVisible();
  const request = await api();
  await request.post('/api/users/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.clock.fastForward('31:00');
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
});

test('the embedded auth frame posts externalAuth to the page around it', async ({ page }) => {
  await page.goto(`${springfield}/contact-support`);
  const message = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('message', (event) => resolve(event.data), { once: true });
        const frame = document.createElement('iframe');
        frame.src = '/authFrame?realm=partner-portal&check=abc';
        document.body.append(frame);
      }),
  );
  const data = (await message) as { action: string; realm: string; token?: string; error?: string };
  expect(data.action).toBe('externalAuth');
  expect(data.realm).toBe('partner-portal');
  expect(data.token ?? data.error).toBeTruthy();
});

test('the auto-login landing without a token goes to login', async ({ page }) => {
  await page.goto(`${springfield}/auth`);
  await expect(page).toHaveURL(`${springfield}/login`);
});
