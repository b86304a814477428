import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { en } from '../../../admin-ui/src/i18n/en';
import fr from '../../../admin-ui/src/i18n/fr';
import ko from '../../../admin-ui/src/i18n/ko';
import vi from '../../../admin-ui/src/i18n/vi';
import { MIRRORED } from '../../../admin-ui/src/providers/mirrored';
import type { FilterOptions } from '../../../server/src/contract/queue';
import { directionOf, LANGUAGES } from '../../../server/src/modules/i18n/languages';
import { expectAccessible } from '../community/support';
import { englishLeft } from '../support/english-left';
import { ADMIN, adminRoute, apiGet, expect, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../admin-ui/src');

/** Every key of a catalogue, as dotted paths. */
function keys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

test('every literal porchlight.* key the screens use is in the catalogue', () => {
  const known = new Set(keys(en));
  const used = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /['"](porchlight\.[a-z_]+(?:\.[A-Za-z0-9_-]+)+)['"]/g,
    )) {
      used.add(match[1]);
    }
  }
  // Local- and session-storage keys share the prefix but are not messages.
  used.delete('porchlight.admin.session');
  used.delete('porchlight.admin.lang');
  used.delete('porchlight.queue.refetch');
  used.delete('porchlight.queue.view');
  expect([...used].filter((k) => !known.has(k))).toEqual([]);
});

test('switching to Spanish translates the queue, react-admin included, and is kept', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('tab', { name: 'Todas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ID de solicitud' })).toBeVisible();
  await expect(page.getByText('Filas por página:')).toBeVisible();
  await shot(page, 'queue-spanish');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Asignación' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
});

const LANGUAGE_RULES = ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang'];

/** The admin's language as its menu stores it, then the page again. */
async function useLanguage(page: Page, from: string, to: string) {
  const name = (code: string) => LANGUAGES.find((l) => l.code === code)?.language ?? code;
  await page.getByRole('button', { name: name(from), exact: true }).click();
  const flips = directionOf(from) !== directionOf(to);
  const choose = page.getByRole('menuitem', { name: name(to), exact: true }).click();
  await (flips ? Promise.all([page.waitForEvent('load'), choose]) : choose);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('Arabic turns the admin right to left: the menu on the right, the arrows mirrored', async ({ page }) => {
  await signIn(page, ADMIN);
  await useLanguage(page, 'en', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const menu = await page.locator('.RaSidebar-fixed').boundingBox();
  const table = await page.locator('table').first().boundingBox();
  expect(menu && table && menu.x > table.x).toBe(true);
  await shot(page, 'queue-arabic-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'queue-arabic-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('table tbody tr td.column-externalId').first().click();
  await expect(page.locator(`.${MIRRORED}`).first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  // The history's arrow from a state to the next points the way the page reads.
  await expect(page.getByRole('list', { name: 'السجل' }).getByText('←').first()).toBeVisible();
  await shot(page, 'record-arabic');
  await useLanguage(page, 'ar', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test.describe('no English', () => {
  // axe is injected as a script of the test's own, which the page's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true });
  for (const [code, catalogue] of Object.entries({ fr, vi, ko })) {
    test(`${code}: the queue, a record and the program portal show no English`, async ({ page }) => {
      await signIn(page, ADMIN);
      await useLanguage(page, 'en', code);
      // The workflows' state names are the instance's own words (Payment in progress, Pending-Denial), not ours.
      const states = (await apiGet<FilterOptions>(ADMIN, '/api/admin/applications/filter-options')).json
        .state;
      expect(states.length).toBeGreaterThan(0);
      const scan = async (screen: string) => {
        await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
        const shown = (await page.locator('body').textContent()) ?? '';
        const text = states.reduce((left, state) => left.replaceAll(state.name, ''), shown);
        expect(englishLeft(text, en, catalogue, /%\{(\w+)\}/g), `${code} ${screen}`).toEqual([]);
        // axe's language rules: the page says its language, validly (the queue's own accessibility is
        // react-admin's and ours, checked elsewhere; its checkbox labels are react-admin's).
        await expectAccessible(page, `${code} ${screen}`, undefined, LANGUAGE_RULES);
      };
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await scan('queue');
      await page.locator('table tbody tr td.column-externalId').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('record');
      await page.goto(adminRoute('/program-portal'));
      // The instance's programs, each a link with its number.
      await expect(page.getByRole('link', { name: /#\d+/ }).first()).toBeVisible();
      await scan('program portal');
      await shot(page, `no-english-${code}`);
    });
  }
});
