// Single sign-on, the embedded external-auth frame and translated branding, in a real browser (access spec
// §2 "Login", "Auto-login and embedded auth pages", §1 languages, §7 branding, single sign-on, external auth).
import { expect, type Page, test } from '@playwright/test';
import es from '../../../community-ui/src/i18n/catalogues/es';
import { api, sessionTokenOf, shot, siteOf } from './support';

const springfield = siteOf('springfield');
const riverton = siteOf('riverton');

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Asks for a single sign-on link from a page of `site`, as a signed-in page of ours would. */
async function ssoLinkFrom(page: Page, site: string, session: string, nextUrl: string): Promise<string> {
  await page.goto(`${site}/contact-support`);
  return page.evaluate(
    async ({ session, nextUrl }) => {
      const res = await fetch('/api/users/sso-link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
        body: JSON.stringify({ nextUrl }),
      });
      if (!res.ok) throw new Error(`sso-link: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { redirectUrl: string }).redirectUrl;
    },
    { session, nextUrl },
  );
}

test('a single sign-on link lands signed in on the auto-login page, once', async ({ page, browser }) => {
  const session = await sessionTokenOf('owner@springfield.example');
  const redirectUrl = await ssoLinkFrom(page, springfield, session, `${springfield}/auth`);
  expect(redirectUrl).toMatch(new RegExp(`^${springfield}/auth\\?token=[\\w-]+$`));

  // Another browser, with nothing stored: the link alone signs it in, on the business home.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(redirectUrl);
    await expect(other).toHaveURL(`${springfield}/resources`);
    await expect(other.getByRole('button', { name: /Haddad Family Bakery/ })).toBeVisible();
    await shot(other, 'sso-auto-login-landed');

    // The link works once: a second browser is told, and offered the sign-in.
    const third = await browser.newContext();
    try {
      const again = await third.newPage();
      await again.goto(redirectUrl);
      await expect(again.getByText('There was an error logging you in')).toBeVisible();
      await again.getByRole('link', { name: 'Go to sign in' }).click();
      await expect(again).toHaveURL(`${springfield}/login`);
    } finally {
      await third.close();
    }
  } finally {
    await elsewhere.close();
  }
});

test('the auto-login page without a token goes to login', async ({ page }) => {
  await page.goto(`${springfield}/auth`);
  await expect(page).toHaveURL(`${springfield}/login`);
});

/** Runs `work` with single sign-on switched on for riverton, as its administrator switches it. */
async function withRivertonSso(work: (admin: string) => Promise<void>): Promise<void> {
  const request = await api();
  const admin = await sessionTokenOf('admin@riverton.example', { instance: 'riverton' });
  const setSso = (on: boolean) =>
    request.put('/api/admin/branding/318', {
      headers: { authorization: `Bearer ${admin}` },
      data: { ic_sso: on },
    });
  expect((await setSso(true)).ok()).toBe(true);
  try {
    await work(admin);
  } finally {
    expect((await setSso(false)).ok()).toBe(true);
  }
}

test("the login page's single sign-on button carries the staff portal's session over", async ({ page }) => {
  await withRivertonSso(async (admin) => {
    await page.goto(`${riverton}/login`);
    // Signed in to the admin UI on this site (its own session key), not to the community UI.
    await page.evaluate((token) => localStorage.setItem('porchlight.admin.session', token), admin);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page).toHaveURL(`${riverton}/reports`);
    await shot(page, 'sso-button-signed-in');
  });
});

test('the single sign-on button without a staff session shows the login error', async ({ page }) => {
  await withRivertonSso(async () => {
    await page.goto(`${riverton}/login`);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page.getByText('There was an error logging you in')).toBeVisible();
    await expect(page).toHaveURL(`${riverton}/login`);
  });
});

/** Embeds /authFrame in a page of the same site and waits for the message it posts to its parent. */
async function frameMessage(page: Page, query: string): Promise<Record<string, unknown>> {
  await page.goto(`${springfield}/contact-support`);
  return page.evaluate(
    (src) =>
      new Promise<Record<string, unknown>>((resolve) => {
        window.addEventListener('message', (event) => {
          const data = event.data as Record<string, unknown>;
          if (data?.action === 'externalAuth') resolve(data);
        });
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = 'external auth';
        document.body.append(frame);
      }),
    `/authFrame?${query}`,
  );
}

test('the embedded auth frame posts externalAuth with a token for its realm to its parent', async ({
  page,
}) => {
  const message = await frameMessage(page, 'realm=forms&check=nonce-7');
  expect(message).toEqual({ action: 'externalAuth', realm: 'forms', token: expect.any(String) });
  expect(payloadOf(message.token as string)).toMatchObject({
    typ: 'external',
    aud: 'forms',
    check: 'nonce-7',
    lang: 'en',
    ins: 100,
  });
});

test('the embedded auth frame posts the error for an unknown realm', async ({ page }) => {
  const message = await frameMessage(page, 'realm=nowhere&check=nonce-8');
  expect(message).toEqual({
    action: 'externalAuth',
    realm: 'nowhere',
    error: 'The realm nowhere is not known here',
  });
});

test('the login page shows the branding in the language chosen', async ({ page }) => {
  await page.goto(`${springfield}/login`);
  await expect(
    page.getByRole('heading', { name: 'Welcome to Springfield Community Programs' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Language: English/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Español' }).click()]);
  await expect(
    page.getByRole('heading', { name: 'Bienvenido a los Programas Comunitarios de Springfield' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Inicie sesión para solicitar apoyo para alimentos, cuentas de ahorro infantil y otros programas de la ciudad.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: es['login.title'] })).toBeVisible();
  await expect(page).toHaveTitle(`${es['login.title']} · Programas Comunitarios de Springfield`);
  await shot(page, 'login-branding-spanish');
});

// Vietnamese, not Korean: the admin project's branding-translations test edits the Korean texts meanwhile.
test('the health exchange shows its branding in Vietnamese', async ({ page }) => {
  await page.goto(`${siteOf('healthexchange')}/login`);
  await expect(page.getByRole('heading', { name: 'State Health Exchange' })).toBeVisible();
  await page.getByRole('button', { name: /Language: English/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Tiếng Việt' }).click()]);
  await expect(page.getByRole('heading', { name: 'Sàn Giao dịch Y tế Tiểu bang' })).toBeVisible();
  await expect(
    page.getByText(
      'Đăng nhập để theo dõi các đơn đăng ký bảo hiểm, hỗ trợ thực phẩm và tài khoản tiết kiệm cho trẻ em của bạn.',
    ),
  ).toBeVisible();
});
