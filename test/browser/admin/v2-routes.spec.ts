// The version 2 entries of the admin UI (issue 23): the portals' routes, and the review-manager route's
// Process-Admin redirect (access spec §2 "Route guards").
import { test } from '@playwright/test';
import type { PossibleStateRow } from '../../../server/src/contract/queue';
import {
  ADMIN,
  adminRoute,
  api,
  expect,
  RIVERTON,
  SLOW_TEST_MS,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** The arts grant's process on riverton, and its program. */
const ARTS_PROCESS = 3180;
const ARTS_PROGRAM = 31;

test('a review manager who is only Process-Admin on the process goes to the program portal settings', async ({
  page,
}) => {
  await signIn(page, 'manager@riverton.example', RIVERTON);
  await page.goto(adminRoute(`/v2/review-manager/${ARTS_PROCESS}`, RIVERTON));
  await expect(page).toHaveURL(new RegExp(`#/program-portal/${ARTS_PROGRAM}/settings$`));
  await shot(page, 'review-manager-process-admin-1280');
});

test('a reviewer goes from the review-manager route, and from Reviews, to the reviewer root', async ({
  page,
}) => {
  await signIn(page, 'reviewer@riverton.example', RIVERTON);
  await page.goto(adminRoute(`/v2/review-manager/${ARTS_PROCESS}`, RIVERTON));
  await expect(page).toHaveURL(/#\/v2\/review$/);
  await expect(page.getByRole('heading', { name: 'Applications to review', level: 1 })).toBeVisible();
  // Their navigation's Reviews is this list too, from any screen.
  await page.goto(adminRoute('/v2/inbox', RIVERTON));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page).toHaveURL(/#\/v2\/review$/);
});

test('the /v2 portal routes open the existing portals', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [route, lands] of [
    ['/v2/admin-portal', /#\/program-portal/],
    ['/v2/program-portal', /#\/program-portal/],
    ['/v2/instance-portal', /#\/instance-portal/],
    ['/v2/sync-report', /#\/reports\/sync\/sync-report$/],
  ] as const) {
    await page.goto(adminRoute(route));
    await expect(page).toHaveURL(lands);
  }
});

/** The sync report's total for this month (UTC), as the API answers riverton's administrator. */
async function syncReportThisMonth(headers: Record<string, string>): Promise<number> {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const filter = encodeURIComponent(JSON.stringify({ from: first, to: last }));
  const res = await (await api()).get(`/api/reports/sync/sync-report?filter=${filter}&range=[0,0]`, {
    headers,
  });
  return Number(res.headers()['content-range']?.split('/').pop());
}

test('a reviewer reads the sync report over the last twelve months in /v2/sync-dashboard', async ({
  page,
}) => {
  // Setup: riverton's administrator moves the demo's RIV-2003 on (QA/QC to Review completed) this month.
  const request = await api();
  const headers = { authorization: `Bearer ${await sessionTokenOf('admin@riverton.example', 3, RIVERTON)}` };
  const search = encodeURIComponent(JSON.stringify({ search: 'RIV-2003' }));
  const [row] = await (await request.get(`/api/admin/applications?filter=${search}`, { headers })).json();
  const possible: PossibleStateRow[] = await (
    await request.get(`/api/admin/applications/possible-states?ids=${row.id}`, { headers })
  ).json();
  const completed = possible.find((r) => r.possible_state_name === 'Review completed');
  const moved = await request.post('/api/admin/applications/bulk', {
    headers,
    data: { action: 'UPDATE_STATUS', ids: [row.id], toState: completed?.possible_state_id },
  });
  expect(moved.status()).toBe(200);
  const expected = await syncReportThisMonth(headers);
  expect(expected).toBeGreaterThanOrEqual(1);

  await signIn(page, 'reviewer@riverton.example', RIVERTON);
  await page.goto(adminRoute('/v2/sync-dashboard', RIVERTON));
  await expect(page.getByRole('heading', { name: 'Sync dashboard', level: 1 })).toBeVisible();
  const months = page.getByRole('list', { name: 'Applications changed' }).getByRole('listitem');
  await expect(months).toHaveCount(12);
  const thisMonth = new Date().toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(months.last()).toHaveText(`${thisMonth}: ${expected}`);
  await expect(page.locator('.recharts-surface')).toBeVisible();
  await shot(page, 'sync-dashboard-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'sync-dashboard-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('main a', { hasText: 'Open the sync report' })).toHaveAttribute(
    'href',
    '#/reports/sync/sync-report',
  );
});
