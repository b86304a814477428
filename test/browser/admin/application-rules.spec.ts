// An administrator adds an application rule and a resource use in the program portal's Settings tab
// (issue 25): one application per household, and an award counted against the budget, which the tab's
// budget then says is spent.
import { test } from '@playwright/test';
import {
  ADMIN,
  adminHeaders,
  adminRoute,
  api,
  expect,
  ownProgram,
  SLOW_TEST_MS,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('an administrator adds a one-per-household rule and a resource use in the Settings tab', async ({
  page,
}) => {
  const id = await ownProgram('Application Rules', { budgetTotal: 1000 });
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/settings`));
  await expect(page.getByText('Application rules', { exact: true })).toBeVisible();
  // The tab's lists each have a Create: application rules come first, then resource uses.
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Rule').click();
  await page.getByRole('option', { name: 'One application per household' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'One application per household' })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).last().click();
  await page.getByRole('dialog').getByLabel('Amount ($)').fill('1000');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: /^1,?000(\.00)?$/ })).toBeVisible();
  await shot(page, 'settings-rules-uses');

  const request = await api();
  const filter = encodeURIComponent(JSON.stringify({ programId: id }));
  const rules = await request.get(`/api/admin/application-rules?filter=${filter}`, {
    headers: await adminHeaders(),
  });
  expect(((await rules.json()) as { kind: string }[]).map((r) => r.kind)).toEqual(['onePerHousehold']);
  const detail = await request.get(`/api/resource/${id}`, { headers: await adminHeaders() });
  expect(((await detail.json()) as { budgetLeft: number }).budgetLeft).toBe(0);
});
