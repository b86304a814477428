import { type Page, test } from '@playwright/test';
import type { ApplicationEventWire } from '../../../server/src/contract/application-record';
import {
  ADMIN,
  apiGet,
  CASE_WORKER,
  expect,
  ownApplication,
  queuePage,
  SLOW_TEST_MS,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

/** Narrows the queue to the given applications by searching their Application ID and ticks their rows. */
async function selectRows(page: Page, externalIds: string[]) {
  for (const externalId of externalIds) {
    await page.getByPlaceholder('Search').fill(externalId);
    const row = page.locator('table tbody tr', {
      has: page.locator('td.column-externalId', { hasText: externalId }),
    });
    await expect(page.locator('td.column-externalId')).toHaveText([externalId]);
    await row.getByRole('checkbox').check();
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a bulk status change moves both applications, says so in the toast of §8 and leaves an audit trail', async ({
  page,
}) => {
  // Two applications of the tests' own, waiting in Application Received of the child savings process.
  const first = await ownApplication('aisha.bello@residents.example', 6);
  const second = await ownApplication('david.cohen@residents.example', 6);
  expect([first.currentStateName, second.currentStateName]).toEqual([
    'Application Received',
    'Application Received',
  ]);

  await signIn(page, ADMIN);
  await selectRows(page, [first.externalId, second.externalId]);
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await choose(page, 'New status', 'Review');
  await shot(page, 'bulk-status-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Successful status change' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    `The applications ${first.externalId}, ${second.externalId} were moved to Review`,
  );
  await shot(page, 'bulk-status-toast');

  for (const application of [first, second]) {
    const { json } = await queuePage(ADMIN, { filter: { id: [application.id] } });
    expect(json[0].currentStateName).toBe('Review');
    const events = await apiGet<ApplicationEventWire[]>(
      ADMIN,
      `/api/admin/applications/${application.id}/events`,
    );
    expect(events.json[0]).toMatchObject({
      kind: 'status',
      by: { name: 'Alex Morgan' },
      from: { name: 'Application Received' },
      to: { name: 'Review' },
    });
    expect(events.json[0].bulkOperationId).not.toBeNull();
  }
});

test('a case worker is offered only themself as the owner', async ({ page }) => {
  // Seeded applications in Application Received of the child savings process, which the case worker works.
  const waiting = await queuePage(CASE_WORKER, { filter: { process: 1716, search: 'SPR-1002' } });
  const target = waiting.json.find((r) => r.currentStateName === 'Application Received');
  expect(target, 'a child savings application waiting in Application Received').toBeTruthy();
  const possible = await apiGet<{ possible_user_name: string | null }[]>(
    CASE_WORKER,
    `/api/admin/applications/possible-states?ids=${target?.id}`,
  );
  expect(new Set(possible.json.map((r) => r.possible_user_name))).toEqual(new Set(['Jordan Lee']));

  await signIn(page, CASE_WORKER);
  await selectRows(page, [target?.externalId ?? '']);
  await page.getByRole('button', { name: 'Change status and owner' }).click();
  await choose(page, 'New status', 'Review');
  await page.getByRole('dialog').getByRole('combobox', { name: 'New owner' }).click();
  await expect(page.getByRole('option')).toHaveText(['Jordan Lee']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toContainText('Your role may assign applications only to yourself');
  await shot(page, 'bulk-owner-self-only');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Change owner', exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'New owner' }).click();
  await expect(page.getByRole('option')).toHaveText(['Jordan Lee']);
});

test('the bulk dialog asks for a denial reason only when the chosen status requires one', async ({
  page,
}) => {
  // An application of this test's own, in the grocery support process (1720).
  const application = await ownApplication('aisha.bello@residents.example', 5);
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  const reasonHint = dialog.getByText('This status needs a denial reason, or a comment in its place');

  if (application.currentStateName === 'Application Received') {
    await selectRows(page, [application.externalId]);
    await page.getByRole('button', { name: 'Change status', exact: true }).click();
    await choose(page, 'New status', 'Intake');
    // Intake asks for nothing: no hint, and Confirm is open without a reason or comment.
    await expect(reasonHint).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Successful status change' })).toBeVisible();
  }

  await selectRows(page, [application.externalId]);
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await choose(page, 'New status', 'Review');
  await expect(reasonHint).toHaveCount(0);
  await expect(confirm).toBeEnabled();
  // Denied requires a reason: the dialog says so and waits for one.
  await choose(page, 'New status', 'Denied');
  await expect(reasonHint).toBeVisible();
  await expect(confirm).toBeDisabled();
  await shot(page, 'bulk-reason-required');
  await choose(page, 'Denial reason', 'Income above the limit');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successful status change' })).toContainText(
    `The application ${application.externalId} was moved to Denied`,
  );
  const events = await apiGet<ApplicationEventWire[]>(
    ADMIN,
    `/api/admin/applications/${application.id}/events`,
  );
  expect(events.json[0]).toMatchObject({
    to: { name: 'Denied' },
    reason: { label: 'Income above the limit' },
  });
});
