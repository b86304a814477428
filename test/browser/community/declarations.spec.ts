// The statements a program asks applicants to accept (issue 25), on the review step in Arabic at 375 px:
// right to left, without overflow, the refusal said beside the statement, axe on the step.
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
const STATEMENT = 'I confirm that the answers I gave are true';

/** A program of the test's own with one form field and one required statement. */
async function programWithDeclaration(): Promise<number> {
  const request = await api();
  const headers = { authorization: `Bearer ${await springfieldAdmin()}` };
  const program = await request.post('/api/admin/programs', {
    headers,
    data: {
      displayName: `Declarations ${Date.now().toString(36)}`,
      audience: [2],
      active: true,
      formFields: [{ name: 'nickname', label: 'Nickname', type: 'text', required: true }],
    },
  });
  expect(program.status()).toBe(201);
  const programId = ((await program.json()) as { id: number }).id;
  const declaration = await request.post('/api/admin/resource-instance-declarations', {
    headers,
    data: { programId, statement: STATEMENT, required: true, position: 0 },
  });
  expect(declaration.status()).toBe(201);
  return programId;
}

test('the declarations of the review step in Arabic at 375 px, right to left', async ({ page }) => {
  const programId = await programWithDeclaration();
  await page.setViewportSize({ width: 375, height: 900 });
  await signInThroughUi(page, await freshUser('declarations-ar'), FRESH_PASSWORD);
  await expect(page).toHaveURL(`${springfield}/resources`);
  await page.evaluate(() => localStorage.setItem('porchlight.lang', 'ar'));
  await page.goto(`${springfield}/confirmation-resource/${programId}`);
  await page.getByLabel('Nickname *').fill('Ann');
  await page.getByRole('button', { name: 'مراجعة إجاباتي' }).click();
  const declarations = page.getByRole('group', { name: 'الإقرارات' });
  await expect(declarations.getByLabel(`${STATEMENT} *`)).toBeVisible();
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(declarations.getByRole('alert')).toHaveText(`يجب أن توافق على الإقرار "${STATEMENT}"`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectAccessible(page, 'the review step with a declaration refused (ar)');
  await shot(page, 'declarations-ar-375');
});
