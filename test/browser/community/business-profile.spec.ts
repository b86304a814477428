// The business profile (issue 19): the demo business owner edits the operating hours (a day closing before
// it opens is refused beside its field), adds a licence with its permit attached and a person (whose names
// they then correct), and finds them after a reload; fills financials and reads the quick metrics. axe on
// every tab at 1280 px, and at 375 px in Arabic, right to left.
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');
const OWNER = 'owner@springfield.example';
// axe is added as a script tag, which the pages' Content-Security-Policy would block.
test.use({ bypassCSP: true });

async function openProfile(page: Page) {
  await signInThroughUi(page, OWNER);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/business-profile`);
}

const PERMIT = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('the owner edits the operating hours, adds a licence with its permit and adds a person (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openProfile(page);
  await expect(page.getByRole('heading', { name: 'Business profile', level: 1 })).toBeVisible();
  await expectAccessible(page, 'business overview tab (en)');

  await page.getByRole('tab', { name: 'Operating hours' }).click();
  await page.getByLabel('Monday opens (HH:MM)').fill('18:00');
  await page.getByLabel('Monday closes (HH:MM)').fill('09:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const closes = page.getByLabel('Monday closes (HH:MM)');
  await expect(closes).toHaveAccessibleDescription('Monday must close after it opens');
  await expect(closes).toBeFocused();
  await page.getByLabel('Monday opens (HH:MM)').fill('08:00');
  await closes.fill('17:30');
  await page.getByLabel('Closed on Sunday').check();
  await expectAccessible(page, 'business operating hours tab (en)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your answers are saved.')).toBeVisible();

  await page.getByRole('tab', { name: 'Licenses' }).click();
  const number = `FS-${randomBytes(3).toString('hex')}`;
  const form = page.getByRole('form', { name: 'Add a license' });
  await form.getByLabel('License type *').selectOption({ label: 'Food service permit' });
  await form.getByLabel('License number *').fill(number);
  await form.getByLabel('Expires on *').fill('2027-06-30');
  await form
    .getByLabel('Attachment')
    .setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: PERMIT });
  await expect(form.getByTestId('uploaded-file')).toContainText('permit.pdf');
  await expectAccessible(page, 'business licenses tab (en)');
  await form.getByRole('button', { name: 'Add a license' }).click();
  await expect(page.getByText('The license is added.')).toBeVisible();
  const added = page.getByTestId('license').filter({ hasText: number });
  await expect(added).toContainText('Food service permit');
  await expect(added).toContainText('permit.pdf');
  await shot(page, 'business-profile-licenses-1280');

  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByTestId('person').first()).toContainText('Owner');
  const email = `clerk-${randomBytes(3).toString('hex')}@example.org`;
  const addPerson = page.getByRole('form', { name: 'Add a person' });
  await addPerson.getByLabel('First name *').fill('Rosa');
  await addPerson.getByLabel('Last name *').fill('Clerk');
  await addPerson.getByLabel('Email *').fill('rosa-at-example');
  await addPerson.getByRole('button', { name: 'Add a person' }).click();
  await expect(addPerson.getByLabel('Email *')).toBeFocused();
  await addPerson.getByLabel('Email *').fill(email);
  await expectAccessible(page, 'business people tab (en)');
  await addPerson.getByRole('button', { name: 'Add a person' }).click();
  await expect(page.getByText('The person is added.')).toBeVisible();
  const person = page.getByTestId('person').filter({ hasText: email });
  await expect(person).toContainText('Rosa Clerk');
  await expect(person).toContainText('Invited, not signed in yet');
  // Edit user: the owner corrects the names of the person invited, who has not signed in yet.
  const names = person.getByRole('form', { name: `Names of ${email}` });
  await names.getByLabel('First name').fill('Rosalind');
  await names.getByRole('button', { name: 'Save the names' }).click();
  await expect(page.getByText('The names are saved.')).toBeVisible();
  await expect(person).toContainText('Rosalind Clerk');
  await expectAccessible(page, 'business people tab with a person invited (en)');
  await shot(page, 'business-profile-people-1280');

  await page.reload();
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByTestId('person').filter({ hasText: email })).toContainText('Rosalind Clerk');
  await page.getByRole('tab', { name: 'Operating hours' }).click();
  await expect(page.getByLabel('Monday closes (HH:MM)')).toHaveValue('17:30');
  await expect(page.getByLabel('Closed on Sunday')).toBeChecked();
  await page.getByRole('tab', { name: 'Licenses' }).click();
  await expect(page.getByTestId('license').filter({ hasText: number })).toContainText('permit.pdf');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('checkbox', { name: '722 Food Services and Drinking Places' })).toBeVisible();
  await expectAccessible(page, 'business categories tab (en)');

  // The business home: the profile's completeness counts the hours and the licence saved above.
  await page.goto(`${springfield}/home`);
  await expect(page.getByRole('heading', { name: 'Haddad Family Bakery', level: 1 })).toBeVisible();
  const completeness = page.getByRole('region', { name: 'Profile completeness' });
  await expect(completeness).toContainText(/\d+% of your profile is filled in\./);
  await expect(completeness).not.toContainText(/Still missing:.*(Operating hours|Licenses)/);
  await expect(page.getByRole('region', { name: 'Waiting for you' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible();
  await expectAccessible(page, 'business home (en)');
  await shot(page, 'business-home-1280');
});

test('the business profile in Arabic at 375 px, right to left, every tab accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openProfile(page);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ملف النشاط التجاري', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(10);
  for (let i = 0; i < 10; i++) {
    const name = (await tabs.nth(i).textContent()) ?? '';
    await tabs.nth(i).click();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expectAccessible(page, `business tab ${name} (ar, 375 px)`);
    await shot(page, `business-profile-ar-375-tab-${i + 1}`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto(`${springfield}/home`);
  await expect(page.getByRole('heading', { name: 'اكتمال الملف' })).toBeVisible();
  await expectAccessible(page, 'business home (ar, 375 px)');
  await shot(page, 'business-home-ar-375');
});

test('the owner fills financials, sorted by year and month, and reads the quick metrics (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, OWNER);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/home`);
  // The home's list of the business's applications, once loaded: the quick metrics count the same ones.
  await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible();
  const homeApplications = await page.getByTestId('home-application').count();
  await page.goto(`${springfield}/business-profile`);

  await page.getByRole('tab', { name: 'Financials' }).click();
  const form = page.getByRole('form', { name: 'Add a financial period' });
  const add = async (period: { type: string; year: string; month?: string; revenue: string }) => {
    await form.getByLabel('Period *').selectOption({ label: period.type });
    await form.getByLabel('Year *').fill(period.year);
    if (period.month) await form.getByLabel('Month (1 to 12)').fill(period.month);
    await form.getByLabel('Revenue (USD) *').fill(period.revenue);
    await form.getByRole('button', { name: 'Add a financial period' }).click();
  };
  const periods = page.getByTestId('financials').locator('tbody th');
  await add({ type: 'Monthly', year: '2026', revenue: '9800.50' });
  const month = form.getByLabel('Month (1 to 12)');
  await expect(month).toHaveAccessibleDescription('A monthly period needs its month.');
  await expect(month).toBeFocused();
  await expectAccessible(page, 'business financials tab, refused (en)');
  await month.fill('2');
  await form.getByRole('button', { name: 'Add a financial period' }).click();
  await expect(page.getByText('The financial period is saved.').first()).toBeVisible();
  await expect(periods).toHaveText(['February 2026']);
  await add({ type: 'Annual', year: '2025', revenue: '120000' });
  await expect(periods).toHaveText(['2025 (whole year)', 'February 2026']);
  await add({ type: 'Monthly', year: '2025', month: '11', revenue: '10500' });
  await expect(periods).toHaveText(['November 2025', '2025 (whole year)', 'February 2026']);
  await expect(page.getByTestId('financials').locator('tbody tr').last()).toContainText('$9,800.50');
  await expectAccessible(page, 'business financials tab (en)');
  await shot(page, 'business-profile-financials-1280');

  await page.reload();
  await page.getByRole('tab', { name: 'Financials' }).click();
  await expect(periods).toHaveText(['November 2025', '2025 (whole year)', 'February 2026']);

  await page.getByRole('tab', { name: 'Quick metrics' }).click();
  const metrics = page.getByTestId('metrics');
  await expect(metrics.locator('div').filter({ hasText: 'Applications' }).locator('dd')).toHaveText(
    String(homeApplications),
  );
  await expect(metrics.locator('div').filter({ hasText: 'Amount awarded' }).locator('dd')).toHaveText(
    /^\$[\d,]+\.\d\d$/,
  );
  await expectAccessible(page, 'business quick metrics tab (en)');
  await shot(page, 'business-profile-metrics-1280');
});

