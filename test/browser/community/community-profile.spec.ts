// The community profile (issue 19): an individual fills the household, income and mailing-address tabs,
// each saved on its own and checked as the server checks it, then starts the grocery application and finds
// those answers in its form (household size, the monthly income summed from the sources, the ZIP code).
// axe on each tab, at 1280 px in English and at 375 px in Arabic, right to left.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');
// axe is added as a script tag, which the pages' Content-Security-Policy would block.
test.use({ bypassCSP: true });

async function signedIn(page: Page, tag: string) {
  await signInThroughUi(page, await freshUser(tag), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
}

const saveTab = async (page: Page, saved: string) => {
  await page.getByRole('button', { name: saved === 'تم حفظ إجاباتك.' ? 'حفظ' : 'Save', exact: true }).click();
  await expect(page.getByText(saved)).toBeVisible();
};

test('an individual fills household, income and mailing address, then finds them in the application (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, 'profile-en');
  await page.goto(`${springfield}/profile`);
  await expect(page.getByRole('heading', { name: 'My community profile' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Household' }).click();
  await page.getByLabel('Household size *').fill('3');
  await page.getByRole('button', { name: 'Add a household member' }).click();
  const member = page.getByRole('group', { name: 'Household member 1' });
  await member.getByLabel('First name *').fill('Luis');
  await member.getByLabel('Last name *').fill('Tester');
  await member.getByLabel('Relationship *').selectOption({ label: 'Spouse' });
  await expectAccessible(page, 'profile household tab (en)');
  await saveTab(page, 'Your answers are saved.');

  await page.getByRole('tab', { name: 'Income' }).click();
  for (const [type, amount, often] of [
    ['Wages and salary', '1200', 'Every two weeks'],
    ['Child support', '250', 'Monthly'],
  ]) {
    await page.getByRole('button', { name: 'Add an income source' }).click();
    const source = page.getByRole('group').last();
    await source.getByLabel('Income type *').selectOption({ label: type });
    await source.getByLabel('Amount *').fill(amount);
    await source.getByLabel('How often *').selectOption({ label: often });
  }
  await expectAccessible(page, 'profile income tab (en)');
  await saveTab(page, 'Your answers are saved.');

  await page.getByRole('tab', { name: 'Mailing address' }).click();
  await page.getByLabel('Address line 1 *').fill('12 Elm Street');
  await page.getByLabel('City *').fill('Springfield');
  await page.getByLabel('State *').selectOption({ label: 'Illinois' });
  const zip = page.getByLabel('ZIP code *');
  await zip.fill('6270');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(zip).toHaveAccessibleDescription('The field ZIP code must look like 12345 or 12345-6789');
  await expect(zip).toBeFocused();
  await zip.fill('62701');
  await expectAccessible(page, 'profile mailing address tab (en)');
  await saveTab(page, 'Your answers are saved.');
  await shot(page, 'community-profile-en-1280');

  await page.goto(`${springfield}/confirmation-resource/5`);
  await expect(page.getByLabel('People in your household *')).toHaveValue('3');
  // 1,200 every two weeks is 2,600 a month; with 250 a month, 2,850.
  await expect(page.getByLabel('Monthly household income *')).toHaveValue('2850');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
  await expect(page.getByLabel('Full name *')).toHaveValue('');
});

test('the profile in Arabic at 375 px, right to left, each tab accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, 'profile-ar');
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.goto(`${springfield}/profile`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ملفي المجتمعي' })).toBeVisible();
  await page.getByRole('tab', { name: 'الأسرة', exact: true }).click();
  await page.getByLabel('عدد أفراد الأسرة *').fill('2');
  await page.getByRole('button', { name: 'إضافة فرد من الأسرة' }).click();
  await page.getByLabel('صلة القرابة *').selectOption({ label: 'الابن أو الابنة' });
  await expectAccessible(page, 'profile household tab (ar, 375 px)');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByLabel('الاسم الأول *')).toHaveAccessibleDescription('الحقل الاسم الأول مطلوب');
  await shot(page, 'community-profile-ar-375-household');
  // Every tab of the twelve, each by its Arabic name, its heading the same.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(12);
  for (let i = 0; i < 12; i++) {
    const name = (await tabs.nth(i).textContent()) ?? '';
    await tabs.nth(i).click();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expectAccessible(page, `profile tab ${name} (ar, 375 px)`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'community-profile-ar-375-password');
});

test('general, rent, public office and documents: the SSN typed into its mask, a flag, an upload kept by name (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, 'profile-more');
  await page.goto(`${springfield}/profile`);
  await page.getByLabel('First name *').fill('Ana');
  await page.getByLabel('Last name *').fill('Lopez');
  const ssn = page.getByLabel('Social Security number');
  await ssn.pressSequentially('123456789');
  await expect(ssn).toHaveValue('12-34-5678');
  await page.getByLabel('Date of birth').fill('2999-01-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Date of birth')).toBeFocused();
  await page.getByLabel('Date of birth').fill('1988-04-12');
  await expectAccessible(page, 'profile general tab (en, 375 px)');
  await saveTab(page, 'Your answers are saved.');

  await page.getByRole('tab', { name: 'Rent' }).click();
  await page.getByLabel('Housing *').selectOption({ label: 'Renting' });
  await page.getByLabel('Monthly rent').fill('1150');
  await page.getByLabel('I have received an eviction notice').check();
  await saveTab(page, 'Your answers are saved.');

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Add a document' }).click();
  const document = page.getByRole('group', { name: 'Document 1' });
  await document.getByLabel('Document name *').fill('Lease');
  await document.getByLabel('File *').setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(document.getByTestId('uploaded-file')).toContainText('lease.pdf');
  await expectAccessible(page, 'profile documents tab (en, 375 px)');
  await saveTab(page, 'Your answers are saved.');
  await shot(page, 'community-profile-en-375-documents');

  await page.reload();
  await page.getByRole('tab', { name: 'Rent' }).click();
  await expect(page.getByLabel('I have received an eviction notice')).toBeChecked();
  await expect(page.getByLabel('Monthly rent')).toHaveValue('1150');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('group', { name: 'Document 1' }).getByTestId('uploaded-file')).toContainText(
    'lease.pdf',
  );
  await expect(page.getByRole('group', { name: 'Document 1' }).getByLabel('Document name *')).toHaveValue(
    'Lease',
  );
});

test('an answer typed while the profile is still loading is kept; the others are filled from the profile', async ({
  page,
}) => {
  await signedIn(page, 'profile-race');
  await page.goto(`${springfield}/profile`);
  await page.getByRole('tab', { name: 'Household' }).click();
  await page.getByLabel('Household size *').fill('3');
  await saveTab(page, 'Your answers are saved.');
  await page.getByRole('tab', { name: 'Mailing address' }).click();
  await page.getByLabel('Address line 1 *').fill('12 Elm Street');
  await page.getByLabel('City *').fill('Springfield');
  await page.getByLabel('State *').selectOption({ label: 'Illinois' });
  await page.getByLabel('ZIP code *').fill('62701');
  await saveTab(page, 'Your answers are saved.');

  // The profile answers only once the applicant has typed: a slow network, as on a phone.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user-profile', async (route) => {
    await typed;
    await route.continue();
  });
  const profile = page.waitForResponse((res) => res.url().includes('/api/user-profile'));
  await page.goto(`${springfield}/confirmation-resource/5`);
  await page.getByLabel('People in your household *').fill('5');
  release();
  await profile;
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
  await expect(page.getByLabel('People in your household *')).toHaveValue('5');
});
