// The add-ons a program offers (issue 25), on the review step: an applicant ticks one, is asked its own
// question, cannot send it unanswered, and the application keeps the add-on with its answer.
import { expect, test } from '@playwright/test';
import {
  api,
  expectAccessible,
  FRESH_PASSWORD,
  freshUser,
  shot,
  signInThroughUi,
  siteOf,
  springfieldAdmin,
} from './support';

// axe is injected as a script of the test's own, which the page's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const springfield = siteOf('springfield');

test('an applicant chooses an add-on on the review step and answers its question', async ({ page }) => {
  const request = await api();
  const headers = { authorization: `Bearer ${await springfieldAdmin()}` };
  const program = await request.post('/api/admin/programs', {
    headers,
    data: {
      displayName: `Add-ons ${Date.now().toString(36)}`,
      audience: [2],
      active: true,
      formFields: [{ name: 'nickname', label: 'Nickname', type: 'text', required: true }],
    },
  });
  const programId = ((await program.json()) as { id: number }).id;
  const addon = await request.post('/api/admin/addons', {
    headers,
    data: {
      programId,
      name: 'Winter coat',
      description: 'A warm coat for the season',
      amount: 80,
      formFields: [
        { name: 'size', label: 'Coat size', type: 'select', required: true, choices: ['S', 'M', 'L'] },
      ],
    },
  });
  expect(addon.status()).toBe(201);

  await signInThroughUi(page, await freshUser('addons'), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.goto(`${springfield}/confirmation-resource/${programId}`);
  await page.getByLabel('Nickname *').fill('Ann');
  await page.getByRole('button', { name: 'Review my answers' }).click();
  const addons = page.getByRole('group', { name: 'Add-ons' });
  await addons.getByLabel('Winter coat ($80.00)').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  const size = addons.getByLabel('Coat size *');
  await expect(size).toHaveAccessibleDescription('The field Coat size is required');
  await expectAccessible(page, 'the review step with an add-on question refused');
  await shot(page, 'addons-refused-en-1280');
  await size.selectOption('M');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/application\/(\d+)\/confirmation/);
  const applicationId = Number(/\/application\/(\d+)\//.exec(page.url())?.[1]);
  const record = await request.get(`/api/admin/applications/${applicationId}`, { headers });
  expect(((await record.json()) as { addons: unknown }).addons).toEqual([
    {
      id: ((await addon.json()) as { id: number }).id,
      name: 'Winter coat',
      amount: 80,
      answers: { size: 'M' },
    },
  ]);
});
