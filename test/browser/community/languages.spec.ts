// Languages (access spec §1): the selector, storage, cookie and reload; the five of instance 483; a
// right-to-left language flips the layout; complete catalogues and the English fallback.
import { expect, test } from '@playwright/test';
import ar from '../../../community-ui/src/i18n/catalogues/ar';
import { en } from '../../../community-ui/src/i18n/catalogues/en';
import es from '../../../community-ui/src/i18n/catalogues/es';
import ko from '../../../community-ui/src/i18n/catalogues/ko';
import vi from '../../../community-ui/src/i18n/catalogues/vi';
import zhTW from '../../../community-ui/src/i18n/catalogues/zh-TW';
import { LANGUAGES } from '../../../server/src/modules/i18n/languages';
import { shot, siteOf } from './support';

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

test('a language without its own catalogue shows English in its own direction', async ({ page }) => {
  await page.goto(`${springfield}/login`);
  await page.getByRole('button', { name: /Language: English/ }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'فارسی' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
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

test('the complete catalogues have every English key, with the same placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [code, catalogue] of Object.entries({ es, vi, ko, 'zh-TW': zhTW, ar })) {
    expect(Object.keys(catalogue).sort(), code).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = (catalogue as Record<string, string>)[key];
      expect(translated.trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(translated), `${code} ${key}`).toEqual(placeholders(text));
    }
  }
});
