// The test-message button of the instance notifications tab (issue 21): the administrator sends the
// instance rule "Applicant wrote back" to an address of their choosing, filled with sample values, and it
// is in the outbox; an address for the wrong channel is refused beside the field.
import { test } from '@playwright/test';
import { latestOutboxMessage } from '../support/outbox';
import { ADMIN, adminRoute, api, expect, sessionTokenOf, shot, signIn } from './support';

test('the instance notifications tab sends a rule as a test message to the address given', async ({
  page,
}) => {
  const to = `test-message-${Date.now().toString(36)}@notify.example`;
  await signIn(page, ADMIN);
  await page.goto(adminRoute('/instance-portal/instance-notifications'));
  const form = page.getByTestId('test-message');
  await expect(form.getByRole('combobox', { name: 'Rule' })).toHaveText('Applicant wrote back');

  await form.getByLabel('Send to').fill('+1 555 555 0100');
  await form.getByRole('button', { name: 'Send test message' }).click();
  await expect(form.getByText('Send the test to an email address')).toBeVisible();

  await form.getByLabel('Send to').fill(to);
  await form.getByRole('button', { name: 'Send test message' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Test message sent to ${to}`);
  await shot(page, 'test-message-1280');

  const message = await latestOutboxMessage(await api(), await sessionTokenOf(ADMIN), to);
  expect(message).toEqual(
    expect.objectContaining({
      subject: 'New message from an applicant',
      body: 'An applicant replied on application TEST-0001.',
    }),
  );
});
