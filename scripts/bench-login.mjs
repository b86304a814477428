#!/usr/bin/env node
// `npm run bench:login`: sign-ins per second and latency of POST /api/users/login-v2 with 20 concurrent
// clients, against the real server. Without --url it starts the built server (building it when missing) on
// a fresh embedded database in a temporary folder, or on DATABASE_URL when that is set, seeded with the
// demo world, and stops it afterwards.
//
//   npm run bench:login [-- --url http://host:port] [--clients 20] [--seconds 20] [--rate 40]
//
// Two phases, each after a warm-up:
//   capacity  every client signs in again as soon as its answer arrives: the most sign-ins per second;
//   paced     the clients together start --rate sign-ins a second: the latency at that load (p50, p95).
// The targets (2-core machine): capacity of at least 40 sign-ins a second, and p95 at most 300 ms at 40/s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerIfMissing, cpuSeconds, percentile, startServer } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '3' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const WARMUP = Number(args.warmup);

/** Demo sign-ins of DEMO.md without MFA, on springfield (every demo password is the same). */
const PASSWORD = 'Porchlight-Demo-1';
const LOGIN_IDS = [
  'admin@springfield.example',
  'supervisor@springfield.example',
  'caseworker@springfield.example',
  'intake@springfield.example',
  'applicant@springfield.example',
  'owner@springfield.example',
  'multi@porchlight.example',
  'unnamed@springfield.example',
  '+15555550123',
];

/** Starts the built server on a fresh database; returns its URL and a stop function. */
async function startBenchServer() {
  buildServerIfMissing();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'));
  try {
    const server = await startServer({
      env: {
        PORCHLIGHT_DATA_DIR: dataDir,
        PORCHLIGHT_SEED: 'demo',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        // The benchmark is one address signing in far past the per-address and per-login-id limits.
        PORCHLIGHT_RATE_LIMIT_ADDRESS: '1000000',
        PORCHLIGHT_RATE_LIMIT_LOGIN_ID: '1000000',
      },
      captureStderr: true,
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
      mode: process.env.DATABASE_URL ? 'postgres (DATABASE_URL)' : 'embedded',
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

let next = 0;
async function signIn(url) {
  const loginId = LOGIN_IDS[next++ % LOGIN_IDS.length];
  const body = loginId.includes('@') ? { email: loginId } : { phone: loginId };
  const start = performance.now();
  try {
    const res = await fetch(`${url}/api/users/login-v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, password: PASSWORD, instance: 'springfield' }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - start, ok: res.status === 200, status: res.status };
  } catch (error) {
    return { ms: performance.now() - start, ok: false, status: error.cause?.code ?? error.message };
  }
}

/** Each client signs in again as soon as it has its answer, until the time is up. */
async function closedLoop(url, seconds) {
  const results = [];
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) results.push(await signIn(url));
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { results, elapsed: (performance.now() - start) / 1000 };
}

/** The clients share a schedule of `rate` sign-ins a second; a client takes the next slot when free. */
async function paced(url, seconds, rate) {
  const results = [];
  const total = Math.round(seconds * rate);
  const start = performance.now();
  let issued = 0;
  const client = async () => {
    while (issued < total) {
      const slot = start + (issued++ * 1000) / rate;
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      results.push(await signIn(url));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { results, elapsed: (performance.now() - start) / 1000 };
}

function report(label, { results, elapsed }) {
  const ok = results.filter((r) => r.ok);
  const failed = results.length - ok.length;
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const perSecond = ok.length / elapsed;
  const line =
    `${label.padEnd(9)} ${perSecond.toFixed(1).padStart(6)} sign-ins/s   ` +
    `p50 ${percentile(ms, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(ms, 95).toFixed(0).padStart(4)} ms   ` +
    `max ${ms[ms.length - 1].toFixed(0).padStart(4)} ms   (${ok.length} in ${elapsed.toFixed(1)} s` +
    `${failed ? `, ${failed} FAILED: ${[...new Set(results.filter((r) => !r.ok).map((r) => r.status))]}` : ''})`;
  process.stdout.write(`${line}\n`);
  return { perSecond, p95: percentile(ms, 95), failed };
}

async function main() {
  const server = args.url
    ? { url: args.url.replace(/\/$/, ''), stop: async () => {}, mode: 'given' }
    : await startBenchServer();
  try {
    process.stdout.write(
      `login-v2 on ${server.url} (${server.mode} database), ${CLIENTS} concurrent clients, ` +
        `${os.availableParallelism()} cores\n`,
    );
    const probe = await signIn(server.url);
    if (!probe.ok) throw new Error(`a demo sign-in failed with ${probe.status}: is the demo world loaded?`);
    await closedLoop(server.url, WARMUP);
    const cpuBefore = server.pid ? cpuSeconds(server.pid) : null;
    const capacityRun = await closedLoop(server.url, SECONDS);
    const cpuAfter = server.pid ? cpuSeconds(server.pid) : null;
    const capacity = report('capacity', capacityRun);
    if (cpuBefore !== null && cpuAfter !== null) {
      // What one sign-in costs the server whatever else runs on the machine, and what the cores allow.
      const perSignIn = ((cpuAfter - cpuBefore) * 1000) / capacityRun.results.filter((r) => r.ok).length;
      process.stdout.write(
        `server CPU ${perSignIn.toFixed(1)} ms a sign-in: at most ` +
          `${((os.availableParallelism() * 1000) / perSignIn).toFixed(0)}/s on ${os.availableParallelism()} idle cores\n`,
      );
    }
    const load = report(`paced ${RATE}/s`, await paced(server.url, SECONDS, RATE));
    const pass = capacity.perSecond >= 40 && load.p95 <= 300 && capacity.failed + load.failed === 0;
    process.stdout.write(`target: capacity >= 40/s and p95 <= 300 ms at 40/s: ${pass ? 'met' : 'NOT met'}\n`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
