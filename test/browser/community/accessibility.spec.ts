// axe-core on every screen: no serious or critical violation. Each screen is also photographed.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, openSignedIn, sessionTokenOf, shot, siteOf } from './support';

// axe is injected as an inline script, which the product's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');
const healthexchange = siteOf('healthexchange');

const SIGNED_OUT: { name: string; url: string; heading: string }[] = [
  { name: 'login', url: `${springfield}/login`, heading: 'Sign in' },
  { name: 'login-newer', url: `${healthexchange}/login`, heading: 'State Health Exchange' },
  { name: 'forgot-password', url: `${springfield}/forgot-password`, heading: 'Forgot your password?' },
  {
    name: 'forgot-password-newer',
    url: `${healthexchange}/forgot-password`,
    heading: 'Forgot your password?',
  },
  { name: 'find-login', url: `${springfield}/find-login`, heading: 'Find your City of Springfield login' },
  { name: 'contact-support', url: `${springfield}/contact-support`, heading: 'Contact support' },
  { name: 'signup', url: `${springfield}/signup`, heading: 'Sign up for City of Springfield' },
  {
    name: 'register',
    url: `${springfield}/register`,
    heading: 'Register your business with City of Springfield',
  },
  {
    name: 'reset-link-invalid',
    url: `${springfield}/resetpassword?token=none`,
    heading: 'Choose a new password',
  },
  {
    name: 'signup-location',
    url: `http://localhost:${new URL(springfield).port}/signup`,
    heading: 'Sign up by location',
  },
  { name: 'not-found', url: `${springfield}/no-such-page`, heading: 'Page not found' },
];

for (const screen of SIGNED_OUT) {
  test(`${screen.name} is accessible`, async ({ page }) => {
    await page.goto(screen.url);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
    await expectAccessible(page, screen.name);
    await shot(page, screen.name);
  });
}

/** Opens a screen reached with state (login token, chosen account) the way the flow hands it over. */
async function openWithState(page: Page, path: string, state: unknown) {
  await page.evaluate(
    ({ path, state }) => {
      window.history.pushState({ usr: state }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { path, state },
  );
}

test('the session picker, the MFA channel step and the account-name screen are accessible', async ({
  page,
}) => {
  await page.goto(`${springfield}/login`);
  await page.getByLabel('Email', { exact: true }).fill('multi@porchlight.example');
  await page.getByLabel('Password', { exact: true }).fill('Porchlight-Demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expectAccessible(page, 'session picker');

  const account = {
    cd_user: 1,
    cd_entity: 1,
    cd_entitytype: 2,
    cd_instance: 100,
    subdomain: 'springfield',
    name: null,
  };
  await openWithState(page, '/mfa', { account, channels: ['email', 'phone'], loginToken: 'unused' });
  await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  await expectAccessible(page, 'mfa');
  await shot(page, 'mfa-channel');

  await openWithState(page, '/set-account-name', { account, loginToken: 'unused' });
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await expectAccessible(page, 'set account name');
  await shot(page, 'set-account-name');
});

const SIGNED_IN: { name: string; who: string; path: string; heading: string; site?: string }[] = [
  { name: 'resources', who: 'applicant@springfield.example', path: '/resources', heading: 'Programs' },
  {
    name: 'program-detail',
    who: 'applicant@springfield.example',
    path: '/resources/6',
    heading: 'Child Savings Account',
  },
  {
    name: 'apply',
    who: 'applicant@springfield.example',
    path: '/confirmation-resource/13',
    heading: 'Apply to Childcare Subsidy',
  },
  {
    name: 'my-applications',
    who: 'applicant@springfield.example',
    path: '/applications',
    heading: 'My Applications',
  },
  {
    name: 'profile',
    who: 'applicant@springfield.example',
    path: '/profile-settings',
    heading: 'Profile settings',
  },
  {
    name: 'contact-info',
    who: 'owner@springfield.example',
    path: '/contact-info',
    heading: 'Contact City of Springfield',
  },
  { name: 'reports-home', who: 'admin@springfield.example', path: '/reports', heading: 'Reports' },
  {
    name: 'subscriptions',
    who: 'subscriber@services.example',
    path: '/subscriptions',
    heading: 'My Subscriptions',
    site: 'services',
  },
];

for (const screen of SIGNED_IN) {
  test(`${screen.name} is accessible`, async ({ page }) => {
    const token = await sessionTokenOf(screen.who, { instance: screen.site });
    await openSignedIn(page, token, screen.path, siteOf(screen.site ?? 'springfield'));
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectAccessible(page, screen.name);
    await shot(page, screen.name);
  });
}

test('the settings menu, the change-password modal and the language selector are accessible', async ({
  page,
}) => {
  await openSignedIn(
    page,
    await sessionTokenOf('multi@porchlight.example', { pick: (a) => a.cd_entitytype === 3 }),
    '/reports',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Account settings/ }).click();
  await expectAccessible(page, 'settings menu');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  await expectAccessible(page, 'change password');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Language: English/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your language' })).toBeVisible();
  await expectAccessible(page, 'language selector');
  await shot(page, 'language-selector');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('login, the catalogue and my applications fit a phone and stay accessible', async ({ page }) => {
    await page.goto(`${springfield}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expectAccessible(page, 'login on a phone');
    await shot(page, 'phone-login');
    const token = await sessionTokenOf('applicant@springfield.example');
    for (const [path, heading, name] of [
      ['/resources', 'Programs', 'phone-resources'],
      ['/applications', 'My Applications', 'phone-applications'],
    ]) {
      await openSignedIn(page, token, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, name);
      await shot(page, name);
    }
  });
});
