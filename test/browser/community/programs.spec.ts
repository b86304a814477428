// The catalogue and applications (programs spec §2): the scope filter, a program, applying, my applications.
import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');

test('apply to a program and find it under my applications with its status', async ({ page }) => {
  // A new applicant of this test's own, so the demo applicants' applications stay as they are.
  const email = await freshUser('applies');
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);

  const scope = page.getByLabel('Show');
  await expect(scope).toHaveValue('all');
  const programs = page.locator('.program-grid h2');
  await expect(programs.filter({ hasText: 'Child Savings Account' })).toHaveCount(1);
  await scope.selectOption('Local');
  await expect(programs.filter({ hasText: 'Child Savings Account' })).toHaveCount(0);
  await expect(programs.filter({ hasText: 'Grocery Support' })).toHaveCount(1);
  await shot(page, 'resources-local');

  await page.getByRole('link', { name: 'Grocery Support', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/5$/);
  await expect(page.getByRole('heading', { name: 'Who can apply' })).toBeVisible();
  await expect(page.getByText('Lives in Springfield')).toBeVisible();
  await shot(page, 'program-detail');
  await page.getByRole('link', { name: /^Apply/ }).click();
  await expect(page).toHaveURL(`${springfield}/confirmation-resource/5`);

  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(page.getByRole('alert')).toHaveText('The field Full name is required');
  await page.getByLabel('Full name *').fill('Fresh Tester');
  await page.getByLabel('People in your household *').fill('3');
  await page.getByLabel('Monthly household income *').fill('2100');
  await page.getByLabel('What do you need most? *').selectOption('Produce');
  await page.getByLabel('Proof of address *').setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 lease'),
  });
  await shot(page, 'apply-form');
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await page.goto(`${springfield}/applications`);
  const row = page.getByRole('row').filter({ hasText: 'Grocery Support' });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.status')).not.toBeEmpty();
  await expect(row.getByText(/^APP-\d+$/)).toBeVisible();

  await page.goto(`${springfield}/resources/5`);
  await expect(page.getByText('You have already applied to this program.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Applications' }).last()).toHaveAttribute(
    'href',
    '/applications',
  );

  // The catalogue says so too, with no Apply on that program's card.
  await page.goto(`${springfield}/resources`);
  const grocery = page
    .locator('.program')
    .filter({ has: page.getByRole('link', { name: 'Grocery Support', exact: true }) });
  await expect(grocery.getByText('You have already applied to this program.')).toBeVisible();
  await expect(grocery.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
});

test("an applicant's applications show each status in its colour", async ({ page }) => {
  await signInThroughUi(page, 'applicant@springfield.example');
  await page.getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(`${springfield}/applications`);
  const tags = page.locator('tbody .status');
  await expect(tags.first()).toBeVisible();
  const seen = await tags.evaluateAll((elements) =>
    elements.map((el) => ({ name: el.textContent, colour: el.className.replace('status status--', '') })),
  );
  expect(seen.length).toBeGreaterThan(1);
  const COLOURS: Record<string, string> = {
    Approved: 'green',
    'Application Received': 'orange',
    Denied: 'red',
    'Form in progress': 'purple',
    Paid: 'navy-blue',
    'Intake review': 'volcano',
  };
  for (const { name, colour } of seen) {
    if (name && COLOURS[name]) expect(colour, name).toBe(COLOURS[name]);
  }
  await shot(page, 'applications');
});

test('a government account sees the catalogue on Local first and cannot apply', async ({ page }) => {
  await signInThroughUi(page, 'admin@springfield.example');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
  await expect(page.getByLabel('Show')).toHaveValue('Local');
  await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
});

test('the lost-session message stays past five seconds and closes with its button', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${springfield}/login`);
  await page.evaluate(() => localStorage.setItem('porchlight.session_token', 'not-a-token'));
  await page.goto(`${springfield}/resources`);
  await expect(page).toHaveURL(`${springfield}/login`);
  const message = page.getByRole('alert').filter({ hasText: 'The service is not available' });
  await expect(message).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close notification' }).click();
  await expect(message).toHaveCount(0);
});
