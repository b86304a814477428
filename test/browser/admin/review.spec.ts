// /v2/review (issue 23): a reviewer decides an application of their process and it leaves their list.
import { test } from '@playwright/test';
import type { PossibleStateRow } from '../../../server/src/contract/queue';
import { adminRoute, api, expect, RIVERTON, SLOW_TEST_MS, sessionTokenOf, shot, signIn } from './support';

const REVIEWER = 'reviewer@riverton.example';
const RIVERTON_ADMIN = 'admin@riverton.example';
/** The demo's arts-grant application that waits in Application Received, which no other test touches. */
const RECEIVED = 'RIV-2002';

const adminHeaders = async () => ({
  authorization: `Bearer ${await sessionTokenOf(RIVERTON_ADMIN, 3, RIVERTON)}`,
});

/** RIV-2002 moved into Review (a status the reviewer works) by riverton's administrator: the test's setup. */
async function applicationInReview(): Promise<{ id: number; externalId: string }> {
  const request = await api();
  const headers = await adminHeaders();
  const filter = encodeURIComponent(JSON.stringify({ search: RECEIVED }));
  const [row] = await (await request.get(`/api/admin/applications?filter=${filter}`, { headers })).json();
  const possible: PossibleStateRow[] = await (
    await request.get(`/api/admin/applications/possible-states?ids=${row.id}`, { headers })
  ).json();
  const review = possible.find((r) => r.possible_state_name === 'Review');
  const moved = await request.post('/api/admin/applications/bulk', {
    headers,
    data: { action: 'UPDATE_STATUS', ids: [row.id], toState: review?.possible_state_id },
  });
  expect(moved.status()).toBe(200);
  return { id: row.id, externalId: RECEIVED };
}

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

test('a reviewer decides an application in /v2/review and it leaves their list', async ({ page }) => {
  const application = await applicationInReview();
  await signIn(page, REVIEWER, RIVERTON);
  await page.goto(adminRoute('/v2/review', RIVERTON));
  await expect(page.getByRole('heading', { name: 'Applications to review', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Applications to review' });
  const item = list.getByRole('button', { name: new RegExp(application.externalId) });
  await expect(item).toBeVisible();
  await shot(page, 'review-list-1280');

  await item.click();
  const detail = page.getByTestId('review-detail');
  await expect(detail.getByRole('heading', { name: application.externalId, level: 2 })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Answers' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Documents' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'review-detail-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await detail.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'QA/QC', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog).toBeHidden();
  await expect(list.getByRole('button', { name: new RegExp(application.externalId) })).toHaveCount(0);
  await expect(detail).toBeHidden();
  await shot(page, 'review-decided-1280');
  const request = await api();
  const headers = await adminHeaders();
  const record = await (await request.get(`/api/admin/applications/${application.id}`, { headers })).json();
  expect(record.currentStateName).toBe('QA/QC');
});
