// Finding one's way as a person does: each page's title, a sign-in link that did not work, the public
// dashboard, and where the focus goes when a menu or a dialog closes (access spec §2 "Top navigation",
// "Auto-login and embedded auth pages", "Public dashboard").
import { expect, type Page, test } from '@playwright/test';
import ar from '../../../community-ui/src/i18n/catalogues/ar';
import { expectAccessible, openSignedIn, sessionTokenOf, shot, siteOf } from './support';

// axe is injected as an inline script, which the product's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');
const PORTAL = 'Springfield Community Programs';

async function chooseArabic(page: Page) {
  await page.goto(`${springfield}/contact-support`);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
}

test('each page names itself in the title, before the portal, in the page language', async ({ page }) => {
  for (const [path, title] of [
    ['/login', 'Sign in'],
    ['/find-login', 'Find your login'],
    ['/forgot-password', 'Forgot your password?'],
    ['/contact-support', 'Contact support'],
    ['/no-such-page', 'Page not found'],
  ]) {
    await page.goto(`${springfield}${path}`);
    await expect(page).toHaveTitle(`${title} · ${PORTAL}`);
  }
  const token = await sessionTokenOf('applicant@springfield.example');
  await openSignedIn(page, token, '/applications');
  await expect(page).toHaveTitle(`My Applications · ${PORTAL}`);
  await page.getByRole('link', { name: 'Programs', exact: true }).click();
  await expect(page).toHaveTitle(`Programs · ${PORTAL}`);

  await page.evaluate(() => localStorage.removeItem('porchlight.session_token'));
  await chooseArabic(page);
  await page.goto(`${springfield}/login`);
  await expect(page).toHaveTitle(`${ar['login.title']} · ${PORTAL}`);
});

test('a sign-in link that did not work says why and leads to sign in, and stays until followed', async ({
  page,
}) => {
  await page.goto(`${springfield}/auth?token=no-such-link`);
  await expect(page.getByRole('heading', { name: 'There was an error logging you in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The link that brought you here did not sign you in: it was used already or it has expired. Sign in with your login id and password.',
  );
  await expectAccessible(page, 'auto-login failed');
  await shot(page, 'auto-login-failed');
  // Still there after the three seconds an automatic move would have taken.
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(`${springfield}/auth?token=no-such-link`);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the public dashboard says plainly it is not public and leads home, with no sign-in form', async ({
  page,
}) => {
  await page.goto(`${springfield}/public/dashboard?programId=5`);
  await expect(page.getByRole('heading', { name: 'Program dashboard' })).toBeVisible();
  await expect(
    page.getByText(
      'This dashboard is not public: the program figures are for the staff who run the program.',
    ),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page, 'public dashboard');
  await shot(page, 'public-dashboard');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
});

test('closing a menu or a dialog gives the focus back to the button that opened it', async ({ page }) => {
  await openSignedIn(page, await sessionTokenOf('owner@springfield.example'), '/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();

  const contact = page.getByRole('button', { name: 'Contact us' });
  await contact.click();
  await page.getByRole('region', { name: 'Contact us' }).getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Contact us' })).toHaveCount(0);
  await expect(contact).toBeFocused();

  const settings = page.getByRole('button', { name: /Account settings/ });
  await settings.click();
  await page.getByRole('button', { name: 'Privacy', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(settings).toBeFocused();

  await settings.click();
  await page.getByRole('button', { name: 'Privacy', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(settings).toBeFocused();

  await settings.click();
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(settings).toBeFocused();

  const language = page.getByRole('button', { name: /Language: English/ });
  await language.click();
  await expect(page.getByRole('dialog', { name: 'Choose your language' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();
});

test.describe('on a phone, right to left', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the dashboard notice and the failed sign-in link fit a phone in Arabic', async ({ page }) => {
    await chooseArabic(page);
    for (const [path, heading, name] of [
      ['/public/dashboard', ar['dashboard.title'], 'phone-arabic-public-dashboard'],
      ['/auth?token=no-such-link', ar['redirect.loginError'], 'phone-arabic-auto-login-failed'],
    ]) {
      await page.goto(`${springfield}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, name);
      await shot(page, name);
    }
  });
});
