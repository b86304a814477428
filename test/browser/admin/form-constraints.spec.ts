// The program portal's Form tab gives a field its constraints (issue 18): a form applicants could not answer
// (a minimum above the maximum) is refused by the server and the error is shown beside the field it names
// (formFields.N.min); a whole-number maximum saved is then enforced by the community form.
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
/** The test's program: launched, its form asking for a name, a household size and an income. */
const FORM = {
  active: true,
  formFields: [
    { name: 'fullName', label: 'Full name', type: 'text', required: true },
    { name: 'householdSize', label: 'People at home', type: 'number', required: true },
    { name: 'income', label: 'Monthly income', type: 'number', required: false },
  ],
};

test('a minimum above the maximum is refused beside the field; a whole-number maximum saved holds on the community form', async ({
  page,
}) => {
  const id = await ownProgram('Form Constraints', FORM);
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/form`));
  // The first number field's (People at home); Monthly income's follow.
  const minimum = page.getByLabel('Minimum', { exact: true }).first();
  const maximum = page.getByLabel('Maximum', { exact: true }).first();
  await expect(minimum).toBeVisible();

  await minimum.fill('5');
  await maximum.fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(minimum).toHaveAccessibleDescription('The minimum must not be more than the maximum');
  await shot(page, 'form-constraints-refused');
  const request = await api();
  const kept = await request.get(`/api/admin/programs/${id}`, { headers: await adminHeaders() });
  expect(((await kept.json()) as { formFields: unknown[] }).formFields[1]).toEqual({
    name: 'householdSize',
    label: 'People at home',
    type: 'number',
    required: true,
  });

  await minimum.fill('1');
  await maximum.fill('10');
  await page.getByLabel('Whole numbers only').first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(minimum).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'form-constraints-saved');
  const saved = await request.get(`/api/admin/programs/${id}`, { headers: await adminHeaders() });
  const { formFields } = (await saved.json()) as { formFields: unknown[] };
  // A number whose switch was never turned on is saved as it was, with no integer: false.
  expect(formFields[2]).toEqual({ name: 'income', label: 'Monthly income', type: 'number', required: false });
  expect(formFields[1]).toEqual({
    name: 'householdSize',
    label: 'People at home',
    type: 'number',
    required: true,
    min: 1,
    max: 10,
    integer: true,
  });

  // The community form holds the applicant to what was saved, before anything is sent.
  await openSignedIn(
    page,
    await sessionTokenOf(APPLICANT, 2),
    `/confirmation-resource/${id}`,
    communityUrl(''),
  );
  await page.getByLabel('Full name').fill('Ana Ruiz');
  const household = page.getByLabel('People at home');
  await household.fill('2.5');
  await household.press('Enter');
  await expect(household).toHaveAccessibleDescription('The field People at home must be a whole number');
  await household.fill('11');
  await expect(household).toHaveAccessibleDescription('The field People at home must be at most 10');
  await household.fill('4');
  await household.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
});
