// What the benchmarks (bench-login, bench-queue, bench-export, bench-files) share: the repository's root,
// the built server and its modules, starting that server and waiting until it answers, the machine's load,
// a process's CPU time and memory, percentiles, and a staff session.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const say = (line) => process.stdout.write(`${line}\n`);

/** A module of the built server (server/dist). */
export const dist = (file) => import(pathToFileURL(path.join(root, 'server/dist', file)).href);

/** Builds the server when one of `files` (paths in server/dist) is missing. */
export function buildServerIfMissing(files = ['main.js']) {
  if (files.every((file) => existsSync(path.join(root, 'server/dist', file)))) return;
  say('building the server ...');
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A port nothing listens on now, on the loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built server with `env` on top of this process's environment (PORT: `port`, or a free one),
 * `nodeArgs` before its script, and waits until /api/health answers. Its standard error is passed through,
 * or with `captureStderr` kept and put into the error when it does not come up.
 */
export async function startServer({ env, port, nodeArgs = [], captureStderr = false }) {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(listenOn) },
    stdio: ['ignore', 'ignore', captureStderr ? 'pipe' : 'inherit'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${listenOn}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}${stderr ? `\n${stderr}` : ''}`);
  }
  return { url, pid: child.pid, stop };
}

async function waitForHealth(url, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server did not come up in time');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One statement on the PostgreSQL server at `serverUrl`, on a connection of its own. */
export async function adminQuery(serverUrl, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The machine is shared: the load average says how much else ran during a measurement. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux), or null. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's busy CPU seconds since boot, all cores together (user, nice, system, irq, softirq, steal). */
export function machineCpuSeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * Whether the machine could meet a latency target at all: `clients` in a closed loop within `targetMs` each
 * must be answered at least clients / targetMs times a second (Little's law, the mean below the p95), which the
 * cores allow only when one answer costs the whole machine (server, database, client) at most cores / that
 * rate. Printed beside a verdict, it tells a slow path from a target beyond the machine.
 */
export function feasibility(what, clients, targetMs, machineMsEach) {
  const needed = (clients * 1000) / targetMs;
  const budgetMs = (os.availableParallelism() * 1000) / needed;
  return (
    `${what} p95 <= ${targetMs} ms at ${clients} clients needs >= ${needed.toFixed(0)}/s, so <= ${budgetMs.toFixed(2)} ms ` +
    `of the machine's CPU each (all ${os.availableParallelism()} cores); this run: ${machineMsEach.toFixed(2)} ms each ` +
    `(server, database and client together)`
  );
}

/** The p-th percentile of sorted values by nearest rank: the smallest value at least p % of them reach. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A process's resident memory (VmRSS) in kB, from /proc (Linux). */
export const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Every demo sign-in's password (DEMO.md). */
const DEMO_PASSWORD = 'Porchlight-Demo-1';

/** Signs a demo user in through the API and opens a session on their government account (staff). */
export async function sessionToken(url, email, instance) {
  const post = async (p, body, token) => {
    const res = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token: loginToken } = await post('/api/users/login-v2', {
    email,
    password: DEMO_PASSWORD,
    instance,
  });
  const accounts = await (
    await fetch(`${url}/api/users/accounts`, { headers: { authorization: `Bearer ${loginToken}` } })
  ).json();
  const account = accounts.find((a) => a.cd_entitytype === 3) ?? accounts[0];
  const { token } = await post(
    '/api/users/session-v2',
    {
      cd_user: account.cd_user,
      entity_id: account.cd_entity,
      cd_instance: account.cd_instance,
      entity_type: account.cd_entitytype,
      cd_community_entity: account.cd_community_entity,
      cd_community_entity_type: account.cd_community_entity_type,
    },
    loginToken,
  );
  return token;
}

/** The database a URL names, made afresh on its server (through the maintenance database postgres). */
export async function freshDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name we make: ${name}`);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  await adminQuery(server.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(server.href, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl,
    drop: () => adminQuery(server.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * wrk, where it is installed (`apt-get install wrk`): its clients cost the shared machine a tenth of what
 * Node's HTTP client does, so more of the two cores is left to the server and PostgreSQL being measured.
 */
export const wrkInstalled = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * `clients` connections of wrk on `url` for `seconds` (one thread), each sending again as soon as its answer
 * arrives: requests, requests a second and latency percentiles. `script` (default: plain GETs) is a Lua
 * file of scripts/ that ends with wrk-latency.lua's report; `scriptArgs` go to its init. A failed request
 * fails the run.
 */
export function wrk(url, { seconds, clients, headers = [], script = 'wrk-latency.lua', scriptArgs = [] }) {
  const options = [`-t1`, `-c${clients}`, `-d${seconds}s`, '--timeout', '10s'];
  const scriptPath = path.join(root, 'scripts', script);
  const given = [
    ...options,
    '-s',
    scriptPath,
    ...headers.flatMap((h) => ['-H', h]),
    url,
    '--',
    ...scriptArgs,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', given, { stdio: ['ignore', 'pipe', 'inherit'], cwd: root });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = /WRK requests=(\d+) micros=(\d+) p50=([\d.]+) p95=([\d.]+) failed=(\d+)/.exec(out);
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${out.slice(-300)}`));
      const [pages, micros, p50, p95, failed] = line.slice(1).map(Number);
      if (failed > 0) return reject(new Error(`wrk: ${failed} of ${pages} requests failed on ${url}`));
      resolve({ pages, count: pages, perSecond: pages / (micros / 1e6), p50, p95 });
    });
  });
}
