// Attachments on messages (issue 21): staff attach a file to an e-mail in the communications panel, the
// applicant reads it on their /application thread and saves the file, replies with a file of their own, and
// staff open that file from the panel.
import { test } from '@playwright/test';
import {
  shot as communityShot,
  sessionTokenOf as communityTokenOf,
  FRESH_PASSWORD,
  freshUser,
  openSignedIn,
} from '../community/support';
import { ADMIN, expect, ownApplication, queueRowRoute, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** Grocery support: process 1720, program 5. */
const GROCERY = { programId: 5, processId: 1720 };
const LETTER = {
  name: 'pickup-letter.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Bring this letter.\n'),
};
const RECEIPT = {
  name: 'signed-receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

test('staff attach a file to a message, the applicant saves it and replies with a file staff open', async ({
  page,
  browser,
}) => {
  const resident = await freshUser('attachments');
  const application = await ownApplication(resident, GROCERY.programId, FRESH_PASSWORD);

  // Staff write from the queue's communications panel with a file attached.
  await signIn(page, ADMIN);
  await page.goto(queueRowRoute(GROCERY.processId, application.id));
  await expect(page.locator('td.column-externalId')).toHaveText([application.externalId]);
  await page.getByTestId('messages-button').click();
  const panel = page.getByTestId('communications-panel');
  await panel.getByTestId('note-file-input').setInputFiles(LETTER);
  await expect(panel.getByTestId('note-attachment-chip')).toContainText(LETTER.name);
  const staffBody = `Please bring the attached letter (${Date.now()}).`;
  await panel.getByLabel('Message', { exact: true }).fill(staffBody);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = panel.getByTestId('message').filter({ hasText: staffBody });
  await expect(sent.getByRole('button', { name: `Open ${LETTER.name}` })).toBeVisible();
  await expect(panel.getByTestId('note-attachment-chip')).toHaveCount(0);

  // The applicant sees the file on the message and saves it, then replies with a file of their own.
  const applicantContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const applicant = await applicantContext.newPage();
  await openSignedIn(
    applicant,
    await communityTokenOf(resident, { password: FRESH_PASSWORD }),
    `/application/${application.id}`,
  );
  const thread = applicant.locator('ol.messages > li');
  const fromStaff = thread.filter({ hasText: staffBody });
  const saving = applicant.waitForEvent('download');
  await fromStaff.getByRole('button', { name: `Download ${LETTER.name}` }).click();
  expect((await saving).suggestedFilename()).toBe(LETTER.name);

  await applicant.getByLabel('Attach a file').setInputFiles(RECEIPT);
  await expect(applicant.getByTestId('reply-file')).toContainText(RECEIPT.name);
  const replyBody = `Signed receipt attached (${Date.now()}).`;
  await applicant.getByLabel('Write to the program team').fill(replyBody);
  await applicant.getByRole('button', { name: 'Send', exact: true }).click();
  const reply = thread.filter({ hasText: replyBody });
  await expect(reply.getByRole('button', { name: `Download ${RECEIPT.name}` })).toBeVisible();
  await expect(applicant.getByTestId('reply-file')).toHaveCount(0);
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await communityShot(applicant, 'message-attachments-375');
  await applicant.setViewportSize({ width: 1280, height: 900 });
  await communityShot(applicant, 'message-attachments-1280');
  await applicantContext.close();

  // Staff see the reply with its file and open it in the viewer.
  await page.reload();
  await page.getByTestId('messages-button').click();
  const inbound = panel.getByTestId('message').filter({ hasText: replyBody });
  await expect(inbound.getByRole('button', { name: `Open ${RECEIPT.name}` })).toBeVisible();
  await shot(page, 'message-attachments-panel-1280');
  await inbound.getByRole('button', { name: `Open ${RECEIPT.name}` }).click();
  const viewer = page.getByRole('dialog', { name: RECEIPT.name });
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
});
