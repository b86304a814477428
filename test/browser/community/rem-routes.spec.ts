// /rem-routes/* (programs spec §2 "Other", issue 23): every path under the marketplace reviewers' routes lands on
// their page.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signInThroughUi, siteOf } from './support';

test('a ReviewerMarket account opens a path under /rem-routes and sees its marketplace reviews page', async ({
  page,
}) => {
  await signInThroughUi(page, 'reviewer@market.example', DEMO_PASSWORD, siteOf('market'));
  await expect(page).toHaveURL(/\/rem-routes$/);
  await page.goto(`${siteOf('market')}/rem-routes/queue/42`);
  await expect(page.getByRole('heading', { name: 'Marketplace reviews', level: 1 })).toBeVisible();
  await shot(page, 'rem-routes-deep');
});
