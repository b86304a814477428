// The Settings tab makes a program apply through its external form in a frame (issue 25, form frames): a form
// URL and how the form is told the application; the server's refusal of a frame without a web address is said
// beside the field, and "No: the built-in form" takes the frame away again.
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

const savedSettings = async (id: number) => {
  const request = await api();
  const res = await request.get(`/api/admin/programs/${id}`, { headers: await adminHeaders() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { settings: { FormURL: unknown; FormFrame?: { Mode?: unknown } } }).settings;
};

test('an administrator makes a program apply through its form in a frame, then takes it back', async ({
  page,
}) => {
  const id = await ownProgram('Form Frame Settings');
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/settings`));
  const mode = page.getByLabel('Apply through the form URL in a frame');
  await expect(mode).toBeVisible();

  await page.getByLabel('Form URL (the external form, when it opens in a frame)').fill('forms.example/apply');
  await mode.click();
  await page.getByRole('option', { name: 'Yes, told its number, with mode=frame' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The form URL must be a web address (https://…)')).toBeVisible();

  await page
    .getByLabel('Form URL (the external form, when it opens in a frame)')
    .fill('https://forms.example/apply');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await shot(page, 'form-frame-settings');
  expect(await savedSettings(id)).toMatchObject({
    FormURL: 'https://forms.example/apply',
    FormFrame: { Mode: 'applicationId' },
  });

  await mode.click();
  // react-admin names the empty choice for clearing the value; it reads as the catalogue's text.
  await page.getByRole('listbox').getByText('No: the built-in form').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect((await savedSettings(id)).FormFrame?.Mode ?? null).toBeNull();
});
