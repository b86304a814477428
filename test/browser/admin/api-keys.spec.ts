// The Security tab's API keys: made with a name and a role, the key shown once, listed without it, and
// revoked at once (API.md "Integrations and scale").
import { test } from '@playwright/test';
import { ADMIN, adminRoute, api, expect, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('an administrator makes an API key, copies it once, and revokes it', async ({ page }) => {
  const name = `Nightly export ${Date.now()}`;
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/instance-portal/security'));
  const panel = page.getByTestId('api-keys');
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Case Manager (201)' }).click();
  await panel.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByTestId('api-key-created');
  await expect(created).toContainText(`The key "${name}" was created. Copy it now: it is not shown again.`);
  const key = await created.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^plk_[\w-]{43}$/);
  const row = panel.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Case Manager (201)');
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText('Active');
  await shot(page, 'instance-portal-api-keys');

  const request = await api();
  const programs = () => request.get('/api/admin/programs', { headers: { authorization: `Bearer ${key}` } });
  expect((await programs()).status()).toBe(200);
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  const refused = await programs();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'apiKeyRevoked' });

  // Shown once: after a reload the key is listed without it.
  await page.reload();
  await expect(panel.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('api-key-created')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
});
