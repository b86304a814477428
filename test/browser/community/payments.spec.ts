// Paying for an application (issue 20): an applicant whose application is Waiting for payment opens Pay now,
// pays the program's amount from a bank account (local test numbers) and follows the receipt from Processing
// to Paid; at 1280 px, at 375 px in Arabic, and with a declined account shown in words. axe on each screen.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  ownApplication,
  type QueueRow,
  queueRowRoute,
  signIn,
  shot as staffShot,
  walkTo,
} from '../admin/support';
import { expectAccessible, FRESH_PASSWORD, freshUser, shot, signInThroughUi, siteOf } from './support';

// axe-core is added to the page as a script tag, which the page policy would refuse.
test.use({ bypassCSP: true, timezoneId: 'UTC' });
test.describe.configure({ timeout: 120_000 });

const springfield = siteOf('springfield');
/** Child Savings Account: takes ACH payments of 500.00 USD (settings.Payments in the demo seed). */
const CHILD_SAVINGS = 6;
const CHILD_SAVINGS_PROCESS = 1716;
const ROUTING = '110000000';
const PAYS = '000123456789';
const DECLINED = '000111111116';

/** A new applicant of the test's own, signed in, whose Child Savings application is Waiting for payment. */
async function applicantWaitingToPay(page: Page, tag: string): Promise<QueueRow> {
  const email = await freshUser(tag);
  const application = await ownApplication(email, CHILD_SAVINGS, FRESH_PASSWORD);
  await walkTo(application, ['Review', 'Approved', 'Waiting for payment']);
  await signInThroughUi(page, email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  return application;
}

async function openPayNow(page: Page, application: QueueRow, payNow: string) {
  await page.goto(`${springfield}/application/${application.id}`);
  await page.getByRole('link', { name: payNow }).click();
  await expect(page).toHaveURL(
    `${springfield}/confirmation-resource/${CHILD_SAVINGS}/payment-confirmation?application=${application.id}`,
  );
}

async function payFromBank(
  page: Page,
  labels: { routing: string; account: string; pay: string },
  account: string,
) {
  await page.getByLabel(labels.routing).fill(ROUTING);
  await page.getByLabel(labels.account).fill(account);
  await page.getByRole('button', { name: labels.pay }).dblclick();
}

const ENGLISH = { routing: 'Routing number', account: 'Account number', pay: 'Pay from my bank account' };

test('an applicant pays from a bank account and follows the receipt to Paid; staff see the queue row Paid', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const application = await applicantWaitingToPay(page, 'pays');
  await openPayNow(page, application, 'Pay now');
  await expect(page.getByRole('heading', { name: 'Pay', exact: true })).toBeVisible();
  await expect(page.getByText('Amount to pay: $500.00')).toBeVisible();
  await expectAccessible(page, 'payment page');
  await shot(page, 'payment-1280');

  // A routing number whose checksum fails is refused in words before anything is sent.
  await page.getByLabel('Routing number').fill('110000001');
  await page.getByLabel('Account number').fill(PAYS);
  await page.getByRole('button', { name: 'Pay from my bank account' }).click();
  await expect(page.getByLabel('Routing number')).toHaveAccessibleDescription(
    'Enter the 9-digit routing number printed at the bottom of your checks. 9 digits, at the bottom left of a check',
  );
  await shot(page, 'payment-routing-error-1280');

  // A double click pays once: one Idempotency-Key for the attempt.
  await payFromBank(page, ENGLISH, PAYS);
  const receipt = page.getByRole('heading', { name: 'Payment receipt' });
  await expect(receipt).toBeFocused();
  await expect(page.getByTestId('payment-status')).toHaveText('Processing');
  await expect(page.getByText('•••• 6789')).toBeVisible();
  await expect(page.getByText(PAYS)).toHaveCount(0);
  await shot(page, 'receipt-processing-1280');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.locator('.payment-facts')).toContainText(application.externalId);
  await expect(page.locator('.payment-facts')).toContainText('Bank account');
  await expectAccessible(page, 'receipt');
  await shot(page, 'receipt-paid-1280');

  await page.getByRole('link', { name: 'Back to your application' }).click();
  const payments = page.locator('.payments__item');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText('$500.00 · Bank account •••• 6789');
  await expect(payments).toContainText('Paid');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  // The payment moved the application: Payment in progress, then Paid, on its status and timeline.
  await expect(page.locator('.card .status').first()).toHaveText('Paid');
  await expect(page.locator('.timeline li').nth(4)).toContainText('Payment in progress');
  await expect(page.locator('.timeline li').last()).toContainText('Paid');
  await shot(page, 'application-paid-1280');

  // The payment moved the application itself: staff see it Paid on the queue, status and payment channel.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(staff, ADMIN);
  await staff.goto(queueRowRoute(CHILD_SAVINGS_PROCESS, application.id));
  const row = staff.locator('tbody tr').filter({ hasText: application.externalId });
  await expect(row.locator('td.column-currentStateName')).toHaveText('Paid', { timeout: 20_000 });
  await expect(row.locator('td.column-paymentChannelName')).toHaveText('Direct depositPaid');
  await staffShot(staff, 'payments-queue-after-applicant-paid');
  await staff.close();
});

