// Languages (access spec §1, issue 23): the selector, storage, cookie and reload; the five of instance 483;
// a right-to-left language flips the layout; French, Vietnamese and Korean screens show no English.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ar from '../../../community-ui/src/i18n/catalogues/ar';
import { en } from '../../../community-ui/src/i18n/catalogues/en';
import fa from '../../../community-ui/src/i18n/catalogues/fa';
import fr from '../../../community-ui/src/i18n/catalogues/fr';
import ko from '../../../community-ui/src/i18n/catalogues/ko';
import vi from '../../../community-ui/src/i18n/catalogues/vi';
import { LANGUAGES } from '../../../server/src/modules/i18n/languages';
import { englishLeft } from '../support/english-left';
import { expectAccessible, openSignedIn, sessionTokenOf, shot, siteOf } from './support';

const springfield = siteOf('springfield');

test('Arabic: stored, cookie set, page reloaded right to left', async ({ page, context }) => {
  await page.goto(`${springfield}/login`);
  await page.getByRole('button', { name: /Language: English/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(dialog.locator('button[lang]')).toHaveCount(LANGUAGES.length);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'العربية' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: ar['login.title'] })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('porchlight.lang'))).toBe('ar');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
  // The branded panel sits at the start of the line: on the right in right-to-left.
  const brand = await page.locator('.login__brand').boundingBox();
  const form = await page.locator('.login__form').boundingBox();
  expect(brand && form && brand.x > form.x).toBe(true);
  await shot(page, 'login-arabic');

  // The rules speak Arabic too.
  await page.getByRole('button', { name: ar['login.submit'], exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    ar['rule.fieldRequired'].replace('{label}', ar['login.email']),
  );
});

test('Persian has its own catalogue, right to left', async ({ page }) => {
  await page.goto(`${springfield}/login`);
  await page.getByRole('button', { name: /Language: English/ }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'فارسی' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: fa['login.title'] })).toBeVisible();
});

test('the health exchange offers its five languages only', async ({ page }) => {
  await page.goto(`${siteOf('healthexchange')}/login`);
  await page.getByRole('button', { name: /Language: English/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(dialog.locator('button[lang]')).toHaveText([
    'English',
    'Español',
    'Tiếng Việt',
    '한국어',
    '中文（繁體）',
  ]);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Tiếng Việt' }).click()]);
  await expect(page.getByRole('button', { name: vi['login.submit'], exact: true })).toBeDisabled();
  await shot(page, 'login-newer-vietnamese');
});

/** Springfield's own words in the demo world: its name, title and sign-in texts. */
const SPRINGFIELD_WORDS = Object.values(
  (
    JSON.parse(readFileSync(new URL('../../../seeds/demo/instances.json', import.meta.url), 'utf8')) as {
      instances: Record<string, unknown>[];
    }
  ).instances.find((i) => i.subdomain === 'springfield') ?? {},
).filter((value): value is string => typeof value === 'string' && value.includes(' '));

/** Opens a screen in a language (stored as the selector stores it) and scans it for English wording. */
async function expectNoEnglish(page: Page, code: string, catalogue: object, path: string, token?: string) {
  await page.addInitScript((lang) => localStorage.setItem('porchlight.lang', lang), code);
  if (token) await openSignedIn(page, token, path);
  else await page.goto(`${springfield}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  // The instance's own words (its title, its programs) are the administrator's to translate, not ours.
  const text = SPRINGFIELD_WORDS.reduce(
    (left, words) => left.replaceAll(words, ''),
    (await page.locator('body').textContent()) ?? '',
  );
  expect(englishLeft(text, en, catalogue, /\{(\w+)\}/g), `${code} ${path}`).toEqual([]);
  await expectAccessible(page, `${code} ${path}`);
}

test.describe('no English', () => {
  // axe is injected as a script of the test's own, which the page's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true });
  for (const [code, catalogue] of Object.entries({ fr, vi, ko })) {
    test(`${code}: the screens of signing in and of an applicant show no English`, async ({ page }) => {
      for (const path of ['/login', '/signup', '/forgot-password', '/find-login']) {
        await expectNoEnglish(page, code, catalogue, path);
      }
      const token = await sessionTokenOf('applicant@springfield.example');
      for (const path of ['/home', '/resources', '/applications', '/profile', '/notification-preferences']) {
        await expectNoEnglish(page, code, catalogue, path, token);
      }
      await shot(page, `no-english-${code}`);
    });
  }
});
