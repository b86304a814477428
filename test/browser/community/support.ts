// What the community UI's browser tests share: demo sign-ins through the real API, fresh users made the
// way a person would (sign-up, then the emailed create-login link), codes and links read from the outbox,
// the axe check and the screenshots.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, request as requests } from '@playwright/test';
import { type AccountWire, accountKey } from '../../../server/src/modules/accounts/account-type';
import { codeIn, latestOutboxMessage } from '../support/outbox';

export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3999);
export const DEMO_PASSWORD = 'Porchlight-Demo-1';
export const FRESH_PASSWORD = 'Fresh-Pass-42!';
export const SPRINGFIELD_ID = 100;

export const siteOf = (subdomain: string) => `http://${subdomain}.localhost:${PORT}`;

let context: Promise<APIRequestContext> | null = null;
/**
 * The API as scripts see it. Browsers resolve *.localhost to this machine, Node does not: the calls go to
 * 127.0.0.1 and name their instance in the body or the query.
 */
export const api = (): Promise<APIRequestContext> =>
  (context ??= requests.newContext({ baseURL: `http://127.0.0.1:${PORT}` }));

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A session token through the real sign-in API (login-v2, accounts, session-v2), for an account without MFA. */
export async function sessionTokenOf(
  loginId: string,
  options: { password?: string; instance?: string; pick?: (a: AccountWire) => boolean } = {},
): Promise<string> {
  const request = await api();
  const instance = options.instance ?? 'springfield';
  const login = await ok<{ token: string }>(
    await request.post('/api/users/login-v2', {
      data: { email: loginId, password: options.password ?? DEMO_PASSWORD, instance },
    }),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const accounts = await ok<AccountWire[]>(await request.get('/api/users/accounts', { headers: auth }));
  const account = accounts.find(options.pick ?? (() => true));
  if (!account) throw new Error(`${loginId} has no such account`);
  const session = await ok<{ token: string }>(
    await request.post('/api/users/session-v2', { headers: auth, data: accountKey(account) }),
  );
  return session.token;
}

let adminToken: Promise<string> | null = null;
/** The Springfield administrator's token, to read the outbox as the instance administrator would. */
export const springfieldAdmin = () => (adminToken ??= sessionTokenOf('admin@springfield.example'));

/** The newest message to `to` whose body passes `fits`, waiting for it to arrive. */
export async function awaitMessage(to: string, fits: (body: string) => boolean): Promise<string> {
  const request = await api();
  const token = await springfieldAdmin();
  let body = '';
  await expect
    .poll(
      async () => {
        body = await latestOutboxMessage(request, token, to)
          .then((m) => m.body)
          .catch(() => '');
        return fits(body);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return body;
}

/** The last message's body to `to` (empty when there is none), to tell a new message from an old one. */
export async function lastBody(to: string): Promise<string> {
  const request = await api();
  const token = await springfieldAdmin();
  return latestOutboxMessage(request, token, to)
    .then((m) => m.body)
    .catch(() => '');
}

/** A code that arrives after `before` was the newest message. */
export async function newCode(to: string, before: string): Promise<string> {
  return codeIn(await awaitMessage(to, (body) => body !== before && /\b\d{6}\b/.test(body)));
}

export function linkIn(body: string, path: string): string {
  const match = body.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`));
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[0];
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@residents.example`;

/** An individual signed up on Springfield through the API, without a login yet. */
export async function signUpIndividual(email: string, first = 'Fresh', last = 'Tester') {
  const request = await api();
  await ok(
    await request.post(`/api/create-individual/instance/${SPRINGFIELD_ID}`, {
      data: { ds_firstname: first, ds_lastname: last, ds_mail: email },
    }),
  );
}

/** A new Springfield individual with a password: this test's own user, which nobody else signs in with. */
export async function freshUser(tag: string): Promise<string> {
  const request = await api();
  const email = uniqueEmail(tag);
  await signUpIndividual(email);
  const link = linkIn(
    await awaitMessage(email, (body) => body.includes('/create-login?token=')),
    '/create-login',
  );
  const token = new URL(link).searchParams.get('token');
  await ok(
    await request.post('/api/auth/set-password', {
      headers: { authorization: `Bearer ${token}` },
      data: { password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD },
    }),
  );
  return email;
}

/** Signs in through the login screen (older layout) and waits to leave it. */
export async function signInThroughUi(
  page: Page,
  loginId: string,
  password = DEMO_PASSWORD,
  site = siteOf('springfield'),
) {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email', { exact: true }).fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens `path` already signed in with a session token from the API (for screens past the login). */
export async function openSignedIn(page: Page, token: string, path: string, site = siteOf('springfield')) {
  await page.goto(`${site}/contact-support`);
  await page.evaluate((value) => localStorage.setItem('porchlight.session_token', value), token);
  await page.goto(`${site}${path}`);
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core on the page as it is (or on the part `within` selects): no serious or critical violation of its
 * rules (or of the `rules` named: the language ones, say).
 */
export async function expectAccessible(page: Page, screen: string, within?: string, rules?: string[]) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ context, only }) => {
      type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: string | Document, options: object) => Promise<Result> };
        }
      ).axe;
      const options = only ? { runOnly: { type: 'rule', values: only } } : {};
      const result = await axe.run(context ?? document, options);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { context: within, only: rules },
  );
  expect(violations, `accessibility of ${screen}`).toEqual([]);
}

const SHOTS = '/tmp/shots/community';
mkdirSync(SHOTS, { recursive: true });

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
