import { type Page, test } from '@playwright/test';
import { validationTooltip } from '../../../server/src/modules/validations/validation-indicator';
import { latestOutboxMessage } from '../support/outbox';
import {
  ADMIN,
  api,
  apiGet,
  expect,
  ownApplication,
  SLOW_TEST_MS,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const RESIDENT = 'sofia.rossi@residents.example';

async function openRow(page: Page, externalId: string) {
  await page.getByPlaceholder('Search').fill(externalId);
  await expect(page.locator('td.column-externalId')).toHaveText([externalId]);
}

test('the communications panel sends an email that lands in the outbox, and its button shows primary while open', async ({
  page,
}) => {
  const application = await ownApplication(RESIDENT, 7);
  await signIn(page, ADMIN);
  await openRow(page, application.externalId);

  const button = page.getByTestId('messages-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  const panel = page.getByTestId('communications-panel');
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveClass(/MuiIconButton-colorPrimary/);

  // Defaults: Expanded and sound off, kept in local storage once changed.
  await expect(panel.getByRole('button', { name: 'Expanded' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: 'Notification sound' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(panel.getByRole('tab')).toHaveText(['All', 'Email', 'SMS', 'Phone']);

  const subject = `Documents for ${application.externalId}`;
  const body = `Please upload your lease by Friday. (${Date.now()})`;
  await panel.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await panel.getByRole('textbox', { name: 'Message' }).fill(body);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(panel.getByTestId('message').first()).toContainText(body);
  await shot(page, 'communications-panel');

  const message = await latestOutboxMessage(await api(), await sessionTokenOf(ADMIN), RESIDENT);
  expect(message.subject).toBe(subject);
  expect(message.body).toContain(body);

  const { json } = await apiGet<{ ComType: string; ComDirection: string }[]>(
    ADMIN,
    `/api/admin/applications?filter=${encodeURIComponent(JSON.stringify({ id: [application.id] }))}`,
  );
  expect(json[0]).toMatchObject({ ComType: 'EMAIL', ComDirection: 'outbound' });

  await panel.getByRole('button', { name: 'Collapsed' }).click();
  await panel.getByRole('button', { name: 'Notification sound' }).click();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('porchlight.comms.layout'),
      localStorage.getItem('porchlight.comms.sound'),
    ]),
  ).toEqual(['collapsed', 'on']);
  await page.reload();
  await openRow(page, application.externalId);
  await page.getByTestId('messages-button').click();
  await expect(page.getByRole('button', { name: 'Collapsed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Notification sound' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Closing the panel returns the button to its default colour.
  await page.getByTestId('messages-button').click();
  await expect(page.getByTestId('messages-button')).toHaveAttribute('aria-pressed', 'false');
});

test('the validation panel shows the indicator and counts of §5 and runs the checks again', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // SPR-10001 has a failed check among its results (the seed validates it).
  const report = await apiGet<{ total: number; warning: number; failed: number; passed: number }>(
    ADMIN,
    '/api/admin/applications/1/validations',
  );
  expect(report.json.total).toBeGreaterThan(0);
  await openRow(page, 'SPR-10001');
  const indicator = page.locator('td [data-indicator]');
  await expect(indicator).toHaveAttribute(
    'data-indicator',
    report.json.failed > 0 ? 'red' : report.json.warning > 0 ? 'amber' : 'green',
  );
  await expect(indicator).toHaveAttribute('aria-label', validationTooltip(report.json));

  await page.getByTestId('validations-button').click();
  const panel = page.getByTestId('validation-panel');
  await expect(panel.getByTestId('validation-summary')).toHaveText(validationTooltip(report.json));
  await expect(panel.getByTestId('validation-result')).toHaveCount(report.json.total);
  await expect(page.getByTestId('validations-button')).toHaveClass(/MuiIconButton-colorPrimary/);
  await panel.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByText('Validations ran again')).toBeVisible();
  await shot(page, 'validation-panel');
});
