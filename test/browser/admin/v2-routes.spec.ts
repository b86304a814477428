// The version 2 entries of the admin UI (issue 23): the portals' routes, and the review-manager route's
// Process-Admin redirect (access spec §2 "Route guards").
import { test } from '@playwright/test';
import { ADMIN, adminRoute, expect, RIVERTON, SLOW_TEST_MS, shot, signIn } from './support';

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

test('a reviewer on the process goes from the review-manager route to the reviewer root', async ({
  page,
}) => {
  await signIn(page, 'reviewer@riverton.example', RIVERTON);
  await page.goto(adminRoute(`/v2/review-manager/${ARTS_PROCESS}`, RIVERTON));
  await expect(page).toHaveURL(/#\/v2\/review$/);
  await expect(page.getByRole('heading', { name: 'Applications to review', level: 1 })).toBeVisible();
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