test('at 375 px in Arabic the payment page and the receipt read right to left and fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const application = await applicantWaitingToPay(page, 'pays-ar');
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await openPayNow(page, application, 'ادفع الآن');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الدفع', exact: true })).toBeVisible();
  await expect(page.locator('.pay-amount')).toContainText('المبلغ المطلوب دفعه:');
  await expectAccessible(page, 'payment page in Arabic at 375 px');
  await shot(page, 'payment-ar-375');
  await payFromBank(
    page,
    { routing: 'رقم التوجيه', account: 'رقم الحساب', pay: 'الدفع من حسابي المصرفي' },
    PAYS,
  );
  await expect(page.getByRole('heading', { name: 'إيصال الدفع' })).toBeFocused();
  await expect(page.getByTestId('payment-status')).toHaveText('مدفوع');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'receipt in Arabic at 375 px');
  await shot(page, 'receipt-ar-375');
});

test('a bank account the bank declines shows why in words and offers another try', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const application = await applicantWaitingToPay(page, 'pays-declined');
  await openPayNow(page, application, 'Pay now');
  await payFromBank(page, ENGLISH, DECLINED);
  await expect(page.getByTestId('payment-status')).toHaveText(
    'Declined The bank declined the payment: there was not enough money in the account.',
  );
  await expect(page.getByText(DECLINED)).toHaveCount(0);
  await expectAccessible(page, 'declined receipt');
  await shot(page, 'receipt-declined-375');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Routing number')).toHaveValue('');
  await payFromBank(page, ENGLISH, PAYS);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});

test('a program taking every channel offers each; empty fields and a refused channel are said in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const application = await applicantWaitingToPay(page, 'pays-channels');
  // The page as for a program whose settings take every channel; the server still holds Child Savings to ACH,
  // so a card is refused there, which is the refusal this test reads.
  await page.route(`**/api/resource/${CHILD_SAVINGS}`, async (route) => {
    // Node does not resolve *.localhost: the same call goes to 127.0.0.1, the session naming the instance.
    const response = await route.fetch({
      url: route.request().url().replace('springfield.localhost', '127.0.0.1'),
    });
    const program = await response.json();
    program.settings.Payments.Type = 'All';
    await route.fulfill({ response, json: program });
  });
  await openPayNow(page, application, 'Pay now');
  const choice = page.getByRole('group', { name: 'How would you like to pay?' });
  await expect(choice.getByRole('radio')).toHaveCount(4);
  await expect(choice.getByRole('radio', { name: 'Bank account' })).toBeChecked();
  await expectAccessible(page, 'payment page with every channel');
  await shot(page, 'payment-channels-375');

  await choice.getByRole('radio', { name: 'Check by mail' }).check();
  await page.getByRole('button', { name: 'I will mail a check' }).click();
  await expect(page.getByLabel('Name on the check')).toHaveAccessibleDescription(
    'Enter who the check is from.',
  );
  await expect(page.getByLabel('Mailing address')).toHaveAccessibleDescription('Enter the mailing address.');
  await shot(page, 'payment-check-errors-375');

  await choice.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('alert')).toHaveText('This program does not take this kind of payment.');
  await shot(page, 'payment-card-refused-375');

  await choice.getByRole('radio', { name: 'PayPal' }).check();
  await expect(
    page.getByText('You will approve the payment on PayPal, then come back here to finish.'),
  ).toBeVisible();
  await expectAccessible(page, 'PayPal step');
});
