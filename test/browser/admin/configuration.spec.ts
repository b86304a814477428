import { test } from '@playwright/test';
import { ADMIN, adminRoute, expect, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('the sidebar groups the configuration tables under one Configuration entry', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('menuitem', { name: 'Work queue' })).toBeVisible();
  for (const table of ['States', 'Transitions', 'Possible owners', 'Workflow members']) {
    await expect(page.getByRole('menuitem', { name: table, exact: true })).toHaveCount(0);
  }
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  const tables = page.getByRole('list', { name: 'Configuration' });
  for (const table of ['States', 'Transitions', 'Possible owners', 'Workflow members', 'Users']) {
    await expect(tables.getByRole('link', { name: table, exact: true })).toBeVisible();
  }
  await shot(page, 'configuration');
  await tables.getByRole('link', { name: 'States', exact: true }).click();
  await expect(page).toHaveURL(/#\/states$/);
});

test('a denial reason is created inside the program portal', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/program-portal/5/denial-reasons'));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const label = `Moved out of the county ${Date.now()}`;
  await dialog.getByLabel('Reason').fill(label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/program-portal\/5\/denial-reasons$/);
  await expect(page.getByText(label)).toBeVisible();
});
