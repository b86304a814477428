// Signing in as people do (access spec §2, §4, §8): MFA, each account type's home, the session picker and
// switching, the account-name screen, the newer layout, lockout, logout.
import { expect, test } from '@playwright/test';
import es from '../../../community-ui/src/i18n/catalogues/es';
import { RIVERTON_SYNC_SWITCH, withSharedLock } from '../support/shared-lock';
import {
  api,
  DEMO_PASSWORD,
  FRESH_PASSWORD,
  freshUser,
  lastBody,
  newCode,
  sessionTokenOf,
  shot,
  signInThroughUi,
  siteOf,
} from './support';

test('sign in with MFA: choose the email channel, type the emailed code, land on the programs', async ({
  page,
}) => {
  const before = await lastBody('secure@springfield.example');
  await signInThroughUi(page, 'secure@springfield.example');
  await expect(page).toHaveURL(/\/mfa$/);
  await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await newCode('secure@springfield.example', before);
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(first).toBeFocused();
  await shot(page, 'mfa-code');
  // Typed digit by digit: focus moves on, and the sixth digit submits by itself.
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('navigation', { name: 'Community' })).toContainText('My Applications');
});

const HOMES = [
  { who: 'admin@springfield.example', site: 'springfield', path: '/reports', sees: 'Tools' },
  { who: 'owner@springfield.example', site: 'springfield', path: '/resources', sees: 'My Applications' },
  { who: 'applicant@springfield.example', site: 'springfield', path: '/resources', sees: 'About' },
  { who: 'reviewer@riverton.example', site: 'riverton', path: '/reports', sees: 'Sync report' },
  { who: 'subscriber@services.example', site: 'services', path: '/subscriptions', sees: 'My Subscriptions' },
  { who: 'reviewer@market.example', site: 'market', path: '/rem-routes', sees: 'Marketplace reviews' },
  {
    who: 'demo@ideas.example',
    site: 'ideas',
    path: '/v2/ai-tools/generate-ideas',
    sees: 'AI idea generation',
  },
];

for (const home of HOMES) {
  test(`${home.who} lands on ${home.path}`, async ({ page }) => {
    const lands = async () => {
      await signInThroughUi(page, home.who, DEMO_PASSWORD, siteOf(home.site));
      await expect(page).toHaveURL(new RegExp(`${home.path.replace(/\//g, '\\/')}$`));
      await expect(page.getByText(home.sees, { exact: true }).first()).toBeVisible();
    };
    await (home.site === 'riverton' ? withSharedLock(RIVERTON_SYNC_SWITCH, lands) : lands());
  });
}

