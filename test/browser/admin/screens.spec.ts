import { test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_URL,
  adminRoute,
  api,
  expect,
  SLOW_TEST_MS,
  SPRINGFIELD,
  SUPERVISOR,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

// The main screens render what they are for; each is kept as a screenshot in /tmp/shots/admin.
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });

test('login page', async ({ page }) => {
  await page.goto(ADMIN_URL);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await shot(page, 'login');
});

test('queue, schema resources, tools and reports', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.locator('td.column-externalId')).toHaveCount(25);
  await shot(page, 'queue');

  await page.goto(adminRoute('/programs'));
  await expect(page.getByText('Grocery Support', { exact: true })).toBeVisible();
  await shot(page, 'resource-programs-list');
  await page.goto(adminRoute('/denial-reasons/create'));
  await expect(page.getByLabel('Reason *')).toBeVisible();
  await shot(page, 'resource-denial-reason-create');
  // A reset link for the supervisor puts at least one message in Springfield's outbox, whatever ran before.
  const reset = await (await api()).post('/api/create-token', {
    data: { ds_mail: SUPERVISOR, instance: SPRINGFIELD.subdomain },
  });
  expect(reset.status()).toBe(204);
  await page.goto(adminRoute('/outbox'));
  await expect(page.getByRole('columnheader', { name: 'Sent' })).toBeVisible();
  await shot(page, 'resource-outbox');

  await page.goto(adminRoute('/tools'));
  await expect(page.getByText('caseworker@springfield.example')).toBeVisible();
  await shot(page, 'tools-users');
  await page.goto(adminRoute('/users/create'));
  await expect(page.getByLabel('Roles *')).toBeVisible();
  await shot(page, 'tools-add-user');
  await page.goto(adminRoute('/tools/add-business'));
  await expect(page.getByLabel('Business name *')).toBeVisible();
  await shot(page, 'tools-add-business');

  await page.goto(adminRoute('/reports'));
  await expect(page.getByText('Individual reports')).toBeVisible();
  await shot(page, 'reports');
});

const PROGRAM_TABS: [string, string][] = [
  ['settings', 'Program settings'],
  ['contact-info', 'Opening hours'],
  ['form', 'The fields of the application form'],
  ['notification-tool', 'Grocery support approved'],
  ['denial-reasons', 'Income above the limit'],
  ['outreach-items', 'Summer produce boxes'],
  ['launch-program', 'Launch'],
  ['information', 'Grocery support (food)'],
  ['analytics-dashboard', 'Applications by status'],
  ['workflow-editor', 'Application Received'],
  ['create-program', 'The new program starts'],
  ['users', 'Jordan'],
  ['organizations', 'Springfield Food Bank'],
  ['reports', 'Login activity'],
];

test('program portal tabs', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [tab, text] of PROGRAM_TABS) {
    await page.goto(adminRoute(`/program-portal/5/${tab}`));
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await shot(page, `program-portal-${tab}`);
  }
});

test('instance portal tabs', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [tab, text] of [
    ['branding', 'Login page preview'],
    ['security', 'Captcha'],
    ['content', 'content'],
    ['instance-notifications', 'Notification rules'],
  ]) {
    await page.goto(adminRoute(`/instance-portal/${tab}`));
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await shot(page, `instance-portal-${tab}`);
  }
});
