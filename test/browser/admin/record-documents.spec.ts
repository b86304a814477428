// The record page's documents and note attachments (issues 16, 17): the case worker sees an application's
// documents, reads them in the viewer, attaches a file to a note, and saves the snapshot PDF.
import { type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FRESH_PASSWORD, freshUser } from '../community/support';
import {
  api,
  CASE_WORKER,
  expect,
  ownApplication,
  type QueueRow,
  SLOW_TEST_MS,
  SPRINGFIELD,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const LETTER = 'Dear case worker,\nmy lease is attached.\n';
/** A real one-page lease, so the viewer shows a page rather than the browser's "Failed to load". */
async function leasePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Residential lease, 12 Elm Street', { x: 72, y: 700, size: 18, font });
  return Buffer.from(await pdf.save());
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The applicant uploads a document for their application, as the community UI does. */
async function applicantUploads(resident: string, application: QueueRow, name: string, buffer: Buffer) {
  const token = await sessionTokenOf(resident, 2, SPRINGFIELD, FRESH_PASSWORD);
  const response = await (await api()).post('/api/upload-file', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      applicationId: String(application.id),
      kind: 'document',
      file: { name, mimeType: 'application/octet-stream', buffer },
    },
  });
  expect(response.status()).toBe(201);
}

async function openFromQueue(page: Page, application: QueueRow) {
  await page.getByPlaceholder('Search').fill(application.externalId);
  await page.locator('td.column-externalId', { hasText: application.externalId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.externalId);
}

const history = (page: Page) => page.getByTestId('history-event');

test('a case worker reads an application’s documents in the viewer, attaches a file to a note and finds both in the history', async ({
  page,
}) => {
  const resident = await freshUser('documents');
  const application = await ownApplication(resident, 5, FRESH_PASSWORD);
  await applicantUploads(resident, application, 'letter.txt', Buffer.from(LETTER));
  await applicantUploads(resident, application, 'lease.pdf', await leasePdf());

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CASE_WORKER);
  await openFromQueue(page, application);

  const documents = page.getByTestId('record-documents');
  // The two sent here, beside the proof of address the application was submitted with.
  await expect(documents.getByTestId('document')).toHaveCount(3);
  const letter = documents.getByTestId('document').filter({ hasText: 'letter.txt' });
  await expect(letter).toContainText(`${LETTER.length} b · Text · Fresh Tester`);
  await expect(documents.getByTestId('document').filter({ hasText: 'lease.pdf' })).toContainText('PDF');
  await shot(page, 'record-documents-1280');

  // Text shows as text; a PDF in the browser's own viewer; each read is in the history.
  await letter.getByRole('button', { name: 'Open letter.txt' }).click();
  const viewer = page.getByRole('dialog', { name: 'letter.txt' });
  await expect(viewer.getByText('my lease is attached.')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(history(page).first()).toContainText('Read letter.txt');
  await documents.getByRole('button', { name: 'Open lease.pdf' }).click();
  await expect(
    page.getByRole('dialog', { name: 'lease.pdf' }).locator('iframe[title="lease.pdf"]'),
  ).toBeVisible();
  await shot(page, 'record-viewer-pdf-1280');
  // The button, not Escape: the browser's PDF viewer inside the frame may hold the keyboard.
  await page.getByRole('dialog', { name: 'lease.pdf' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'lease.pdf' })).toHaveCount(0);
  await expect(history(page).first()).toContainText('Read lease.pdf');

  // A note with an attachment: a type the server refuses is said in words, the picture is attached.
  const notes = page.getByTestId('record-notes');
  await notes.getByLabel('New note').fill('Lease and photo checked');
  const chooser = notes.getByTestId('note-file-input');
  await chooser.setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(notes.getByRole('alert')).toContainText(
    'page.html cannot be uploaded: files of this type are not accepted',
  );
  await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(notes.getByTestId('note-attachment-chip')).toHaveText('photo.png · 70 b');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByTestId('note').first();
  await expect(note).toContainText('Lease and photo checked');
  await expect(notes.getByTestId('note-attachment-chip')).toHaveCount(0);
  await note.getByRole('button', { name: 'Open photo.png' }).click();
  await expect(
    page.getByRole('dialog', { name: 'photo.png' }).getByRole('img', { name: 'photo.png' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history(page).filter({ hasText: 'Uploaded photo.png' })).toHaveCount(1);
  await expect(history(page).filter({ hasText: 'Note added' })).toHaveCount(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await documents.scrollIntoViewIfNeeded();
  await shot(page, 'record-documents-375');
});

test('the snapshot PDF of an application downloads from its record and from its queue row', async ({
  page,
}) => {
  const application = await ownApplication(await freshUser('snapshot'), 5, FRESH_PASSWORD);
  await signIn(page, CASE_WORKER);
  await page.getByPlaceholder('Search').fill(application.externalId);
  const fromRow = page.waitForEvent('download');
  await page.getByRole('button', { name: `Snapshot PDF of ${application.externalId}` }).click();
  expect((await fromRow).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page).not.toHaveURL(/\/show$/);

  await page.locator('td.column-externalId', { hasText: application.externalId }).click();
  const fromRecord = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download snapshot PDF' }).click();
  expect((await fromRecord).suggestedFilename()).toMatch(/\.pdf$/);
});
