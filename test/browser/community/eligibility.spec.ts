// "Check if you qualify" (issue 25): on the grocery program's page an applicant answers just the criteria's
// question, reads which criterion is not met and why, changes the answer, qualifies, and finds the answer
// carried into the application form; at 1280 px in English and at 375 px in Arabic, with axe on each.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');
// axe is added as a script tag, which the pages' Content-Security-Policy would block.
test.use({ bypassCSP: true });

const WORDS = {
  en: {
    check: 'Check if you qualify',
    notMet: 'Not met: Household income under $3,500 a month',
    met: 'Met: Household income under $3,500 a month',
    unchecked: 'Not checked here: Lives in Springfield',
    notQualify: 'With these answers you do not qualify.',
    why: 'You do not meet the eligibility criteria of Grocery Support.',
    qualify: 'You appear to qualify.',
    go: 'Continue to the application',
  },
  ar: {
    check: 'تحقّق مما إذا كنت مؤهلاً',
    notMet: 'غير مستوفى: Household income under $3,500 a month',
    met: 'مستوفى: Household income under $3,500 a month',
    unchecked: 'لا يُتحقَّق منه هنا: Lives in Springfield',
    notQualify: 'بناءً على هذه الإجابات، أنت غير مؤهل.',
    why: 'أنت لا تستوفي معايير الأهلية لبرنامج Grocery Support.',
    qualify: 'يبدو أنك مؤهل.',
    go: 'متابعة إلى الطلب',
  },
};

async function checkGrocery(page: Page, language: keyof typeof WORDS, width: number) {
  const words = WORDS[language];
  await page.setViewportSize({ width, height: 900 });
  await signInThroughUi(page, await freshUser(`eligibility-${language}`), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  if (language !== 'en')
    await page.evaluate((code) => localStorage.setItem('porchlight.lang', code), language);
  await page.goto(`${springfield}/resources/5`);
  await page.getByRole('button', { name: words.check }).click();
  const screener = page.getByRole('region', { name: words.check });
  // Just the criteria's question: the income, not the rest of the form.
  await expect(screener.getByRole('textbox')).toHaveCount(0);
  await expect(screener.getByRole('spinbutton')).toHaveCount(1);
  const income = screener.getByLabel('Monthly household income');
  await income.fill('4000');
  const results = screener.getByRole('list');
  await expect(results.getByRole('listitem')).toHaveText([words.unchecked, words.notMet]);
  const verdict = screener.getByRole('status');
  await expect(verdict).toContainText(words.notQualify);
  await expect(verdict).toContainText(words.why);
  await expect(screener.getByRole('link', { name: words.go })).toHaveCount(0);
  await expectAccessible(page, `eligibility check, not qualifying (${language})`);
  await shot(page, `eligibility-unmet-${language}-${width}`);

  await income.fill('2100');
  await expect(results.getByRole('listitem')).toHaveText([words.unchecked, words.met]);
  await expect(verdict).toContainText(words.qualify);
  await expectAccessible(page, `eligibility check, qualifying (${language})`);
  await shot(page, `eligibility-met-${language}-${width}`);
  await screener.getByRole('link', { name: words.go }).click();
  await expect(page).toHaveURL(`${springfield}/confirmation-resource/5`);
  await expect(page.getByLabel('Monthly household income *')).toHaveValue('2100');
}

test('an applicant checks the grocery program, sees the income criterion unmet, changes it and qualifies (1280 px)', async ({
  page,
}) => {
  await checkGrocery(page, 'en', 1280);
  // Changed in the form to an income over the limit, the submission is refused beside the income.
  const income = page.getByLabel('Monthly household income *');
  await income.fill('4000');
  await page.getByLabel('Full name *').fill('Fresh Tester');
  await page.getByLabel('People in your household *').fill('3');
  await page.getByLabel('What do you need most? *').selectOption('Produce');
  await page.getByLabel('Proof of address *').setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 lease'),
  });
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(income).toHaveAccessibleDescription('Not met: Household income under $3,500 a month');
  await expect(income).toBeFocused();
  await shot(page, 'eligibility-refused-en-1280');
});

test('the same check in Arabic at 375 px, right to left', async ({ page }) => {
  await checkGrocery(page, 'ar', 375);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
