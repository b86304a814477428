// Staff open the applicant's community profile from the application record (issue 19): what the resident
// keeps in their profile (household, rent), read-only, each section by its name; an administrator (UserMgmt
// ReadWrite) changes a business's overview there.
import { type Page, test } from '@playwright/test';
import { expectAccessible, FRESH_PASSWORD, freshUser } from '../community/support';
import {
  ADMIN,
  api,
  CASE_WORKER,
  expect,
  ownApplication,
  SLOW_TEST_MS,
  SPRINGFIELD,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
// axe is added as a script tag, which the pages' Content-Security-Policy would block.
test.use({ bypassCSP: true });

/** The resident keeps a household of two and a rent in their profile, as the community UI saves them. */
async function residentProfile(resident: string) {
  const token = await sessionTokenOf(resident, 2, SPRINGFIELD, FRESH_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const request = await api();
  const household = {
    householdSize: 2,
    members: [{ firstName: 'Luis', lastName: 'Tester', relationship: 'spouse' }],
  };
  for (const [section, data] of [
    ['household', household],
    ['rent', { rentType: 'subsidized', monthlyRent: 640, evictionNotice: true }],
  ] as const) {
    expect((await request.put(`/api/user-${section}`, { headers, data })).status()).toBe(200);
  }
}

async function openRecord(page: Page, externalId: string) {
  await page.getByPlaceholder('Search').fill(externalId);
  await page.locator('td.column-externalId', { hasText: externalId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(externalId);
}

test("a case worker opens the applicant's community profile from the application, read-only", async ({
  page,
}) => {
  const resident = await freshUser('staff-profile');
  await residentProfile(resident);
  const application = await ownApplication(resident, 5, FRESH_PASSWORD);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CASE_WORKER);
  await openRecord(page, application.externalId);
  await page.getByRole('link', { name: "Open the applicant's community profile" }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Community profile' })).toBeVisible();
  const household = page.getByTestId('profile-household');
  await expect(household).toContainText('Household size2');
  await expect(household.getByRole('heading', { name: 'Household members 1' })).toBeVisible();
  await expect(household).toContainText('Luis');
  await expect(household).toContainText('Spouse');
  const rent = page.getByTestId('profile-rent');
  await expect(rent).toContainText('Subsidized rent');
  await expect(rent).toContainText('640');
  await expect(page.getByTestId('profile-income')).toContainText('None given.');
  // Read-only: nothing of the profile's sections edits or saves (the staff's own notes are written below them).
  await expect(page.locator('[data-testid^="profile-"]').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0);
  // The page's own part: the admin chrome's user menu button is named "Profile" apart from its text (a finding
  // of the layout, which other suites find by that name).
  await expectAccessible(page, 'applicant profile (admin, 1280 px)', '#main-content');
  await shot(page, 'applicant-profile-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(household).toContainText('Luis');
  await expectAccessible(page, 'applicant profile (admin, 375 px)', '#main-content');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'applicant-profile-375');
});

test('a case worker finds a business in Community profiles (/gov-settings) and reads its profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CASE_WORKER);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Community profiles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community profiles' })).toBeVisible();
  await page.getByLabel('Find by name or email').fill('Haddad');
  await expect(page.getByRole('link', { name: /Haddad Family Bakery/ })).toBeVisible();
  await expectAccessible(page, 'community profiles (admin)', '#main-content');
  await page.getByRole('link', { name: /Haddad Family Bakery/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haddad Family Bakery' })).toBeVisible();
  await expect(page.getByTestId('business-operatingHours')).toBeVisible();
  await expect(page.getByTestId('business-licenses')).toBeVisible();
  // The profile's parts are read-only (the staff's own notes are written below them).
  await expect(page.locator('[data-testid^="business-"]').getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'business profile (admin)', '#main-content');
  await shot(page, 'business-profile-admin-1280');
});

test("an administrator (UserMgmt ReadWrite) changes a business's overview and reads its records", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Community profiles' }).click();
  await page.getByLabel('Find by name or email').fill('Haddad');
  await page.getByRole('link', { name: /Haddad Family Bakery/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haddad Family Bakery' })).toBeVisible();
  for (const part of ['documents', 'financials', 'activity', 'metrics']) {
    await expect(page.getByTestId(`business-${part}`)).toBeVisible();
  }
  await expect(page.getByTestId('business-metrics')).toContainText('Amount awarded');

  const overview = page.getByTestId('business-overview');
  await overview.getByRole('button', { name: 'Change Overview' }).click();
  await overview.getByLabel('Employees').fill('-3');
  await overview.getByRole('button', { name: 'Save' }).click();
  await expect(overview.getByLabel('Employees')).toBeFocused();
  await expect(overview).toContainText('Employees must be at least 0');
  await expectAccessible(page, 'business profile, overview refused (admin)', '#main-content');
  await overview.getByLabel('Employees').fill('12');
  await overview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The profile is saved.')).toBeVisible();
  await expect(overview).toContainText('Employees12');
  await page.reload();
  await expect(page.getByTestId('business-overview')).toContainText('Employees12');
  await shot(page, 'business-profile-admin-edit-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'business profile (admin, 375 px)', '#main-content');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'business-profile-admin-375');
});

test("an administrator (UserMgmt ReadWrite) changes the applicant's rent; their flags stay as saved", async ({
  page,
}) => {
  const resident = await freshUser('staff-edit');
  await residentProfile(resident);
  const application = await ownApplication(resident, 5, FRESH_PASSWORD);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await openRecord(page, application.externalId);
  await page.getByRole('link', { name: "Open the applicant's community profile" }).click();
  const rent = page.getByTestId('profile-rent');
  await rent.getByRole('button', { name: 'Change Rent' }).click();
  await rent.getByLabel('Monthly rent').fill('-5');
  await rent.getByRole('button', { name: 'Save' }).click();
  await expect(rent.getByLabel('Monthly rent')).toBeFocused();
  await expect(rent).toContainText('The field Monthly rent must be at least 0');
  await expectAccessible(page, 'applicant profile, rent refused (admin)', '#main-content');
  await rent.getByLabel('Monthly rent').fill('700');
  await rent.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-rent')).toContainText('700');
  await expect(page.getByTestId('profile-rent')).toContainText('Subsidized rent');
  await expect(page.getByTestId('profile-household')).toContainText('Luis');
  await shot(page, 'applicant-profile-admin-edit-1280');
});
