#!/usr/bin/env node
// `npm run bench:pages`: what a person waits for on six pages, in Chromium driven by Playwright, against the
// built product (server and both UIs) on a fresh embedded database seeded with the demo world.
//
//   npm run bench:pages [-- --url http://host:port] [--runs 3] [--only queue] [--waterfall]
//   (--only: pages whose name has it; --waterfall: each request of a page's last run, from the click or goto)
//
// Two profiles: a phone (375 px wide, CDP network throttling as slow 4G: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, and the CPU 4× slower) and a desktop (1280 px, unthrottled). For each page: the time until it
// is usable (its main control visible and enabled), the bytes transferred (headers and bodies as sent) and the
// requests, each the median of --runs runs in a fresh browser context (an empty cache, as on a first visit).
// The pages after a sign-in are timed from the click on Sign in, with the login page's files already loaded.
// Beside each, the same measure for a static page of a few KB served by the same server in the same run,
// loaded just before it: what the network and the machine cost on their own at that moment.
// Targets (phone): community login ≤ 2.0 s, admin login ≤ 4.0 s, queue rows after sign-in ≤ 3.0 s;
// (desktop): sign-in to queue rows ≤ 1.0 s.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { loadAverage, root, say, startServer } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const PASSWORD = 'Porchlight-Demo-1';
const APPLICANT = 'applicant@springfield.example';
const CASE_WORKER = 'caseworker@springfield.example';
/** Served by the community UI's route like any of its files; written for the run and removed after it. */
const STATIC_FILE = 'bench-static.html';

const PROFILES = [
  {
    name: 'phone',
    viewport: { width: 375, height: 812 },
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuRate: 4,
  },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, network: null, cpuRate: 1 },
];

/** Seconds allowed, by profile and page; pages without one are measured only. */
const TARGETS = {
  phone: { 'community login': 2.0, 'admin login': 4.0, 'queue after sign-in': 3.0 },
  desktop: { 'queue after sign-in': 1.0 },
};

/** A static page of about 4 KB with one button: the floor every page is compared with. */
function staticPage() {
  const paragraph =
    '<p>Porchlight helps people apply for community grants and assistance programs from any device.</p>\n';
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Static</title></head><body><h1>Static page</h1>\n${paragraph.repeat(40)}<button type="button">Continue</button></body></html>\n`;
}

/** The pages measured: how each is reached, and its main control. `site` is the Springfield origin. */
const PAGES = [
  {
    name: 'community login',
    open: (page, { site }) => page.goto(`${site}/login`),
    control: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
  },
  {
    name: 'program list after sign-in',
    prepare: (page, { site }) => fillSignIn(page, `${site}/login`, APPLICANT, 'Email'),
    open: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    control: (page) => page.locator('.program-grid a').first(),
  },
  {
    name: '/application',
    session: 'applicant',
    open: (page, { site, applicationId }) => page.goto(`${site}/application/${applicationId}`),
    control: (page) => page.locator('#reply'),
  },
  {
    name: 'admin login',
    open: (page, { site }) => page.goto(`${site}/admin/`),
    // Its Sign in button is enabled only once both fields are filled: the first field is what a person uses.
    control: (page) => page.getByLabel('Email or phone', { exact: true }),
  },
  {
    name: 'queue after sign-in',
    prepare: (page, { site }) => fillSignIn(page, `${site}/admin/`, CASE_WORKER, 'Email or phone'),
    open: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    control: (page) => page.locator('table tbody tr td.column-externalId').first(),
  },
  {
    name: 'record page',
    session: 'caseworker',
    open: (page, { site, recordId }) => page.goto(`${site}/admin/#/applications/${recordId}/show`),
    control: (page) => page.getByLabel('New note'),
  },
];

const STATIC = {
  open: (page, { site }) => page.goto(`${site}/${STATIC_FILE}`),
  control: (page) => page.getByRole('button', { name: 'Continue' }),
};

