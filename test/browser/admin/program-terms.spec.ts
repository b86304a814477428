// The program portal's Settings tab sets a program's application window, award and budget (issue 18), with
// the contract's rules said beside the fields before anything is sent.
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

test('an administrator sets the deadline, the award and the budget; the rules are said by field', async ({
  page,
}) => {
  const id = await ownProgram('Terms Tab');
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/settings`));
  await expect(page.getByText('Application window and award')).toBeVisible();

  await page.getByLabel('Applications open').fill('2031-02-01T09:00');
  await page.getByLabel('Deadline').fill('2031-01-01T09:00');
  await page.getByLabel('Smallest award ($)').fill('500');
  await page.getByLabel('Largest award ($)').fill('100');
  await page.getByLabel('Budget ($)').fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The deadline must be after the opening date')).toBeVisible();
  await expect(page.getByText('The smallest award must not be more than the largest')).toBeVisible();
  await expect(page.getByText('The amount must be 0 or more')).toBeVisible();
  await shot(page, 'program-terms-errors');

  await page.getByLabel('Deadline').fill('2031-03-31T17:00');
  await page.getByLabel('Largest award ($)').fill('1500');
  await page.getByLabel('Budget ($)').fill('20000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await shot(page, 'program-terms-saved');

  const request = await api();
  const saved = await request.get(`/api/admin/programs/${id}`, {
    headers: await adminHeaders(),
  });
  expect(await saved.json()).toMatchObject({ amountMin: 500, amountMax: 1500, budgetTotal: 20000 });
});

test('the settings form is not shown before the program has loaded, so nothing typed is lost to its arrival', async ({
  page,
}) => {
  const id = await ownProgram('Terms Loading');
  await signIn(page, ADMIN);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/admin/programs/${id}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await page.goto(adminRoute(`/program-portal/${id}/settings`));
  await expect(page.getByRole('progressbar', { name: 'Loading' }).first()).toBeVisible();
  await expect(page.getByLabel('Deadline')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(/^Terms Loading /);
});
