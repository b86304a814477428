// The signed-in chrome and profile (access spec §2 "Profile settings", "Top navigation"): the change-password
// modal and its success dialog, changing the login id with a code, privacy and the contact widget.
import { expect, test } from '@playwright/test';
import {
  FRESH_PASSWORD,
  freshUser,
  lastBody,
  newCode,
  sessionTokenOf,
  shot,
  signInThroughUi,
  signUpIndividual,
  siteOf,
  uniqueEmail,
} from './support';

const springfield = siteOf('springfield');

test('change password from the settings menu: the rules, then the success dialog', async ({ page }) => {
  const email = await freshUser('change-password');
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The field Current password is required');
  await modal.getByLabel('Current password', { exact: true }).fill(FRESH_PASSWORD);
  await modal.getByLabel('New password', { exact: true }).fill('Short1!');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Use 8 characters minimum');
  await modal.getByLabel('New password', { exact: true }).fill('Another-Pass-9');
  await modal.getByLabel('Confirm password', { exact: true }).fill('Another-Pass-8');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The passwords do not match');
  await modal.getByLabel('Confirm password', { exact: true }).fill('Another-Pass-9');
  await shot(page, 'change-password-modal');
  await modal.getByRole('button', { name: 'Update' }).click();
  const done = page.getByRole('dialog', { name: 'Password changed' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  await signInThroughUi(page, email, 'Another-Pass-9');
  await expect(page).toHaveURL(`${springfield}/resources`);
});

test('profile settings: change the login id with a code sent to the new email', async ({ page }) => {
  const email = await freshUser('change-login');
  const next = uniqueEmail('changed-login');
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  // About is the individual's profile.
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${springfield}/profile-settings`);
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, 'profile-settings');
  await page.getByRole('button', { name: 'Change login id' }).click();
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('New email').fill(next);
  const before = await lastBody(next);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Pending')).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(await newCode(next, before));
  await expect(page.getByRole('status').filter({ hasText: 'Your login id was changed.' })).toBeVisible();
  // Success goes back one step in history.
  await expect(page).toHaveURL(`${springfield}/resources`);

  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  await signInThroughUi(page, next, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
});

test('back to dashboard follows backurl', async ({ page }) => {
  await page.goto(`${springfield}/login`);
  await page.evaluate(
    (token) => localStorage.setItem('porchlight.session_token', token),
    await sessionTokenOf('applicant@springfield.example'),
  );
  await page.goto(`${springfield}/profile-settings?backurl=%2Fapplications`);
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(`${springfield}/applications`);
});

test('privacy from the settings menu, and the contact widget with the program lines', async ({ page }) => {
  await signInThroughUi(page, 'owner@springfield.example');
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('region', { name: 'Contact us' })).toContainText('(555) 555-0140');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('button', { name: 'Privacy', exact: true }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy' });
  // Springfield's privacy notice from its Content tab, in place of the built-in text.
  await expect(privacy).toContainText('We keep your information only as long as a program needs it.');
  await page.keyboard.press('Escape');
  await expect(privacy).toHaveCount(0);
});

test('a new login id that is the current one, or taken, is refused once, on its field', async ({ page }) => {
  const email = await freshUser('same-login');
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/profile-settings`);
  await page.getByRole('button', { name: 'Change login id' }).click();
  const newEmail = page.getByLabel('New email');
  const send = page.getByRole('button', { name: 'Send code' });

  await newEmail.fill(email.toUpperCase());
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('This is already your login id. Enter a different one.');
  await expect(page.getByText('Pending')).toHaveCount(0);

  await newEmail.fill('owner@springfield.example');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('This login id is already in use.');
  await shot(page, 'change-login-id-in-use');

  // Taken between the code and the change: back to the form, the same one message, no code screen left.
  const later = uniqueEmail('taken-later');
  await newEmail.fill(later);
  const before = await lastBody(later);
  await send.click();
  await expect(page.getByText('Pending')).toBeVisible();
  const code = await newCode(later, before);
  await signUpIndividual(later);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  await expect(page.getByRole('alert')).toHaveText('This login id is already in use.');
  await expect(page.getByText('Pending')).toHaveCount(0);
  await expect(newEmail).toHaveValue(later);
});
