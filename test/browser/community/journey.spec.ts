// The applicant's journey (issue 18): a new applicant signs up, keeps one application as a draft and finishes
// it later, submits another at once, sees the confirmation page (and again on going back), opens the
// application from My Applications and sees its timeline; at 1280 px, at 375 px (My Applications as cards)
// and in Arabic. axe on every new screen.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FRESH_PASSWORD, freshUser, signInThroughUi, siteOf } from './support';

// axe-core is added to the page as a script tag, which the page policy would refuse.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');
/** Child Savings Account: applicants may save it and continue later. */
const CHILD_SAVINGS = 6;
/** Senior Home Repair: no drafts, no form of its own. */
const SENIOR_REPAIR = 9;
const SHOTS = '/tmp/shots/journey';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function signUpAndIn(page: Page, tag: string) {
  const email = await freshUser(tag);
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
}

/** Applies to Senior Home Repair at once, through the review step, and lands on the confirmation. */
async function applyAtOnce(page: Page, width: number) {
  await page.goto(`${springfield}/confirmation-resource/${SENIOR_REPAIR}`);
  await expect(page.getByRole('button', { name: 'Save and continue later' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expectAccessible(page, 'review step');
  await shot(page, `review-${width}`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByTestId('confirmation-id')).toHaveText(/^APP-\d+$/);
  await expect(page.getByText('Your application to Senior Home Repair was received')).toBeVisible();
  await expectAccessible(page, 'confirmation');
  await shot(page, `confirmation-${width}`);
}

test('a new applicant keeps a draft, finishes it later, applies to a second program and follows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndIn(page, 'journey');

  await page.goto(`${springfield}/confirmation-resource/${CHILD_SAVINGS}`);
  await page.getByLabel('Full name').fill('Ana Diaz');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(page).toHaveURL(`${springfield}/applications`);
  const draftRow = page.getByRole('row').filter({ hasText: 'Child Savings Account' });
  await expect(draftRow.getByText('Form in progress')).toBeVisible();
  await expectAccessible(page, 'my applications with a draft');
  await shot(page, 'applications-draft-1280');

  await applyAtOnce(page, 1280);
  // Going back after submitting shows the confirmation again, not an empty form.
  await page.getByRole('link', { name: 'View your application' }).click();
  await expect(page.getByRole('heading', { name: 'Senior Home Repair' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();

  await page.goto(`${springfield}/applications`);
  await draftRow.getByRole('link', { name: 'Continue your application to Child Savings Account' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Ana Diaz');
  await page.getByLabel("Child's name").fill('Luz Diaz');
  await page.getByLabel("Child's date of birth").fill('2020-05-06');
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(page.getByText('Luz Diaz')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();

  await page.goto(`${springfield}/applications`);
  await page.getByRole('link', { name: 'Child Savings Account' }).click();
  await expect(page.getByRole('heading', { name: 'Child Savings Account' })).toBeVisible();
  const timeline = page.locator('.timeline li');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText('Form in progress');
  await expect(timeline.nth(1)).toContainText('Application Received');
  await expect(page.getByText('Luz Diaz')).toBeVisible();
  await expectAccessible(page, 'application page');
  await shot(page, 'application-1280');

  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مراحل الطلب' })).toBeVisible();
  await expectAccessible(page, 'application page in Arabic');
  await shot(page, 'application-ar');
  await page.goto(`${springfield}/applications`);
  await shot(page, 'applications-ar');
});

test('the same at 375 px: the confirmation, My Applications as cards with the status, the timeline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndIn(page, 'journey-phone');
  await page.goto(`${springfield}/confirmation-resource/${CHILD_SAVINGS}`);
  await page.getByLabel('Full name').fill('Bao Tran');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await applyAtOnce(page, 375);

  await page.goto(`${springfield}/applications`);
  const status = page.getByText('Application Received');
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByText('Form in progress')).toBeVisible();
  await expectAccessible(page, 'my applications at 375 px');
  await shot(page, 'applications-375');

  await page.getByRole('link', { name: 'Senior Home Repair' }).click();
  await expect(page.locator('.timeline li')).toHaveCount(1);
  await expect(page.locator('.timeline li')).toContainText('Application Received');
  await expectAccessible(page, 'application page at 375 px');
  await shot(page, 'application-375');
});
