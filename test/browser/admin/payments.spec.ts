// Staff and payments (issue 20): an applicant pays a Child Savings application from a bank account; staff see
// the queue row's Payment Channel with the payment's status, the payment on the record page, and refund it
// with a reason. The program portal's Settings tab chooses the channels and the amount a program takes.
import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import type { PaymentWire } from '../../../server/src/contract/payments';
import { FRESH_PASSWORD, freshUser } from '../community/support';
import {
  ADMIN,
  adminRoute,
  api,
  expect,
  ownApplication,
  type QueueRow,
  queueRowRoute,
  SLOW_TEST_MS,
  SPRINGFIELD,
  sessionTokenOf,
  shot,
  signIn,
  walkTo,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** Child Savings Account (process 1716): ACH payments of 500.00 USD. */
const CHILD_SAVINGS = 6;
const CHILD_SAVINGS_PROCESS = 1716;

/** A new applicant's Child Savings application, paid from a bank account through the API and settled. */
async function paidApplication(): Promise<QueueRow> {
  const email = await freshUser('staff-payments');
  const application = await ownApplication(email, CHILD_SAVINGS, FRESH_PASSWORD);
  await walkTo(application, ['Review', 'Approved', 'Waiting for payment']);
  const request = await api();
  const headers = {
    authorization: `Bearer ${await sessionTokenOf(email, 2, SPRINGFIELD, FRESH_PASSWORD)}`,
  };
  const verified = await request.post('/api/payments/verify-account', {
    headers,
    data: { routing_number: '110000000', account_number: '000123456789' },
  });
  const { token } = (await verified.json()) as { token: string };
  const charged = await request.post('/api/payments/create-charge', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { applicationId: application.id, amount: 50000, currency: 'USD', source: token },
  });
  expect(charged.status()).toBe(201);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/applications/${application.id}/payments`, { headers });
      return ((await res.json()) as PaymentWire[])[0]?.status;
    })
    .toBe('succeeded');
  return application;
}

const queueRowOf = (application: QueueRow) => queueRowRoute(CHILD_SAVINGS_PROCESS, application.id);

test('staff see a settled payment on the queue row and the record page, and refund it with a reason', async ({
  page,
}) => {
  const application = await paidApplication();
  await signIn(page, ADMIN);
  await page.goto(queueRowOf(application));
  // The queue of the sign-in shows its first page until the filtered one arrives: the row, then its cells.
  await expect(page.locator('td.column-externalId')).toHaveText([application.externalId]);
  const channel = page.locator('td.column-paymentChannelName');
  await expect(channel).toHaveText('Direct depositPaid');
  await shot(page, 'payments-queue-paid');

  await page.goto(adminRoute(`/applications/${application.id}/show`));
  const panel = page.getByTestId('record-payments');
  const payment = panel.getByTestId('record-payment');
  await expect(payment).toContainText('$500.00');
  await expect(payment).toContainText('Direct deposit •••• 6789');
  await expect(payment).toContainText('Paid');
  await shot(page, 'payments-record-paid');

  await payment.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await expect(dialog).toContainText(
    'The whole payment of $500.00 goes back to the applicant. Say why: the reason is kept in the history.',
  );
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled();
  await dialog.getByLabel('Refund reason').fill('Paid twice by mistake');
  await shot(page, 'payments-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(payment).toContainText('Refunded');
  await expect(payment).toContainText('Refund reason: Paid twice by mistake');
  await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await shot(page, 'payments-record-refunded');

  await page.goto(queueRowOf(application));
  await expect(channel).toHaveText('Direct depositRefunded');
  // The Status column, always in view, says what became of the payment where the state does not.
  await expect(page.locator('td.column-currentStateName')).toHaveText('PaidDirect deposit: Refunded');
  await shot(page, 'payments-queue-refunded');
});

test('the Settings tab chooses the channels and the amount a program takes, as settings.Payments', async ({
  page,
}) => {
  const request = await api();
  const auth = { authorization: `Bearer ${await sessionTokenOf(ADMIN)}` };
  const created = await request.post('/api/admin/programs', {
    headers: auth,
    data: { displayName: `Payments Tab ${Date.now().toString(36)}`, audience: [2], scope: 'Local' },
  });
  const { id } = (await created.json()) as { id: number };
  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/program-portal/${id}/settings`));
  await page.getByRole('checkbox', { name: 'Bank account (ACH)' }).check();
  await page.getByRole('checkbox', { name: 'PayPal' }).check();
  await page.getByLabel('Amount to pay (USD)').fill('12.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await shot(page, 'payments-settings');
  const saved = await request.get(`/api/admin/programs/${id}`, { headers: auth });
  expect(((await saved.json()) as { settings: unknown }).settings).toMatchObject({
    Payments: { Type: 'ACH,PayPal', Amount: 1250 },
  });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Bank account (ACH)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Card' })).not.toBeChecked();
  await expect(page.getByLabel('Amount to pay (USD)')).toHaveValue('12.50');
  await page.getByLabel('Amount to pay (USD)').fill('12,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Write dollars and cents, e.g. 500.00')).toBeVisible();
});
