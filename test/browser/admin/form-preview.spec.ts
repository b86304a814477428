// The program portal's Form tab previews the form as applicants will see it (issue 25, custom application
// fields): a field added in the editor appears in the preview under its section's heading, with the hint its
// constraints give, and an answer typed there past a bound gets the contract's message once the field is left;
// nothing typed in the preview is sent or saved, and it does not hold up the program's save.
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

const FORM = {
  formFields: [{ name: 'fullName', label: 'Full name', type: 'text', required: true, section: 'About you' }],
};

test('a number field with a maximum added in the Form tab is previewed with its hint, and an answer above it gets the contract’s message', async ({
  page,
}) => {
  const id = await ownProgram('Form Preview', FORM);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/form`));
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(preview.getByLabel('Full name')).toHaveAttribute('required', '');

  await page.getByRole('button', { name: 'Add' }).first().click();
  await page.getByLabel('Name (answer key)').last().fill('income');
  await page.getByRole('textbox', { name: 'Label', exact: true }).last().fill('Monthly income');
  await page.getByRole('combobox', { name: 'Type', exact: true }).last().click();
  await page.getByRole('option', { name: 'Number' }).click();
  await page.getByLabel('Section (title)').last().fill('Money');
  await page.getByLabel('Maximum', { exact: true }).last().fill('5000');

  await expect(preview.getByRole('heading', { name: 'Money' })).toBeVisible();
  const income = preview.getByLabel('Monthly income');
  await expect(income).toHaveAttribute('type', 'number');
  await expect(income).toHaveAccessibleDescription('At most 5000');
  await income.fill('6000');
  await income.press('Enter');
  await income.press('Tab');
  await expect(income).toHaveAccessibleDescription('The field Monthly income must be at most 5000');
  await expect(income).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'form-preview-1280');

  // On a phone the preview follows the editor, the answer and its message still there. (Narrowing the window
  // opens react-admin's menu as a modal drawer, which hides the page from the accessibility tree: text, not roles.)
  await page.setViewportSize({ width: 375, height: 800 });
  const message = page.getByText('The field Monthly income must be at most 5000');
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'form-preview-375');

  // Enter in the preview sent nothing: the program is as it was.
  const request = await api();
  const programNow = async () =>
    (
      (await (await request.get(`/api/admin/programs/${id}`, { headers: await adminHeaders() })).json()) as {
        formFields: unknown[];
      }
    ).formFields;
  expect(await programNow()).toEqual(FORM.formFields);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The program's own save is not held up by the preview's empty required Full name, and keeps no answer.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect(await programNow()).toEqual([
    ...FORM.formFields,
    { name: 'income', label: 'Monthly income', type: 'number', required: false, section: 'Money', max: 5000 },
  ]);
});
