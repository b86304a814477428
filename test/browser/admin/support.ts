// What the admin UI's browser tests share: sign-in through the page and through the API (to compare what
// the screens show with what the server holds), demo applications of the tests' own, and screenshots.
import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Page,
  request as requests,
} from '@playwright/test';
import type { PossibleStateRow } from '../../../server/src/contract/queue';
import { type ConstrainedField, SAMPLE_PDF, validAnswers } from '../../support/valid-answers';

/**
 * The admin UI is a large single page and the machine running the tests is shared: screens get more than
 * the default ten seconds to appear.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
export const SLOW_TEST_MS = 120_000;

export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3999);
export const DEMO_PASSWORD = 'Porchlight-Demo-1';
export const SPRINGFIELD = { id: 100, subdomain: 'springfield' };
/** A second tenant: tests that change instance-wide settings use it, so Springfield's sign-ins stay as seeded. */
export const RIVERTON = { id: 318, subdomain: 'riverton' };
/** A third, for the instance content: the instance row's version is shared with the security settings. */
export const SERVICES = { id: 344, subdomain: 'services' };
export type Site = typeof SPRINGFIELD;
export const ADMIN = 'admin@springfield.example';
export const CASE_WORKER = 'caseworker@springfield.example';
export const SUPERVISOR = 'supervisor@springfield.example';

/** The admin UI on Springfield's host (browsers resolve *.localhost to this machine). */
export const ADMIN_URL = `http://springfield.localhost:${PORT}/admin/`;
export const adminRoute = (route: string, site: Site = SPRINGFIELD) =>
  `http://${site.subdomain}.localhost:${PORT}/admin/#${route}`;
/** The community UI of an instance, e.g. its contact-support page. */
/** The queue showing one application of a process: its row, whatever the saved view. */
export const queueRowRoute = (processId: number, applicationId: number) =>
  adminRoute(
    `/applications?filter=${encodeURIComponent(
      JSON.stringify({ tab: 'all', process: processId, id: [applicationId] }),
    )}&page=1&perPage=25`,
  );
export const communityUrl = (path: string, site: Site = SPRINGFIELD) =>
  `http://${site.subdomain}.localhost:${PORT}${path}`;

let context: Promise<APIRequestContext> | null = null;
/** The API as a script sees it; Node does not resolve *.localhost, so calls name their instance. */
export const api = (): Promise<APIRequestContext> =>
  (context ??= requests.newContext({ baseURL: `http://127.0.0.1:${PORT}` }));

