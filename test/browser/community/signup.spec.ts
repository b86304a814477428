// Each sign-up (access spec §2 "Sign-up", "Create login"): individual, business and location-based.
import { expect, test } from '@playwright/test';
import { awaitMessage, linkIn, shot, signInThroughUi, siteOf, uniqueEmail } from './support';

const springfield = siteOf('springfield');
const PASSWORD = 'Signed-Up-Pass-3$';

test('individual sign-up: the rules, Link sent!, then create login from the email and sign in', async ({
  page,
}) => {
  const email = uniqueEmail('individual');
  await page.goto(`${springfield}/login`);
  await page.getByRole('link', { name: 'Sign up as an individual' }).click();
  await expect(page).toHaveURL(`${springfield}/signup`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('The field First name is required');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill('ana.lopez@');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Link sent!')).toBeVisible();
  await shot(page, 'signup-link-sent');

  await page.goto(
    linkIn(await awaitMessage(email, (body) => body.includes('/create-login?token=')), '/create-login'),
  );
  await expect(page.getByRole('heading', { name: 'Create your login' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('lowercase-only-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('lowercase-only-1');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Include at least one uppercase letter');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your password!');
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await shot(page, 'create-login');
  await page.getByRole('button', { name: 'Create login' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  const ready = page.getByRole('status').filter({ hasText: 'Your login is ready.' });
  await expect(ready).toBeVisible();
  // A notification closes by itself after five seconds.
  await expect(ready).toHaveCount(0, { timeout: 7000 });

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
});

test('business register: the account is created; the same email again lists it with a password link', async ({
  page,
}) => {
  const email = uniqueEmail('business');
  await page.goto(`${springfield}/login`);
  await page.getByRole('link', { name: 'Sign up as a business' }).click();
  await expect(page).toHaveURL(`${springfield}/register`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('The field Business name is required');
  await page.getByLabel('Business name').fill('Corner Bakery');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  const created = page.getByRole('dialog', { name: 'Account created' });
  await expect(created).toBeVisible();
  await shot(page, 'register-created');
  await created.getByRole('button', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(`${springfield}/login`);
  expect(await awaitMessage(email, (body) => body.includes('/create-login?token='))).toContain('Springfield');

  await page.goto(`${springfield}/register`);
  await page.getByLabel('Business name').fill('Corner Bakery Two');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  const matches = page.getByRole('dialog', { name: 'This email already has accounts' });
  await expect(matches.getByText('Corner Bakery', { exact: true })).toBeVisible();
  await matches.getByRole('button', { name: 'Get password link' }).click();
  await expect(page.getByRole('dialog', { name: 'Link sent!' })).toBeVisible();
});

test('location-based sign-up: choose a location, search an email; found sends a link, not found opens the form', async ({
  page,
}) => {
  // The address names no instance: the front door of every location.
  const door = `http://localhost:${new URL(springfield).port}`;
  await page.goto(`${door}/signup`);
  await expect(page.getByRole('heading', { name: 'Sign up by location' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('The field Location is required');
  // A location is offered once GET /api/signup-instances names its sub-domain, where its search goes.
  await expect(
    page.getByRole('option', { name: 'City of Springfield' }),
    'a sign-up instance with its subdomain',
  ).toHaveCount(1);
  await page.getByLabel('Location', { exact: true }).selectOption({ label: 'City of Springfield' });
  await page.getByLabel('Email').fill('applicant@springfield.example');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Account found' })).toBeVisible();
  await shot(page, 'signup-location-found');
  await page.getByRole('button', { name: 'Send password link' }).click();
  await expect(page.getByText('Link sent!')).toBeVisible();

  await page.getByRole('button', { name: 'Search again' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No account found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the sign-up form' })).toHaveAttribute(
    'href',
    `${door}/signup?instance=springfield`,
  );
});
