// An administrator gives a program an eligibility criterion in the program portal's Form tab (issue 25): a
// label, the answer it reads (one of the form's fields), a rule and a value; the applicant's "Check if you
// qualify" then asks that answer and says the criterion met or not.
import { test } from '@playwright/test';
import { openSignedIn } from '../community/support';
import {
  ADMIN,
  adminHeaders,
  adminRoute,
  api,
  communityUrl,
  expect,
  ownProgram,
  SLOW_TEST_MS,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const APPLICANT = 'applicant@springfield.example';
/** The test's program: launched, its form asking for a name and a household size. */
const FORM = {
  active: true,
  formFields: [
    { name: 'fullName', label: 'Full name', type: 'text', required: true },
    { name: 'householdSize', label: 'People at home', type: 'number', required: true },
  ],
};

test("an administrator adds a criterion in the Form tab and the applicant's check asks and judges it", async ({
  page,
}) => {
  const id = await ownProgram('Eligibility Criteria', FORM);
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/form`));
  await expect(page.getByText('Eligibility criteria', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).last().click();
  await page.getByLabel('Criterion (as applicants read it)').fill('A household of two or more');
  await page.getByLabel('Answer it reads').click();
  await page.getByRole('option', { name: 'People at home' }).click();
  await page.getByLabel('Rule').click();
  await page.getByRole('option', { name: 'is at least' }).click();
  await page.getByLabel('Value', { exact: true }).fill('2');
  await shot(page, 'eligibility-criterion');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const request = await api();
  const saved = await request.get(`/api/admin/programs/${id}`, { headers: await adminHeaders() });
  expect(((await saved.json()) as { eligibilityCriteria: unknown[] }).eligibilityCriteria).toEqual([
    { label: 'A household of two or more', field: 'householdSize', operator: '≥', value: '2' },
  ]);

  await openSignedIn(page, await sessionTokenOf(APPLICANT, 2), `/resources/${id}`, communityUrl(''));
  await page.getByRole('button', { name: 'Check if you qualify' }).click();
  const screener = page.getByRole('region', { name: 'Check if you qualify' });
  const household = screener.getByLabel('People at home');
  await household.fill('1');
  await expect(screener.getByRole('listitem')).toHaveText(['Not met: A household of two or more']);
  await household.fill('3');
  await expect(screener.getByRole('listitem')).toHaveText(['Met: A household of two or more']);
});
