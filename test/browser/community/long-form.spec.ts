// A long form filled one section at a time (issue 18): a program of the test's own in three sections with a
// whole-number field, offering drafts. A fresh applicant sees "Step 1 of 4", is stopped by a household of
// 2.5 people with the message beside the field, goes Next and Back, saves mid-way, comes back through My
// Applications and the program page's Continue to the first unfinished section, reviews the answers grouped
// by section and submits. At 1280 px, at 375 px and in Arabic; axe on every new screen.
import { expect, type Page, test } from '@playwright/test';
import { SECTIONED_FORM } from '../../support/sectioned-form';
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

// axe-core is added to the page as a script tag, which the page policy would refuse.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');

/** A program of this test's own, in three sections, whose applicants may save a draft. */
async function sectionedProgram(tag: string): Promise<{ id: number; name: string }> {
  const request = await api();
  const name = `Long form ${tag} ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/programs', {
    headers: { authorization: `Bearer ${await springfieldAdmin()}` },
    data: {
      displayName: name,
      audience: [2],
      scope: 'Local',
      active: true,
      formFields: SECTIONED_FORM,
      settings: {
        FormURL: false,
        Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: true },
        Payments: { Type: false },
        Tasks: [],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name };
}

async function signUpAndIn(page: Page, tag: string) {
  const email = await freshUser(tag);
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
}

const progress = (page: Page) => page.getByRole('progressbar');
const sectionHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

/** The whole journey in English at `width` px, with screenshots named after it. */
async function fillInSections(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signUpAndIn(page, `long-form-${width}`);
  const program = await sectionedProgram(String(width));

  await page.goto(`${springfield}/confirmation-resource/${program.id}`);
  await expect(page.getByText('Step 1 of 4 — About you')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 1 of 4 — About you');
  await expect(page.getByLabel('People at home')).toHaveCount(0);
  await expectAccessible(page, `step 1 at ${width} px`);
  await shot(page, `long-form-step1-${width}`);

  // Next checks the section: an empty name stops it with the message beside the field.
  await page.getByRole('button', { name: 'Next' }).click();
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAccessibleDescription('The field Full name is required');
  await fullName.fill('Ana Ruiz');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4 — Household')).toBeVisible();
  // The focus moves to the new section's heading, which says the step too.
  await expect(sectionHeading(page, 'Household')).toBeFocused();
  await expect(sectionHeading(page, 'Household')).toHaveAccessibleDescription('Step 2 of 4 — Household');
  // Back comes first, on the side the reader comes from.
  await expect(page.locator('form .actions button')).toHaveText(['Back', 'Next', 'Save and continue later']);

  // A household of 2.5 people is refused: the step stays, the field says why and has the focus. Next is
  // clicked straight from the answer, as a person does (the answer's blur must not move it away first).
  const household = page.getByLabel('People at home');
  await household.fill('2.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(household).toBeFocused();
  await expect(household).toHaveAccessibleDescription('The field People at home must be a whole number');
  await expect(page.getByText('Step 2 of 4 — Household')).toBeVisible();
  await expectAccessible(page, `step 2 with an error at ${width} px`);
  await shot(page, `long-form-step2-error-${width}`);

  // Back keeps the answers given; Next brings them back too.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(sectionHeading(page, 'About you')).toBeFocused();
  await expect(page.getByText('Step 1 of 4 — About you')).toBeVisible();
  await expect(fullName).toHaveValue('Ana Ruiz');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(household).toHaveValue('2.5');

  // Saved mid-way with the household fixed and the income not yet given.
  await household.fill('3');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(page).toHaveURL(`${springfield}/applications`);
  await expect(
    page.getByRole('link', { name: `Continue your application to ${program.name}` }).first(),
  ).toBeVisible();

  await page.goto(`${springfield}/resources/${program.id}`);
  await expect(page.getByText('You have a draft of this application.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  // The draft opens at its first unfinished section: the household, whose income is missing.
  await expect(page.getByText('Step 2 of 4 — Household')).toBeVisible();
  await expect(sectionHeading(page, 'Household')).toBeFocused();
  await expect(household).toHaveValue('3');
  await page.getByLabel('Monthly income').fill('1200');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4 — Needs')).toBeVisible();
  await expect(sectionHeading(page, 'Needs')).toBeFocused();
  await page.getByLabel('What you need').selectOption('Rent');
  await expectAccessible(page, `step 3 at ${width} px`);
  await shot(page, `long-form-step3-${width}`);
  await page.getByRole('button', { name: 'Review my answers' }).click();

  await expect(page.getByText('Step 4 of 4 — Check your answers')).toBeVisible();
  await expect(sectionHeading(page, 'Check your answers')).toBeFocused();
  await expect(sectionHeading(page, 'Check your answers')).toHaveAccessibleDescription(
    'Step 4 of 4 — Check your answers',
  );
  const sections = page.getByRole('heading', { level: 3 });
  await expect(sections).toHaveText(['About you', 'Household', 'Needs']);
  await expect(page.locator('dd')).toHaveText(['Ana Ruiz', '3', '1200', 'Rent']);
  await expectAccessible(page, `review at ${width} px`);
  await shot(page, `long-form-review-${width}`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByText(`Your application to ${program.name} was received`)).toBeVisible();
  await shot(page, `long-form-confirmation-${width}`);
}

test('a long form is filled a section at a time, saved mid-way and resumed where it stopped, at 1280 px', async ({
  page,
}) => {
  await fillInSections(page, 1280);
});

test('the same at 375 px, nothing wider than the screen', async ({ page }) => {
  await fillInSections(page, 375);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('in Arabic the steps read right to left, with the errors and the review in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndIn(page, 'long-form-ar');
  const program = await sectionedProgram('ar');
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.goto(`${springfield}/confirmation-resource/${program.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الخطوة 1 من 4 — About you')).toBeVisible();
  await expectAccessible(page, 'step 1 in Arabic');
  await shot(page, 'long-form-step1-ar');

  await page.getByLabel('Full name').fill('آنا رويز');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(sectionHeading(page, 'Household')).toBeFocused();
  const household = page.getByLabel('People at home');
  await household.fill('2.5');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(household).toHaveAccessibleDescription('يجب أن يكون الحقل People at home عددًا صحيحًا');
  await expectAccessible(page, 'step 2 with an error in Arabic');
  await shot(page, 'long-form-step2-error-ar');
  await household.fill('3');
  await page.getByLabel('Monthly income').fill('1200');
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByLabel('What you need').selectOption('Food');
  await page.getByRole('button', { name: 'مراجعة إجاباتي' }).click();
  await expect(page.getByText('الخطوة 4 من 4 — راجع إجاباتك')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['About you', 'Household', 'Needs']);
  await expectAccessible(page, 'review in Arabic');
  await shot(page, 'long-form-review-ar');
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
});
