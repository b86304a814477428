// The apply form checks answers with the contract's rule (programs spec §5, issue 18): the error shows beside
// its field, on blur and on submit, in the reader's language, and goes once the answer is fixed; an error the
// server finds (422) shows beside its field the same way.
import { expect, type Page, test } from '@playwright/test';
import type { FormField } from '../../../server/src/contract/programs';
import {
  api,
  expectAccessible,
  FRESH_PASSWORD,
  freshUser,
  shot,
  signInThroughUi,
  siteOf,
  springfieldAdmin,
} from './support';

// axe is injected as a script, which the page's policy would refuse.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');
const LEASE = { name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 lease') };

/** The field's own box: its label, its input and the error tied to it. */
const fieldBox = (page: Page, label: string) =>
  page.locator('.field').filter({ has: page.getByLabel(label) });

async function openApplyForm(page: Page, programId: number, tag: string) {
  await signInThroughUi(page, await freshUser(tag), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/confirmation-resource/${programId}`);
}

test('an applicant sees a field error beside the field, on blur and on submit, and fixes it', async ({
  page,
}) => {
  await openApplyForm(page, 5, 'answer-errors');
  const household = page.getByLabel('People in your household *');
  const zip = page.getByLabel('ZIP code');
  // The inputs carry the field's constraints.
  await expect(household).toHaveAttribute('min', '1');
  await expect(household).toHaveAttribute('max', '20');
  // A household is counted in whole people: the numeric keypad, and steps of one.
  await expect(household).toHaveAttribute('inputmode', 'numeric');
  await expect(household).toHaveAttribute('step', '1');
  await expect(zip).toHaveAttribute('inputmode', 'numeric');
  await expect(zip).toHaveAttribute('maxlength', '10');
  await expect(page.getByLabel('Full name *')).toHaveAttribute('maxlength', '100');

  await page.getByLabel('Full name *').fill('Fresh Tester');
  await zip.fill('1234');
  await zip.blur();
  const zipError = fieldBox(page, 'ZIP code').getByRole('alert');
  await expect(zipError).toHaveText('The field ZIP code must look like 12345 or 12345-6789');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAttribute('aria-describedby', 'answer-zip-error');
  await shot(page, 'answer-error-blur');
  await zip.fill('62704');
  await expect(zipError).toHaveCount(0);
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');

  await household.fill('-2');
  await page.getByLabel('Monthly household income *').fill('2100');
  await page.getByLabel('What do you need most? *').selectOption('Produce');
  await page.getByLabel('Proof of address *').setInputFiles(LEASE);
  await expect(page.getByRole('button', { name: 'Remove lease.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Review my answers' }).click();
  const householdError = fieldBox(page, 'People in your household *').getByRole('alert');
  await expect(householdError).toHaveText('The field People in your household must be at least 1');
  await expect(household).toBeFocused();
  await expect(page).toHaveURL(`${springfield}/confirmation-resource/5`);
  await shot(page, 'answer-error-submit');
  await expectAccessible(page, 'the apply form with a field error');

  await household.fill('3');
  await expect(householdError).toHaveCount(0);
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
  await page.goto(`${springfield}/applications`);
  await expect(page.getByRole('row').filter({ hasText: 'Grocery Support' })).toHaveCount(1);
});

test('a Spanish reader sees the field error in Spanish', async ({ page }) => {
  await signInThroughUi(page, await freshUser('answer-errors-es'), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'es'));
  await page.goto(`${springfield}/confirmation-resource/6`);
  const birth = page.getByLabel("Child's date of birth *");
  await expect(birth).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await birth.fill('2099-01-01');
  await birth.blur();
  await expect(fieldBox(page, "Child's date of birth *").getByRole('alert')).toHaveText(
    "El campo Child's date of birth no puede ser una fecha futura",
  );
  await shot(page, 'answer-error-es');
});

test('an error the server finds shows beside its field too: the form changed while the applicant filled it in', async ({
  page,
}) => {
  const request = await api();
  const admin = { authorization: `Bearer ${await springfieldAdmin()}` };
  const field: FormField = {
    name: 'householdSize',
    label: 'Household size',
    type: 'number',
    required: true,
    min: 1,
    max: 20,
  };
  const created = await request.post('/api/admin/programs', {
    headers: admin,
    data: { displayName: `Answer checks ${Date.now()}`, audience: [2], active: true, formFields: [field] },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await openApplyForm(page, id, 'answer-errors-server');
  const household = page.getByLabel('Household size *');
  await expect(household).toHaveAttribute('max', '20');
  // Staff lower the largest household while the form is open.
  const tightened = await request.put(`/api/admin/programs/${id}`, {
    headers: admin,
    data: { formFields: [{ ...field, max: 5 }] },
  });
  expect(tightened.status()).toBe(200);
  await household.fill('8');
  // The review step passes (the form still says 20); the server's 422 brings the form back with the error.
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  const error = fieldBox(page, 'Household size *').getByRole('alert');
  await expect(error).toHaveText('The field Household size must be at most 5');
  await expect(household).toBeFocused();
  await shot(page, 'answer-error-server');

  await household.fill('4');
  await expect(error).toHaveCount(0);
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
  await page.goto(`${springfield}/applications`);

  // The program was this test's own: it leaves the catalogue again.
  const closed = await request.put(`/api/admin/programs/${id}`, { headers: admin, data: { active: false } });
  expect(closed.status()).toBe(200);
});
