// Community notes and activity (issue 21): on the staff view of an applicant's community profile, staff write
// a note with a file attached; the activity lists it above the application's submission, and the file opens.
import { test } from '@playwright/test';
import { FRESH_PASSWORD, freshUser } from '../community/support';
import { ADMIN, adminRoute, apiGet, expect, ownApplication, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const VISIT = {
  name: 'home-visit.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Two rooms, one heater.\n'),
};

test("staff write a note with a file on an applicant's profile and see it in the activity", async ({
  page,
}) => {
  const resident = await freshUser('community-notes');
  const application = await ownApplication(resident, 5, FRESH_PASSWORD);
  const record = await apiGet<{ applicant: { individualId: number } }>(
    ADMIN,
    `/api/admin/applications/${application.id}`,
  );
  const individualId = record.json.applicant.individualId;

  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/individuals/${individualId}/profile`));
  const activity = page.getByTestId('community-activity');
  await expect(activity.getByTestId('activity')).toHaveCount(1);
  await expect(activity.getByTestId('activity').first()).toContainText(
    `Application submitted · ${application.externalId}`,
  );

  const notes = page.getByTestId('community-notes');
  const text = `Home visit done (${Date.now()}).`;
  await notes.getByLabel('New note').fill(text);
  await notes.getByTestId('community-note-file-input').setInputFiles(VISIT);
  await expect(notes.getByText(VISIT.name)).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();

  const newest = activity.getByTestId('activity').first();
  await expect(newest).toHaveAttribute('data-kind', 'note');
  await expect(newest).toContainText(text);
  await expect(notes.getByLabel('New note')).toHaveValue('');
  await expect(activity.getByText('1–2 of 2')).toBeVisible();
  await shot(page, 'community-notes-1280');

  await newest.getByRole('button', { name: `Open ${VISIT.name}` }).click();
  const viewer = page.getByRole('dialog', { name: VISIT.name });
  await expect(viewer).toContainText('Two rooms, one heater.');
  await viewer.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(newest).toContainText(text);
  await page.getByTestId('community-notes').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, 'community-notes-375');
});

test("staff write a note on a business's profile and see it in its activity", async ({ page }) => {
  const found = await apiGet<{ kind: string; id: number; name: string }[]>(
    ADMIN,
    '/api/admin/community-profiles?search=Haddad',
  );
  const bakery = found.json.find((row) => row.kind === 'business');
  if (!bakery) throw new Error('the demo world has no Haddad Family Bakery');

  await signIn(page, ADMIN);
  await page.goto(adminRoute(`/businesses/${bakery.id}/profile`));
  const text = `Licence renewal reminder sent (${Date.now()}).`;
  const notes = page.getByTestId('community-notes');
  await notes.getByLabel('New note').fill(text);
  await notes.getByRole('button', { name: 'Add note' }).click();
  const newest = page.getByTestId('community-activity').getByTestId('activity').first();
  await expect(newest).toHaveAttribute('data-kind', 'note');
  await expect(newest).toContainText(text);
  await expect(newest).toContainText('Note · Alex Morgan');
});
