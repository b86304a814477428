import { test } from '@playwright/test';
import {
  ADMIN,
  adminRoute,
  apiGet,
  CASE_WORKER,
  expect,
  SLOW_TEST_MS,
  SUPERVISOR,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('a case worker sees only the Reports tab of the program portal; the settings route is refused, as is the API', async ({
  page,
}) => {
  const levels = await apiGet<Record<string, string>>(CASE_WORKER, '/api/admin/permissions?programId=7');
  expect(levels.json).toMatchObject({ ProgramConfig: 'Hidden', ReportsConfig: 'Read' });

  await signIn(page, CASE_WORKER);
  await page.goto(adminRoute('/program-portal/7'));
  const tabs = page.getByRole('tablist', { name: 'Program portal' }).getByRole('tab');
  await expect(tabs).toHaveText(['Reports']);
  await expect(page).toHaveURL(/#\/program-portal\/7\/reports$/);

  await page.goto(adminRoute('/program-portal/7/settings'));
  await expect(page.getByTestId('tab-refused')).toContainText('Access denied');
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await shot(page, 'tab-refused');

  const programs = await apiGet<unknown>(CASE_WORKER, '/api/admin/programs');
  expect(programs.status).toBe(403);
});

test('a schema resource the case worker may not read is neither in the menu nor open by its route', async ({
  page,
}) => {
  await signIn(page, CASE_WORKER);
  await expect(page.getByRole('menuitem', { name: 'Programs' })).toHaveCount(0);
  // Resources outside the caller's schema are not routes at all.
  await page.goto(adminRoute('/programs'));
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Grocery Support')).toHaveCount(0);
});

test('the supervisor has no instance portal (InstanceConfig Hidden) and create-program stays hidden at Read', async ({
  page,
}) => {
  const levels = await apiGet<Record<string, string>>(SUPERVISOR, '/api/admin/permissions');
  expect(levels.json).toMatchObject({
    InstanceConfig: 'Hidden',
    CreateProgram: 'Read',
    ProgramConfig: 'ReadWrite',
  });

  await signIn(page, SUPERVISOR);
  await expect(page.getByRole('menuitem', { name: 'Instance portal' })).toHaveCount(0);
  await page.goto(adminRoute('/instance-portal/branding'));
  await expect(page.getByTestId('tab-refused')).toContainText('Access denied');
  expect((await apiGet<unknown>(SUPERVISOR, '/api/admin/branding')).status).toBe(403);

  await page.goto(adminRoute('/program-portal/5'));
  const tabs = page.getByRole('tablist', { name: 'Program portal' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names.map((n) => n.toLowerCase())).toContain('organizations');
  expect(names.map((n) => n.toLowerCase())).not.toContain('create program');
  await page.goto(adminRoute('/program-portal/5/create-program'));
  await expect(page.getByTestId('tab-refused')).toContainText('Access denied');
});

test('an administrator sees every program portal tab with the labels of the specification', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/program-portal/5'));
  const tabs = page.getByRole('tablist', { name: 'Program portal' }).getByRole('tab');
  await expect(tabs).toHaveCount(14);
  expect((await tabs.allInnerTexts()).map((t) => t.toLowerCase())).toEqual(
    [
      'Users',
      'Form',
      'Create Program',
      'Notifications',
      'Organizations',
      'Outreach Items',
      'Workflow Editor',
      'Reports',
      'Analytics Dashboard',
      'Settings',
      'Contact Info',
      'Launch Program',
      'Denial Reasons',
      'Information',
    ].map((t) => t.toLowerCase()),
  );
});