/** The login page loaded and filled in, not yet sent. */
async function fillSignIn(page, url, loginId, idLabel) {
  await page.goto(url);
  await page.getByLabel(idLabel, { exact: true }).fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

/** Where each UI keeps its session token (community-ui session, admin-ui api/client.ts). */
const TOKEN_KEYS = { applicant: 'porchlight.session_token', caseworker: 'porchlight.admin.session' };

/** A session token through the API's sign-in calls (login-v2, accounts, session-v2). */
async function sessionToken(url, loginId) {
  const call = async (pathname, init = {}) => {
    const res = await fetch(`${url}/api${pathname}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const login = await call('/users/login-v2', {
    method: 'POST',
    body: JSON.stringify({ email: loginId, password: PASSWORD, instance: 'springfield' }),
  });
  const auth = { authorization: `Bearer ${login.token}` };
  const [account] = await call('/users/accounts', { headers: auth });
  const session = await call('/users/session-v2', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      cd_user: account.cd_user,
      entity_id: account.cd_entity,
      cd_instance: account.cd_instance,
      entity_type: account.cd_entitytype,
      cd_community_entity: account.cd_community_entity,
      cd_community_entity_type: account.cd_community_entity_type,
    }),
  });
  return session.token;
}

/** The sessions and ids the pages need: the applicant's newest application, the case worker's first row. */
async function worldOf(url, site) {
  const applicant = await sessionToken(url, APPLICANT);
  const caseworker = await sessionToken(url, CASE_WORKER);
  const get = async (pathname, token) =>
    (await fetch(`${url}/api${pathname}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const [mine] = await get('/applications/mine', applicant);
  const [row] = await get('/admin/applications?range=[0,0]', caseworker);
  return { site, tokens: { applicant, caseworker }, applicationId: mine.id, recordId: row.id };
}

/** One load of `spec` in a fresh context: seconds until its control is usable, bytes and requests. */
async function measure(browser, profile, spec, world) {
  const context = await browser.newContext({ viewport: profile.viewport });
  if (spec.session) {
    const [key, token] = [TOKEN_KEYS[spec.session], world.tokens[spec.session]];
    await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, token]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await spec.prepare?.(page, world);
  const started = performance.now();
  let bytes = 0;
  let requests = 0;
  const sent = new Map();
  const waterfall = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    requests++;
    sent.set(event.requestId, { url: event.request.url, at: performance.now() - started });
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const request = sent.get(event.requestId);
    if (request)
      waterfall.push({ ...request, end: performance.now() - started, bytes: event.encodedDataLength });
  });
  await spec.open(page, world);
  await usable(spec.control(page), started + 60_000);
  const seconds = (performance.now() - started) / 1000;
  // Calls started by the page's first screen may still finish: they count as sent.
  await page.waitForTimeout(200);
  await context.close();
  return { seconds, bytes, requests, waterfall };
}

/** Waits until `control` is visible and enabled, failing at `deadline` (a performance.now() time). */
async function usable(control, deadline) {
  await control.waitFor({ state: 'visible', timeout: Math.max(1, deadline - performance.now()) });
  while (!(await control.isEnabled())) {
    if (performance.now() > deadline) throw new Error(`${control} stayed disabled`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Median of `RUNS` measures of the page and of the static page, each static load just before the page's. */
async function row(browser, profile, spec, world) {
  const pages = [];
  const statics = [];
  for (let run = 0; run < RUNS; run++) {
    statics.push(await measure(browser, profile, STATIC, world));
    pages.push(await measure(browser, profile, spec, world));
  }
  if (args.waterfall) printWaterfall(pages.at(-1));
  const summary = (list) => ({
    seconds: median(list.map((m) => m.seconds)),
    bytes: median(list.map((m) => m.bytes)),
    requests: median(list.map((m) => m.requests)),
  });
  return { page: summary(pages), floor: summary(statics) };
}

/** Each request of one load: when it was sent and finished (ms from the click or goto), its bytes and path. */
function printWaterfall({ seconds, waterfall }) {
  for (const { url, at, end, bytes } of waterfall.sort((a, b) => a.at - b.at)) {
    const { pathname, search } = new URL(url);
    say(
      `    ${at.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)} ms ${kb(bytes).padStart(6)}  ${pathname}${search}`,
    );
  }
  say(`    usable at ${(seconds * 1000).toFixed(0)} ms`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const cells = (m) => [`${m.seconds.toFixed(2)} s`, kb(m.bytes), String(m.requests)];

/** Prints the table; true when every target is met. */
function printTable(results) {
  let met = true;
  const header = ['profile', 'page', 'usable', 'bytes', 'reqs', 'static', 's.bytes', 's.reqs', 'target'];
  const lines = results.map(({ profile, name, page, floor }) => {
    const target = TARGETS[profile][name];
    met &&= target === undefined || page.seconds <= target;
    const verdict =
      target === undefined ? '—' : `≤ ${target.toFixed(1)} s ${page.seconds <= target ? 'PASS' : 'FAIL'}`;
    return [profile, name, ...cells(page), ...cells(floor), verdict];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const line of [header, ...lines])
    say(line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  return met;
}

async function main() {
  const dataDir = args.url ? null : mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-pages-'));
  const staticPath = path.join(root, 'community-ui/dist', STATIC_FILE);
  writeFileSync(staticPath, staticPage());
  const server = args.url
    ? { url: args.url, stop: async () => {} }
    : await startServer({
        env: {
          PORCHLIGHT_DATA_DIR: dataDir,
          PORCHLIGHT_SEED: 'demo',
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          PORCHLIGHT_RATE_LIMIT_ADDRESS: '1000000',
          PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '1000000',
        },
      });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const port = new URL(server.url).port;
    const world = await worldOf(server.url, `http://springfield.localhost:${port}`);
    say(`bench:pages, ${RUNS} runs a page (medians), ${loadAverage()}`);
    const results = [];
    for (const profile of PROFILES)
      for (const spec of PAGES.filter(({ name }) => name.includes(args.only ?? ''))) {
        const result = {
          profile: profile.name,
          name: spec.name,
          ...(await row(browser, profile, spec, world)),
        };
        say(`  ${profile.name} ${spec.name}: ${cells(result.page).join(' ')}`);
        results.push(result);
      }
    if (!printTable(results)) process.exitCode = 1;
    say(loadAverage());
  } finally {
    await browser.close();
    await server.stop();
    unlinkSync(staticPath);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
