// /v2/inbox (issue 23): the reviewer's message threads, unread first, one read in the communications center.
import { test } from '@playwright/test';
import { adminRoute, expect, RIVERTON, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

test('a reviewer finds the unread thread first in /v2/inbox and reads it beside the list', async ({
  page,
}) => {
  await signIn(page, 'reviewer@riverton.example', RIVERTON);
  await page.goto(adminRoute('/v2/inbox', RIVERTON));
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const threads = page.getByRole('list', { name: 'Inbox' }).getByRole('listitem');
  // The demo's RIV-2001 waits with an unread e-mail from its applicant.
  const first = threads.first();
  await expect(first).toContainText('Elena Petrova');
  await expect(first).toContainText('RIV-2001');
  await expect(first.getByLabel('1 unread')).toBeVisible();
  await expect(first).toContainText('EMAIL from Elena Petrova — Budget question');
  await shot(page, 'inbox-1280');

  await first.getByRole('button').click();
  const thread = page.getByTestId('inbox-thread');
  await expect(thread.getByText('May the budget include studio rent?')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'inbox-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
