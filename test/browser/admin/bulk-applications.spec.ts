// Bulk applications in the program portal's Settings tab (issue 25): an administrator checks a CSV of applicants
// (a dry run that makes nothing), then creates the applications, and reads each line's outcome.
import { randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import {
  ADMIN,
  adminHeaders,
  adminRoute,
  api,
  expect,
  ownProgram,
  SLOW_TEST_MS,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const FORM = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true },
  { name: 'householdSize', label: 'Household size', type: 'number', required: true, min: 1 },
];

for (const width of [1280, 375]) {
  test(`an administrator checks a CSV, then creates its applications, each line said (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const programId = await ownProgram('Bulk Applications', { formFields: FORM });
    const tag = randomBytes(3).toString('hex');
    const good = `bulk-${programId}-${tag}@factory.example`;
    const csv = [
      'Email,First name,Last name,fullName,householdSize',
      `${good},Ana,Ruiz,Ana Ruiz,3`,
      `${good.replace('@', '-x@')},,,,2`,
      'nobody,,,No Mail,1',
    ].join('\n');
    await signIn(page, ADMIN);
    await page.goto(adminRoute(`/program-portal/${programId}/settings`));
    const section = page.getByRole('region', { name: 'Bulk applications' });
    await expect(section.getByText('Email,First name,Last name,fullName,householdSize')).toBeVisible();
    await section.locator('input[type=file]').setInputFiles({
      name: 'applicants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(section.getByTestId('bulk-file-name')).toHaveText('applicants.csv');

    await section.getByRole('button', { name: 'Check the file' }).click();
    const results = section.getByTestId('bulk-results');
    await expect(results.getByRole('status')).toHaveText(
      '3 rows checked, nothing created: 1 would be created, 2 refused',
    );
    const table = results.getByRole('table', { name: 'Results by line' });
    await expect(table.getByRole('row')).toHaveText([
      /Line.*Outcome.*Applicant or reason/,
      new RegExp(`2.*Would be created.*${good}`),
      /3.*Refused.*The field Full name is required/,
      /4.*Refused.*The Email nobody is not an e-mail address/,
    ]);

    await section.getByRole('button', { name: 'Create applications' }).click();
    await expect(results.getByRole('status')).toHaveText('3 rows: 1 created, 2 refused');
    const created = table.getByRole('row').nth(1);
    await expect(created).toHaveText(new RegExp(`2.*Created.*${good} · APP-\\d+`));
    await section.scrollIntoViewIfNeeded();
    await shot(page, `bulk-applications-${width}`);
    const id = /APP-(\d+)/.exec((await created.textContent()) ?? '')?.[1];
    const request = await api();
    const record = await request.get(`/api/admin/applications/${id}`, { headers: await adminHeaders() });
    expect(record.status()).toBe(200);
    expect(await record.json()).toMatchObject({
      applicant: { email: good },
      answers: { fullName: 'Ana Ruiz', householdSize: 3 },
    });
  });
}
