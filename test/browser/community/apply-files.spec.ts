// A form's file field (issue 17): the file uploads as soon as it is chosen, with its progress, name and size;
// it can be removed before submitting; a refused type is said in words; the submitted application lists it.
import { expect, type Page, test } from '@playwright/test';
import { FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

const springfield = siteOf('springfield');
const LEASE = { name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 lease') };
const PAGE = {
  name: 'page.html',
  mimeType: 'text/html',
  buffer: Buffer.from('<html><body>hi</body></html>'),
};

/**
 * Holds uploads until released, so the progress bar can be seen whatever the machine's speed; uploads after
 * the release go straight through.
 */
async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/upload-file', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

async function fillGrocery(page: Page) {
  await page.getByLabel('Full name *').fill('Fresh Tester');
  await page.getByLabel('People in your household *').fill('3');
  await page.getByLabel('Monthly household income *').fill('2100');
  await page.getByLabel('What do you need most? *').selectOption('Produce');
}

test('an applicant attaches a file while applying, sees its progress, removes and replaces it, and finds it under the application', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, await freshUser('apply-files'), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/confirmation-resource/5`);
  await fillGrocery(page);
  const proof = page.getByLabel('Proof of address *');

  // A type the server refuses: the reason in words beside the field, nothing kept.
  await proof.setInputFiles(PAGE);
  await expect(page.getByRole('alert')).toContainText(
    'page.html cannot be uploaded: files of this type are not accepted.',
  );

  const release = await holdUploads(page);
  await proof.setInputFiles(LEASE);
  await expect(page.getByRole('progressbar', { name: 'Uploading lease.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Waiting for the upload…' })).toBeDisabled();
  release();
  const uploaded = page.getByTestId('uploaded-file');
  await expect(uploaded).toContainText(`lease.pdf${LEASE.buffer.length} b`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shot(page, 'apply-file-1280');

  await page.getByRole('button', { name: 'Remove lease.pdf' }).click();
  await expect(uploaded).toHaveCount(0);
  await expect(page.getByLabel('Proof of address *')).toBeFocused();
  await page.getByLabel('Proof of address *').setInputFiles(LEASE);
  await expect(uploaded).toContainText('lease.pdf');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'apply-file-375');

  await page.getByRole('button', { name: 'Review my answers' }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
  await page.goto(`${springfield}/applications`);
  const row = page.getByRole('row').filter({ hasText: 'Grocery Support' });
  const toggle = row.getByRole('button', { name: /the documents of APP-\d+$/ });
  await expect(toggle).toHaveAccessibleName(/^Show/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(/^Hide/);
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText(`lease.pdf${LEASE.buffer.length} b`);
  await expect(documents.getByRole('button', { name: 'Download lease.pdf' })).toBeVisible();
  await shot(page, 'applications-documents-375');
});

test('in Arabic, the file field says a refused type in Arabic and the documents read right to left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, await freshUser('apply-files-ar'), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.goto(`${springfield}/confirmation-resource/7`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Emergency Rental Assistance is filled one section at a time: About you, Household, Housing.
  await page.getByLabel('Full name *').fill('Fresh Tester');
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByLabel('People in your household *').fill('2');
  await page.getByLabel('Monthly household income *').fill('1800');
  await page.getByLabel('Monthly rent *').fill('900');
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByLabel('Proof of address *').setInputFiles(PAGE);
  await expect(page.getByRole('alert')).toContainText('لا يمكن رفع الملف page.html');
  await shot(page, 'apply-file-error-ar-375');
  await page.getByLabel('Proof of address *').setInputFiles(LEASE);
  await expect(page.getByRole('button', { name: 'إزالة lease.pdf' })).toBeVisible();
  await shot(page, 'apply-file-ar-375');
  await page.getByRole('button', { name: 'مراجعة إجاباتي' }).click();
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page).toHaveURL(/\/application\/\d+\/confirmation$/);
  await page.goto(`${springfield}/applications`);
  await page.getByRole('button', { name: /^إظهار مستندات APP-\d+$/ }).click();
  await expect(page.getByRole('list', { name: 'المستندات' })).toContainText('lease.pdf');
  await shot(page, 'applications-documents-ar-375');
});