test('the reviewer sees Reports, Reviews and Sync report but not the administrator links', async ({
  page,
}) => {
  await withSharedLock(RIVERTON_SYNC_SWITCH, async () => {
    await signInThroughUi(page, 'reviewer@riverton.example', DEMO_PASSWORD, siteOf('riverton'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Reports', 'Reviews', 'Sync report']);
    await expect(page.getByRole('link', { name: /Admin tools/ })).toHaveCount(0);
  });
});

test("Sync report leaves the reviewer's header while Riverton's switch (instance portal → Security) is off", async ({
  page,
}) => {
  await withSharedLock(RIVERTON_SYNC_SWITCH, async () => {
    const admin = await sessionTokenOf('admin@riverton.example', { instance: 'riverton' });
    const setSwitch = async (syncReportEnabled: boolean) => {
      const response = await (await api()).put('/api/admin/instance-security/318', {
        headers: { authorization: `Bearer ${admin}` },
        data: { syncReportEnabled },
      });
      expect(response.ok()).toBe(true);
    };
    try {
      await setSwitch(false);
      await signInThroughUi(page, 'reviewer@riverton.example', DEMO_PASSWORD, siteOf('riverton'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Reviews' })).toBeVisible();
      // The switch is read after the header first shows: give that answer time to arrive.
      await page.waitForLoadState('networkidle');
      await expect(nav.getByRole('link')).toHaveText(['Reports', 'Reviews']);
    } finally {
      await setSwitch(true);
    }
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Reports',
      'Reviews',
      'Sync report',
    ]);
  });
});

test('the session picker: search, choose the government account, then switch to the business', async ({
  page,
}) => {
  await signInThroughUi(page, 'multi@porchlight.example');
  await expect(page).toHaveURL(/\/session$/);
  const accounts = page.locator('.account-list').getByRole('button');
  await expect(accounts).toHaveCount(3);
  await page.getByLabel('Search accounts').fill('consult');
  await expect(accounts).toHaveCount(1);
  await expect(accounts.first()).toContainText('Santos Consulting');
  await page.getByLabel('Search accounts').fill('');
  await shot(page, 'session-picker');
  await page.getByRole('button', { name: /Springfield Department of Human Services/ }).click();
  await expect(page).toHaveURL(/\/reports$/);

  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByLabel('Switch account').fill('consult');
  await expect(page.locator('.settings__panel .account-option')).toHaveCount(1);
  await shot(page, 'settings-switcher');
  await page.getByRole('button', { name: /Santos Consulting/ }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('button', { name: /Account settings/ })).toContainText('Santos Consulting');
  await expect(page.getByRole('navigation', { name: 'Community' })).toContainText('My Applications');
});

test('an individual of the health exchange goes to the form its instance names, and may stay on profile settings', async ({
  page,
}) => {
  const healthexchange = siteOf('healthexchange');
  await signInThroughUi(page, 'multi@porchlight.example');
  await page.getByRole('button', { name: /State Health Exchange/ }).click();
  // The demo's form is a page of this server: the instance's contact information.
  await expect(page).toHaveURL(`${healthexchange}/contact-info`);
  await expect(page.getByRole('heading', { name: 'Contact State Health Exchange' })).toBeVisible();
  await page.goto(`${healthexchange}/resources`);
  await expect(page).toHaveURL(`${healthexchange}/contact-info`);
  await page.goto(`${healthexchange}/profile-settings`);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await expect(page).toHaveURL(`${healthexchange}/profile-settings`);
});

test('an account without a name asks for one, with the name rules of the server', async ({ page }) => {
  await signInThroughUi(page, 'unnamed@springfield.example');
  await expect(page).toHaveURL(/\/set-account-name$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The field First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('R2');
  await page.getByLabel('Last name').fill('Unit');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Invalid First name')).toBeVisible();
  await page.getByLabel('First name').fill('Robin');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('a phone number signs in as +1 and its digits', async ({ page }) => {
  await signInThroughUi(page, '(555) 555-0123');
  await expect(page).toHaveURL(/\/resources$/);
});

test('the newer layout: show/hide, remember me, and the button waits for both fields', async ({ page }) => {
  await page.goto(`${siteOf('healthexchange')}/login`);
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email or phone number').fill('nobody@residents.example');
  await expect(button).toBeDisabled();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await expect(button).toBeEnabled();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByLabel('Remember me').check();
  await shot(page, 'login-newer');
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect user and password combination.');
  await page.reload();
  await expect(page.getByLabel('Email or phone number')).toHaveValue('nobody@residents.example');
  await expect(page.getByLabel('Remember me')).toBeChecked();
});

test('wrong passwords: the warning, then the lockout message with its reset link', async ({ page }) => {
  // This test's own user: locking it bothers no one.
  const email = await freshUser('lockout');
  await signInThroughUi(page, email, 'Wrong-Pass-1!');
  await expect(page.getByRole('alert')).toHaveText('Incorrect user and password combination.');
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your account is locked after too many failed sign-in attempts.');
  await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await shot(page, 'login-lockout');
  // Locked means locked: even the right password is refused now.
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is locked');
});

test('a lockout says when the account opens again, in the words and the clock of the page language', async ({
  page,
}) => {
  const email = await freshUser('lockout-es');
  await page.goto(`${siteOf('springfield')}/contact-support`);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'es'));
  await page.goto(`${siteOf('springfield')}/login`);
  await page.getByLabel(es['login.email'], { exact: true }).fill(email);
  await page.getByLabel(es['login.password'], { exact: true }).fill('Wrong-Pass-1!');
  const submit = page.getByRole('button', { name: es['login.submit'], exact: true });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(es['login.failed']);
  }
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/users/login-v2')),
    submit.click(),
  ]);
  const { lockedUntil } = (await answer.json()) as { lockedUntil: string };
  // Springfield locks for 15 minutes; the time is the browser's, as a person there reads a clock.
  const time = await page.evaluate(
    (until) => new Intl.DateTimeFormat('es', { timeStyle: 'short' }).format(new Date(until)),
    lockedUntil,
  );
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Su cuenta está bloqueada tras demasiados intentos fallidos.');
  await expect(alert).toContainText(`Vuelva a intentarlo a partir de`);
  await expect(alert).toContainText(time);
  await expect(alert).toContainText('(dentro de 15 minutos)');
  await expect(alert.getByRole('link', { name: es['login.resetLink'] })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await shot(page, 'login-lockout-spanish');
});

test('logout is disabled once clicked and ends on the login page', async ({ page }) => {
  await signInThroughUi(page, 'applicant@springfield.example');
  await expect(page).toHaveURL(/\/resources$/);
  // The server's answer is held back a moment so the disabled button can be seen.
  await page.route('**/api/users/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: /Account settings/ }).click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.click();
  await expect(logout).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${siteOf('springfield')}/applications`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapplications$/);
});