test('the owner records an activity period and its activities, and keeps a document (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openProfile(page);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const periodForm = page.getByRole('form', { name: 'Add an activity period' });
  await periodForm.getByLabel('Period name *').fill('Spring 2026');
  await periodForm.getByLabel('Starts on *').fill('2026-03-01');
  await periodForm.getByLabel('Ends on *').fill('2026-02-01');
  await periodForm.getByRole('button', { name: 'Add an activity period' }).click();
  const endsOn = periodForm.getByLabel('Ends on *');
  await expect(endsOn).toHaveAccessibleDescription('The period must end on or after the day it starts.');
  await expect(endsOn).toBeFocused();
  await endsOn.fill('2026-05-31');
  await periodForm.getByRole('button', { name: 'Add an activity period' }).click();
  await expect(page.getByText('The activity period is added.')).toBeVisible();
  await expect(page.getByLabel('Period shown')).toContainText('Spring 2026');

  const activityForm = page.getByRole('form', { name: 'Add an activity', exact: true });
  await activityForm.getByLabel('Date *').fill('2026-07-01');
  await activityForm.getByLabel('Activity *').fill('Farmers market stall');
  await activityForm.getByRole('button', { name: 'Add an activity', exact: true }).click();
  const date = activityForm.getByLabel('Date *');
  await expect(date).toHaveAccessibleDescription(/^The activity must fall within its period, .+ to .+\.$/);
  await expect(date).toBeFocused();
  await date.fill('2026-03-14');
  await activityForm.getByLabel('Hours').fill('6');
  await activityForm.getByRole('button', { name: 'Add an activity', exact: true }).click();
  await expect(page.getByTestId('activity')).toContainText('Farmers market stall');
  await expect(page.getByTestId('activity')).toContainText('6 h');
  await expectAccessible(page, 'business activity tab (en, 375 px)');
  await shot(page, 'business-profile-activity-375');

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Add a document' }).click();
  await page.getByLabel('Document name *').fill('W-9 form');
  await page
    .getByLabel('File *')
    .setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: PERMIT });
  await expect(page.getByTestId('uploaded-file')).toContainText('w9.pdf');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your answers are saved.')).toBeVisible();
  await expectAccessible(page, 'business documents tab (en, 375 px)');
  await shot(page, 'business-profile-documents-375');

  await page.reload();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByLabel('Document name *')).toHaveValue('W-9 form');
  await expect(page.getByTestId('uploaded-file')).toContainText('w9.pdf');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByTestId('activity')).toContainText('Farmers market stall');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
