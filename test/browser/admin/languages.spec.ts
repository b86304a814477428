import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { en } from '../../../admin-ui/src/i18n/en';
import { es } from '../../../admin-ui/src/i18n/es';
import { ADMIN, expect, SLOW_TEST_MS, shot, signIn } from './support';

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

test('the Spanish catalogue has every key of the English one, react-admin messages included, and no other', () => {
  const english = keys(en).sort();
  const spanish = keys(es).sort();
  expect(spanish).toEqual(english);
  expect(english.filter((k) => k.startsWith('ra.')).length).toBeGreaterThan(150);
  const untranslated = english.filter((k) => {
    const value = (path: string, from: object) =>
      path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], from);
    const text = value(k, en);
    // Placeholders alone ('%{name} %{recordRepresentation}') read the same in both languages.
    const words = typeof text === 'string' ? text.replace(/%\{\w+\}/g, '').replace(/[^A-Za-z]/g, '') : '';
    return words.length > 12 && text === value(k, es);
  });
  expect(untranslated).toEqual([]);
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
