import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { ADMIN, expect, queuePage, SLOW_TEST_MS, SUPERVISOR, shownApplicationIds, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('Export downloads the filtered view as CSV, one line per matching application', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByPlaceholder('Search').fill('Garcia');
  const api = await queuePage(ADMIN, { filter: { search: 'Garcia', tab: 'all' } });
  expect(api.json.length).toBeGreaterThan(0);
  await expect.poll(() => shownApplicationIds(page)).toEqual(api.json.map((r) => r.externalId));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines.length - 1).toBe(api.total);
  for (const row of api.json) expect(lines.some((line) => line.includes(row.externalId))).toBe(true);
});

test('the column chooser hides a column for the signed-in user only, and keeps it', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.locator('th.column-companyName')).toHaveCount(1);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Partner' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('th.column-companyName')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('td.column-externalId').first()).toBeVisible();
  await expect(page.locator('th.column-companyName')).toHaveCount(0);

  // Another user in the same browser keeps their own columns.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, SUPERVISOR);
  await expect(page.locator('td.column-externalId').first()).toBeVisible();
  await expect(page.locator('th.column-companyName')).toHaveCount(1);
});
