import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import {
  ADMIN,
  adminRoute,
  api,
  expect,
  PORT,
  SLOW_TEST_MS,
  SPRINGFIELD,
  sessionTokenOf,
  shot,
  signIn,
} from './support';

test.describe.configure({ timeout: SLOW_TEST_MS });

const communityBuilt = existsSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../community-ui/dist/index.html'),
);

interface Branding {
  ds_loginMessage: string | null;
}

const publicBranding = async (): Promise<Branding> =>
  (await (await api()).get(`/api/branding?instance=${SPRINGFIELD.subdomain}`)).json();

test('a branding change shows in the live preview, then in GET /api/branding and on the community login page', async ({
  page,
}) => {
  const original = (await publicBranding()).ds_loginMessage;
  const message = `Applications for summer programs open on June 1 (${Date.now()}).`;
  try {
    await signIn(page, ADMIN);
    await page.goto(adminRoute('/instance-portal/branding'));
    const field = page.getByLabel('Login message', { exact: true });
    await expect(field).toHaveValue(original ?? '');
    await field.fill(message);
    // The preview follows the form before anything is saved.
    await expect(page.getByTestId('preview-message')).toHaveText(message);
    await shot(page, 'instance-branding-preview');
    expect((await publicBranding()).ds_loginMessage).toBe(original);

    // The branding form's Save; the translations below have their own.
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await expect.poll(async () => (await publicBranding()).ds_loginMessage).toBe(message);

    if (communityBuilt) {
      const community = await page.context().newPage();
      await community.goto(`http://${SPRINGFIELD.subdomain}.localhost:${PORT}/login`);
      await expect(community.getByText(message)).toBeVisible();
      await shot(community, 'community-login-with-branding');
      await community.close();
    }
  } finally {
    // Other tests share this server: the login message goes back to what it was.
    const request = await api();
    const restored = await request.put(`/api/admin/branding/${SPRINGFIELD.id}`, {
      headers: { authorization: `Bearer ${await sessionTokenOf(ADMIN)}` },
      data: { ds_loginMessage: original },
    });
    expect(restored.ok()).toBe(true);
  }
  expect((await publicBranding()).ds_loginMessage).toBe(original);
});
