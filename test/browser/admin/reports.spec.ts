// Reports (programs spec §2, API.md "Reports"): a report's page shows the JSON API's rows under readable
// headers, narrows to a program, says when nothing matches, and downloads the same rows as CSV.
import { readFileSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import { ADMIN, adminRoute, apiGet, expect, SLOW_TEST_MS, shot, signIn } from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const REPORT = '/api/reports/individual/applications-resources';

const reportPage = (filter: Record<string, unknown> = {}) =>
  apiGet<Record<string, unknown>[]>(
    ADMIN,
    `${REPORT}?${new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([0, 24]) })}`,
  );

const shownColumn = (page: Page, index: number) =>
  page.locator(`table tbody tr td:nth-child(${index + 1})`).allInnerTexts();

/** RFC 4180 lines of a small file: fields split on commas outside quotes. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

test('a report shows the API rows, filters by program, says when nothing matches and downloads its CSV', async ({
  page,
}) => {
  const all = await reportPage();
  expect(all.status).toBe(200);
  expect(all.json.length).toBeGreaterThan(0);
  const headers = Object.keys(all.json[0]);
  expect(headers.slice(0, 3)).toEqual(['Application ID', 'Applicant', 'Program']);

  await signIn(page, ADMIN);
  await page.goto(adminRoute('/reports'));
  await page.getByRole('link', { name: 'Applications and programs' }).first().click();
  await expect(page.getByRole('heading', { name: 'Applications and programs' })).toBeVisible();
  await expect(page.locator('table thead th')).toHaveText(headers);
  await expect
    .poll(() => shownColumn(page, 0))
    .toEqual(all.json.map((r) => String(r['Application ID'] ?? '')));
  // Other workers' tests add applications meanwhile: the total shown is at least the one read before.
  const range = page.getByText(new RegExp(`^1–${all.json.length} of \\d+$`));
  await expect(range).toBeVisible();
  expect(Number((await range.textContent())?.split(' of ')[1])).toBeGreaterThanOrEqual(all.total ?? 0);
  await shot(page, 'report-applications-resources');

  // One program: the rows the API gives for it, every one of that program.
  const program = await reportPage({ programId: 6 });
  expect(program.json.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Child Savings Account' }).click();
  await expect
    .poll(() => shownColumn(page, 0))
    .toEqual(program.json.map((r) => String(r['Application ID'] ?? '')));
  expect(new Set(await shownColumn(page, 2))).toEqual(new Set(['Child Savings Account']));

  // The CSV is the whole filtered report: the same header row and every row the total counts (or more: the
  // community tests apply to this program meanwhile).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('individual-applications-resources.csv');
  const rows = csvRows(readFileSync((await download.path()) as string, 'utf8'));
  expect(rows[0]).toEqual(headers);
  expect(rows.length - 1).toBeGreaterThanOrEqual(program.total ?? 0);
  expect(rows.slice(1, 1 + program.json.length).map((r) => r[0])).toEqual(
    program.json.map((r) => String(r['Application ID'] ?? '')),
  );

  // A period with no applications at all.
  await page.getByLabel('From').fill('2099-01-01');
  await expect(page.getByText('No rows for these filters.')).toBeVisible();
  await shot(page, 'report-empty');
});

test('report column headers read in Spanish', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await page.goto(adminRoute('/reports/individual/applications-resources'));
  await expect(page.locator('table thead th').first()).toHaveText('ID de solicitud');
  await expect(page.locator('table thead th').nth(1)).toHaveText('Solicitante');
});
