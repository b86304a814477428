import { type Page, test } from '@playwright/test';
import type { ApplicationRecord } from '../../../server/src/contract/application-record';
import type { PossibleStateRow } from '../../../server/src/contract/queue';
import { FRESH_PASSWORD, freshUser } from '../community/support';
import {
  ADMIN,
  api,
  apiGet,
  CASE_WORKER,
  expect,
  ownApplication,
  type QueueRow,
  SLOW_TEST_MS,
  sessionTokenOf,
  shot,
  shownApplicationIds,
  signIn,
} from './support';

/** A grocery application (program 5, one per applicant) of a new resident, which no other test touches. */
const freshApplication = async (tag: string) => ownApplication(await freshUser(tag), 5, FRESH_PASSWORD);

test.describe.configure({ timeout: SLOW_TEST_MS });
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** Moves an application through the API as the administrator (a test's own setup, not what it checks). */
async function moveTo(application: QueueRow, stateName: string) {
  const possible = await apiGet<PossibleStateRow[]>(
    ADMIN,
    `/api/admin/applications/possible-states?ids=${application.id}`,
  );
  const target = possible.json.find((r) => r.possible_state_name === stateName);
  if (!target) throw new Error(`${application.externalId} cannot move to ${stateName}`);
  const request = await api();
  const response = await request.post('/api/admin/applications/bulk', {
    headers: { authorization: `Bearer ${await sessionTokenOf(ADMIN)}` },
    data: { action: 'UPDATE_STATUS', ids: [application.id], toState: target.possible_state_id },
  });
  expect(response.ok()).toBe(true);
}

const stateOf = async (application: QueueRow) =>
  (await apiGet<QueueRow>(ADMIN, `/api/admin/applications/${application.id}`)).json.currentStateName;

/** Moves an application along `path` from where it is; a retry finds it part-way (or at the end) and goes on. */
async function walk(application: QueueRow, path: string[]) {
  for (const [i, state] of path.entries()) {
    if (!path.slice(i).includes((await stateOf(application)) ?? '')) await moveTo(application, state);
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const history = (page: Page) => page.getByTestId('history-event');

test('a case worker opens an application from the queue, reads its answers and history, adds a note, moves it with a reason and steps to the next one with the keyboard', async ({
  page,
}) => {
  // An application of the test's own in grocery support (process 1720), the newest of that process.
  const application = await freshApplication('record');
  const detail = await apiGet<ApplicationRecord>(CASE_WORKER, `/api/admin/applications/${application.id}`);
  const fields = detail.json.form.flatMap((s) => s.fields);
  expect(fields.length).toBeGreaterThan(0);

  await signIn(page, CASE_WORKER);
  await page.getByRole('combobox', { name: 'Process' }).click();
  await page.getByRole('option', { name: 'Grocery support (food)' }).click();
  // The filter lands after its debounce; a sort clicked before then is undone by react-admin (its debounced
  // setFilters holds the sort of the moment the filter changed).
  await expect(page).toHaveURL(/process%22%3A1720/);
  // Newest first: a second click on Submission date reverses the order.
  await page.getByRole('button', { name: 'Submission date' }).click();
  await expect(page.locator('th.column-createdAt')).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => (await shownApplicationIds(page)).includes(application.externalId))
    .toBe(true);

  await page.locator('td.column-externalId', { hasText: application.externalId }).click();
  await expect(page).toHaveURL(new RegExp(`#/applications/${application.id}/show$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.externalId);
  await expect(page.getByTestId('record-status')).toHaveText(application.currentStateName ?? '');

  // The answers by the form's sections, label: value, as the applicant gave them.
  const answers = page.getByTestId('record-answers');
  for (const field of fields) await expect(answers.getByText(field.label, { exact: true })).toBeVisible();
  await expect(answers.getByRole('definition').first()).toHaveText(
    String(detail.json.answers[fields[0].name]),
  );
  // The history, newest first, ends with the submission.
  await expect(history(page).last()).toHaveAttribute('data-kind', 'submitted');
  await shot(page, 'record-1280');

  // A staff note: listed at once, newest first.
  const note = `Called the applicant about pay stubs ${Date.now()}`;
  await page.getByLabel('New note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('note').first()).toContainText(note);
  await expect(page.getByLabel('New note')).toHaveValue('');

  // Intake, then Denied with the reason written in the comment (a case worker cannot list denial reasons).
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await choose(page, 'New status', 'Intake');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successful status change' })).toBeVisible();
  await expect(history(page).first()).toContainText('Application Received → Intake');

  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await choose(page, 'New status', 'Denied');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('dialog').getByLabel('Comment').fill('Income above the limit');
  await confirm.click();
  const top = history(page).first();
  await expect(top).toHaveAttribute('data-kind', 'status');
  await expect(top).toContainText('Intake → Denied');
  await expect(top).toContainText('Income above the limit');
  await expect(top).toContainText('Jordan Lee');
  await expect(page.getByTestId('record-status')).toHaveText('Denied');
  await shot(page, 'record-after-move');

  // j: the next application of the queue view the record was opened from; k: back; Next: the same as j.
  // Which one is next is the queue's to say (other workers' tests add grocery applications meanwhile).
  const heading = page.getByRole('heading', { level: 1 });
  await heading.click();
  await page.keyboard.press('j');
  await expect(heading).not.toHaveText(application.externalId);
  await expect(heading).toHaveText(/^[A-Z]+-\d+$/);
  const next = (await heading.textContent()) ?? '';
  await expect(page).not.toHaveURL(new RegExp(`#/applications/${application.id}/show$`));
  await page.keyboard.press('k');
  await expect(heading).toHaveText(application.externalId);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading).toHaveText(next);
});

test('a record opened by its URL shows the application', async ({ page }) => {
  const application = await freshApplication('record-url');
  await signIn(page, CASE_WORKER);
  await page.goto(page.url().replace(/#.*$/, `#/applications/${application.id}/show`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(application.externalId);
  await expect(page.getByTestId('record-applicant')).toContainText('Fresh Tester');
});

test('Status is visible at 1280 px without scrolling the queue', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN);
  const header = page.locator('th.column-currentStateName');
  const firstStatus = page.locator('td.column-currentStateName').first();
  await expect(firstStatus).toBeVisible();
  for (const cell of [header, firstStatus]) {
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
  await shot(page, 'queue-1280');
});

/** The states every application's possible-state rows offer (the API's own answer, one application at a time). */
async function commonTargets(applications: QueueRow[]): Promise<string[]> {
  const each = await Promise.all(
    applications.map(
      async (a) =>
        new Set(
          (
            await apiGet<PossibleStateRow[]>(ADMIN, `/api/admin/applications/possible-states?ids=${a.id}`)
          ).json.map((r) => r.possible_state_name),
        ),
    ),
  );
  return [...(each[0] ?? [])].filter((name) => each.every((names) => names.has(name)));
}

test('a bulk move over a mixed selection offers only the states valid for every selected application', async ({
  page,
}) => {
  // Two grocery applications of the test's own, one in Intake and one in Review.
  const [first, second] = await Promise.all([freshApplication('mixed-a'), freshApplication('mixed-b')]);
  await walk(first, ['Intake']);
  await walk(second, ['Intake', 'Review']);
  expect(await Promise.all([first, second].map(stateOf))).toEqual(['Intake', 'Review']);
  const expected = await commonTargets([first, second]);
  expect(expected.length).toBeGreaterThan(0);

  await signIn(page, ADMIN);
  for (const a of [first, second]) {
    await page.getByPlaceholder('Search').fill(a.externalId);
    await expect(page.locator('td.column-externalId')).toHaveText([a.externalId]);
    await page.locator('table tbody tr').getByRole('checkbox').check();
  }
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Only the moves open to every selected application are offered.'),
  ).toBeVisible();
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option')).toHaveText(expected);
  await shot(page, 'bulk-mixed-selection');
});
