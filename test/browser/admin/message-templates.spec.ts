// Communications flows (issue 21): staff pick a message template in the communications panel; its
// placeholders are filled from the application, and the message sent is the one in the outbox.
import { test } from '@playwright/test';
import { FRESH_PASSWORD, freshUser } from '../community/support';
import { latestOutboxMessage } from '../support/outbox';
import {
  ADMIN,
  adminHeaders,
  api,
  expect,
  ownApplication,
  queueRowRoute,
  SLOW_TEST_MS,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

test('staff pick a template in the communications panel: subject and message filled for the application, then sent', async ({
  page,
}) => {
  // Program 7, as the communications panel's own test, but a new applicant's: the demo resident's outbox is
  // that test's, which runs beside this one and reads the resident's newest message.
  const resident = await freshUser('message-templates');
  const application = await ownApplication(resident, 7, FRESH_PASSWORD);
  const name = `Pay stubs ${Date.now().toString(36)}`;
  const request = await api();
  const created = await request.post('/api/admin/message-templates', {
    headers: await adminHeaders(),
    data: {
      programId: 7,
      name,
      type: 'EMAIL',
      subject: 'Documents for {{externalId}}',
      body: 'Please upload your pay stubs for {{programName}}.',
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, ADMIN);
  await page.goto(queueRowRoute(application.processId, application.id));
  await expect(page.locator('td.column-externalId')).toHaveText([application.externalId]);
  await page.getByTestId('messages-button').click();
  const panel = page.getByTestId('communications-panel');
  await panel.getByRole('combobox', { name: 'Use a template' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(panel.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    `Documents for ${application.externalId}`,
  );
  const body = panel.getByRole('textbox', { name: 'Message' });
  await expect(body).toHaveValue(/^Please upload your pay stubs for .+\.$/);
  const written = await body.inputValue();
  await shot(page, 'message-template-picked');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  const message = await latestOutboxMessage(request, await sessionTokenOf(ADMIN), resident);
  expect(message.subject).toBe(`Documents for ${application.externalId}`);
  expect(message.body).toBe(written);
});
