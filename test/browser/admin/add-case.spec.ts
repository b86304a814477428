// /v2/add-case (issue 23): staff file an application for a new applicant, who gets an account (add-case.e2e
// checks the submitted event's rules telling them).
import { test } from '@playwright/test';
import { ADMIN, adminRoute, expect, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

test('an administrator files a Child Savings Account application for a new applicant in /v2/add-case', async ({
  page,
}) => {
  const email = `add-case-${Date.now()}@applicant.example`;
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/v2/add-case'));
  const form = page.getByRole('form', { name: 'Add a case' });
  await expect(form.getByRole('heading', { name: 'Add a case', level: 1 })).toBeVisible();
  await form.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Child Savings Account', exact: true }).click();
  await expect(form.getByLabel("Child's name")).toBeVisible();

  // Nobody to file for yet: said beside the e-mail before anything is sent.
  await form.getByRole('button', { name: 'File the application' }).click();
  await expect(form.getByText("The applicant's e-mail or phone is required")).toBeVisible();

  await form.getByLabel('Applicant e-mail').fill(email);
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Delgado');
  await form.getByLabel('Full name').fill('Rosa Delgado');
  await form.getByLabel("Child's name").fill('Leo Delgado');
  await form.getByLabel("Child's date of birth").fill('2020-05-04');
  await shot(page, 'add-case-filled-1280');
  await form.getByRole('button', { name: 'File the application' }).click();

  const filed = form.getByRole('status');
  await expect(filed).toContainText(/Application APP-\d+ filed/);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'add-case-filed-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await filed.getByRole('link', { name: 'Open it' }).click();
  const applicant = page.getByTestId('record-applicant');
  await expect(applicant).toContainText('Rosa Delgado');
  await expect(applicant).toContainText(email);
});
