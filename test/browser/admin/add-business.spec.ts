// Tools → Add business (programs spec §2, government only): the business and its first user are created on
// the caller's instance (POST /api/admin/businesses) and the user gets the create-login link; an email that
// already has businesses lists them and offers a password link, as the register screen does.
import { test } from '@playwright/test';
import { latestOutboxMessage } from '../support/outbox';
import {
  ADMIN,
  adminRoute,
  api,
  expect,
  SLOW_TEST_MS,
  SPRINGFIELD,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const searchAccount = async (email: string) =>
  (await (
    await (
      await api()
    ).get(`/api/search-account?email=${encodeURIComponent(email)}&instance=${SPRINGFIELD.subdomain}`)
  ).json()) as { businesses: { cd_business: number; ds_companyname: string }[] };

test('add business creates the business with its first user, then lists it for the same email', async ({
  page,
}) => {
  const email = `owner-${Date.now()}@mapleleaf.example`;
  const name = 'Maple Leaf Tailoring';
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/tools/add-business'));
  await expect(page.getByRole('tab', { name: 'Add business', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByText('The field Business name is required')).toBeVisible();
  await expect(page.getByText('The field Email is required')).toBeVisible();

  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address line 1').fill('41 Elm Street');
  await page.getByRole('button', { name: 'Add business' }).click();
  const created = page.getByRole('status');
  await expect(created).toContainText('Account created');
  await expect(created).toContainText(`${name} was added; ${email} gets a link to create a login.`);
  await shot(page, 'tools-add-business-created');

  expect((await searchAccount(email)).businesses).toEqual([
    { cd_business: expect.any(Number), ds_companyname: name },
  ]);
  const message = await latestOutboxMessage(await api(), await sessionTokenOf(ADMIN), email);
  expect(message.body).toContain('/create-login?token=');

  // The same email again: its business is listed with the password-link action.
  await page.getByLabel('Business name').fill(`${name} Annex`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Add business' }).click();
  const matches = page.getByRole('status');
  await expect(matches).toContainText('This email already has accounts');
  await expect(matches).toContainText(name);
  await shot(page, 'tools-add-business-matches');
  await matches.getByRole('button', { name: 'Get password link' }).click();
  await expect(page.getByRole('status')).toContainText('Link sent!');
  expect((await searchAccount(email)).businesses).toHaveLength(1);
});