interface Account {
  cd_user: number;
  cd_entity: number;
  cd_entitytype: number;
  cd_instance: number;
  cd_community_entity: number | null;
  cd_community_entity_type: number | null;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

const tokens = new Map<string, Promise<string>>();

/** A session token through the real sign-in calls (login-v2, accounts, session-v2), on Springfield by default. */
export function sessionTokenOf(
  loginId: string,
  entityType = 3,
  site: Site = SPRINGFIELD,
  password = DEMO_PASSWORD,
): Promise<string> {
  const key = `${loginId}/${entityType}/${site.subdomain}`;
  let token = tokens.get(key);
  if (!token) {
    token = (async () => {
      const request = await api();
      const login = await ok<{ token: string }>(
        await request.post('/api/users/login-v2', {
          data: { email: loginId, password, instance: site.subdomain },
        }),
      );
      const auth = { authorization: `Bearer ${login.token}` };
      const accounts = await ok<Account[]>(await request.get('/api/users/accounts', { headers: auth }));
      const account = accounts.find((a) => a.cd_entitytype === entityType && a.cd_instance === site.id);
      if (!account) throw new Error(`${loginId} has no account of type ${entityType} on ${site.subdomain}`);
      const session = await ok<{ token: string }>(
        await request.post('/api/users/session-v2', {
          headers: auth,
          data: {
            cd_user: account.cd_user,
            entity_id: account.cd_entity,
            cd_instance: account.cd_instance,
            entity_type: account.cd_entitytype,
            cd_community_entity: account.cd_community_entity,
            cd_community_entity_type: account.cd_community_entity_type,
          },
        }),
      );
      return session.token;
    })();
    tokens.set(key, token);
  }
  return token;
}

/** A GET with a demo user's session; `total` from Content-Range for lists. */
export async function apiGet<T>(
  loginId: string,
  path: string,
): Promise<{ status: number; json: T; total: number | null }> {
  const request = await api();
  const response = await request.get(path, {
    headers: { authorization: `Bearer ${await sessionTokenOf(loginId)}` },
  });
  const range = response.headers()['content-range'];
  return {
    status: response.status(),
    json: (await response.json()) as T,
    total: range ? Number(range.split('/').pop()) : null,
  };
}

export interface QueueRow {
  id: number;
  externalId: string;
  itemName: string;
  processId: number;
  processName: string | null;
  currentStateName: string | null;
  ownerName: string | null;
  createdAt: string;
  caseNumber: string | null;
  clientId: string | null;
  version: number;
}

/** A queue page as the API answers it to `loginId`. */
export async function queuePage(
  loginId: string,
  params: {
    filter?: Record<string, unknown>;
    sort?: [string, 'ASC' | 'DESC'];
    range?: [number, number];
  } = {},
) {
  const query = new URLSearchParams({
    filter: JSON.stringify(params.filter ?? {}),
    sort: JSON.stringify(params.sort ?? ['createdAt', 'ASC']),
    range: JSON.stringify(params.range ?? [0, 24]),
  });
  return apiGet<QueueRow[]>(loginId, `/api/admin/applications?${query}`);
}

/**
 * An application of the tests' own: the demo resident applies to a program (as a person would through the
 * community UI), so no other test's seeded rows change. A retry finds the one made before.
 */
export async function ownApplication(
  resident: string,
  programId: number,
  password = DEMO_PASSWORD,
): Promise<QueueRow> {
  const request = await api();
  const token = await sessionTokenOf(resident, 2, SPRINGFIELD, password);
  const headers = { authorization: `Bearer ${token}` };
  const detail = await ok<{ formFields: ConstrainedField[] }>(
    await request.get(`/api/resource/${programId}`, { headers }),
  );
  const upload = async () =>
    (
      await ok<{ id: number }>(
        await request.post('/api/upload-file', {
          headers,
          multipart: { file: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
        }),
      )
    ).id;
  const submitted = await request.post(`/api/submit-application/${SPRINGFIELD.id}/community-type/2`, {
    headers,
    data: { programId, answers: await validAnswers(detail.formFields, upload) },
  });
  if (!submitted.ok() && submitted.status() !== 409) {
    throw new Error(`submit: ${submitted.status()} ${await submitted.text()}`);
  }
  const mine = await ok<{ id: number; programId: number; createdAt: string }[]>(
    await request.get('/api/applications/mine', { headers }),
  );
  // The newest application to the program is the one just made (or made by an earlier try).
  const own = mine
    .filter((a) => a.programId === programId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!own) throw new Error(`${resident} has no application to program ${programId}`);
  const { json } = await queuePage(ADMIN, { filter: { id: [own.id] } });
  if (!json[0]) throw new Error(`application ${own.id} is not in the queue`);
  return json[0];
}

/** Signs in through the admin UI's login page (Springfield's unless told); the queue is the first screen. */
export async function signIn(page: Page, loginId: string, site: Site = SPRINGFIELD) {
  await page.goto(adminRoute('/', site));
  await page.getByLabel('Email or phone').fill(loginId);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
}

/** The Application ID cells of the queue's table, in order. */
export const shownApplicationIds = async (page: Page): Promise<string[]> =>
  page.locator('table tbody tr td.column-externalId').allInnerTexts();

export const SHOTS = '/tmp/shots/admin';
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Moves an application to `stateName` through the API as the administrator (a test's setup, not its check). */
async function moveTo(application: QueueRow, stateName: string) {
  const possible = await apiGet<PossibleStateRow[]>(
    ADMIN,
    `/api/admin/applications/possible-states?ids=${application.id}`,
  );
  const target = possible.json.find((r) => r.possible_state_name === stateName);
  if (!target) throw new Error(`${application.externalId} cannot move to ${stateName}`);
  const request = await api();
  await ok(
    await request.post('/api/admin/applications/bulk', {
      headers: { authorization: `Bearer ${await sessionTokenOf(ADMIN)}` },
      data: { action: 'UPDATE_STATUS', ids: [application.id], toState: target.possible_state_id },
    }),
  );
}

/** Moves an application along `path` from where it is; a retry finds it part-way (or at the end) and goes on. */
export async function walkTo(application: QueueRow, path: string[]) {
  for (const [i, state] of path.entries()) {
    const now = (await apiGet<QueueRow>(ADMIN, `/api/admin/applications/${application.id}`)).json
      .currentStateName;
    if (!path.slice(i).includes(now ?? '')) await moveTo(application, state);
  }
}

/** The admin's bearer header, for the API calls a test sets its data up with. */
export const adminHeaders = async () => ({ authorization: `Bearer ${await sessionTokenOf(ADMIN)}` });

/** A program of the test's own for individuals (so the demo programs stay as they are), with `fields` added. */
export async function ownProgram(name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const request = await api();
  const res = await request.post('/api/admin/programs', {
    headers: await adminHeaders(),
    data: { displayName: `${name} ${Date.now().toString(36)}`, audience: [2], scope: 'Local', ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
