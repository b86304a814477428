// Two-way messages (issue 21): staff approve an application, the demo's rule "Grocery support approved"
// tells the applicant (the outbox, and the thread on their /application page), the applicant replies there,
// and staff see the reply unread on the queue and in the communications panel.
import { type Page, test } from '@playwright/test';
import type { UnreadItems } from '../../../server/src/contract/queue';
import {
  awaitMessage,
  shot as communityShot,
  sessionTokenOf as communityTokenOf,
  FRESH_PASSWORD,
  freshUser,
  openSignedIn,
} from '../community/support';
import {
  ADMIN,
  adminRoute,
  apiGet,
  expect,
  ownApplication,
  queueRowRoute,
  SLOW_TEST_MS,
  shot,
  signIn,
  walkTo,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** Grocery support: process 1720, program 5, whose approval the demo's rule announces to the applicant. */
const GROCERY = { programId: 5, processId: 1720 };

/** Staff change the application's status on its record. */
async function changeStatus(page: Page, applicationId: number, status: string) {
  await page.goto(adminRoute(`/applications/${applicationId}/show`));
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('record-status')).toHaveText(status);
}

test("staff approve an application; the applicant's message is in the outbox and on their /application, they reply, and staff see it unread in the queue", async ({
  page,
  browser,
}) => {
  const resident = await freshUser('two-way');
  const application = await ownApplication(resident, GROCERY.programId, FRESH_PASSWORD);
  await walkTo(application, ['Intake', 'Review']);

  await signIn(page, ADMIN);
  await changeStatus(page, application.id, 'Approved');
  // Staff leave the record: its communications panel, polling, would show the reply and mark it read.
  await page.goto('about:blank');

  const approved = `Good news: your grocery support application ${application.externalId} is approved.`;
  expect(await awaitMessage(resident, (body) => body === approved)).toBe(approved);

  // The applicant reads it on their application's page, as a message from the program team.
  const applicantContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const applicant = await applicantContext.newPage();
  const token = await communityTokenOf(resident, { password: FRESH_PASSWORD });
  await openSignedIn(applicant, token, `/application/${application.id}`);
  const thread = applicant.locator('ol.messages > li');
  await expect(async () => {
    await applicant.reload();
    await expect(thread.filter({ hasText: approved })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(thread.filter({ hasText: approved })).toContainText('Your grocery support is approved');
  await communityShot(applicant, 'two-way-approved-375');

  // They reply from the page.
  const reply = `Thank you! When can I pick it up? (${Date.now()})`;
  await applicant.getByLabel('Write to the program team').fill(reply);
  await applicant.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.last()).toContainText(reply);
  await communityShot(applicant, 'two-way-replied-375');
  // The thread in Arabic: right to left, nothing wider than the phone.
  await applicant.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await applicant.reload();
  await expect(applicant.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(thread.last()).toContainText(reply);
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await communityShot(applicant, 'two-way-ar-375');
  await applicantContext.close();

  // Staff see it unread on the queue: the row's messages button carries the count, the panel the reply.
  const row = await apiGet<{ unreadItems: UnreadItems; unreadTotal: number }[]>(
    ADMIN,
    `/api/admin/applications?filter=${encodeURIComponent(JSON.stringify({ id: [application.id] }))}`,
  );
  expect(row.json).toEqual([
    expect.objectContaining({ unreadItems: { email: 1, sms: 0, voice: 0, ivr: 0 }, unreadTotal: 1 }),
  ]);
  await page.goto(queueRowRoute(GROCERY.processId, application.id));
  await expect(page.locator('td.column-externalId')).toHaveText([application.externalId]);
  const button = page.getByTestId('messages-button');
  await expect(button.locator('.MuiBadge-badge')).toHaveText('1');
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `Messages of ${application.externalId}: You have 1 unread email`,
  );
  await button.click();
  const panel = page.getByTestId('communications-panel');
  await expect(panel.getByTestId('message').filter({ hasText: reply })).toHaveCount(1);
  await expect(panel.getByTestId('message').filter({ hasText: approved })).toHaveCount(1);
  await shot(page, 'two-way-queue-1280');
});
