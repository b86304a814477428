// An administrator adds a declaration in the program portal's Form tab (issue 25); the applicant reads it on
// the review step of the program's form, cannot submit without accepting it and typing their name, and the
// record staff open says who accepted it.
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
const STATEMENT = 'I confirm that the answers I gave are true';
const FORM = {
  active: true,
  formFields: [{ name: 'fullName', label: 'Full name', type: 'text', required: true }],
};

test("an administrator adds a declaration in the Form tab and the applicant's form asks for it", async ({
  page,
}) => {
  const id = await ownProgram('Declarations', FORM);
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/form`));
  await expect(page.getByText('Declarations', { exact: true })).toBeVisible();
  // The tab's lists each have a Create: declarations come first, then add-ons.
  await page.getByRole('button', { name: 'Create' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Statement').fill(STATEMENT);
  await dialog.getByLabel('Required').check();
  await shot(page, 'declaration-create');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: STATEMENT })).toBeVisible();
  const request = await api();
  const saved = await request.get(
    `/api/admin/resource-instance-declarations?filter=${encodeURIComponent(JSON.stringify({ programId: id }))}`,
    { headers: await adminHeaders() },
  );
  expect(
    ((await saved.json()) as { statement: string; required: boolean }[]).map((d) => [
      d.statement,
      d.required,
    ]),
  ).toEqual([[STATEMENT, true]]);

  // The form starts from the applicant's profile once it has loaded: answers are typed after that.
  const profile = page.waitForResponse((res) => res.url().includes('/api/user-profile'));
  await openSignedIn(
    page,
    await sessionTokenOf(APPLICANT, 2),
    `/confirmation-resource/${id}`,
    communityUrl(''),
  );
  await profile;
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByRole('button', { name: 'Review my answers' }).click();
  const declarations = page.getByRole('group', { name: 'Declarations' });
  await expect(declarations.getByLabel(`${STATEMENT} *`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(declarations.getByRole('alert')).toHaveText(`You must accept the declaration "${STATEMENT}"`);
  await expect(declarations.getByLabel(`${STATEMENT} *`)).toBeFocused();
  await declarations.getByLabel(`${STATEMENT} *`).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(declarations.getByRole('alert')).toHaveText(
    'Type your full name to sign the declarations you accepted.',
  );
  await declarations.getByLabel('Your full name').fill('Ann Lee');
  await shot(page, 'declaration-review');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application\/(\d+)\/confirmation/);
  const applicationId = Number(/\/application\/(\d+)\//.exec(page.url())?.[1]);

  // Still signed in to the admin UI from the start of the test.
  await page.goto(adminRoute(`/applications/${applicationId}/show`));
  const card = page.getByTestId('record-declarations');
  await expect(card.getByText(STATEMENT)).toBeVisible();
  await expect(card.getByText(/^Accepted by Ann Lee, /)).toBeVisible();
});
