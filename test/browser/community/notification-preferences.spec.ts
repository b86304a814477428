// The applicant's notification preferences (issue 21): reached from the account settings menu, the channels
// and the consent to texts changed, saved, and kept after a reload (GET|PUT /api/user-preferences).
import { expect, test } from '@playwright/test';
import { expectAccessible, FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');
// axe is added to the page as a script, which the product's content security policy refuses.
test.use({ bypassCSP: true });

test('notification preferences: an applicant turns email off and consents to texts, and both are kept', async ({
  page,
}) => {
  const email = await freshUser('notification-prefs');
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.getByRole('button', { name: /Account settings/ }).click();
  await page.getByRole('link', { name: 'Notification preferences' }).click();
  await expect(page).toHaveURL(`${springfield}/notification-preferences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();

  const channels = page.getByRole('group', { name: 'Send me notifications by' });
  const byEmail = channels.getByRole('checkbox', { name: 'Email' });
  const byText = channels.getByRole('checkbox', { name: 'Text message' });
  const byCall = channels.getByRole('checkbox', { name: 'Automated phone call' });
  const consent = page.getByRole('checkbox', {
    name: 'I agree to receive text messages and automated calls on my phone number',
  });
  // Every channel is on until the person changes it; consent to texts is not given at sign-up by email.
  await expect(byEmail).toBeChecked();
  await expect(byText).toBeChecked();
  await expect(byCall).toBeChecked();
  await expect(consent).not.toBeChecked();

  await byEmail.uncheck();
  await consent.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your notification preferences are saved.' }),
  ).toBeVisible();

  await page.reload();
  await expect(byEmail).not.toBeChecked();
  await expect(byText).toBeChecked();
  await expect(byCall).toBeChecked();
  await expect(consent).toBeChecked();
  await expectAccessible(page, 'notification preferences', 'main');
  await shot(page, 'notification-preferences-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(consent).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await shot(page, 'notification-preferences-375');
});
