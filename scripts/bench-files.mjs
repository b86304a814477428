#!/usr/bin/env node
// `npm run bench:files`: files and documents through HTTP, against the built server started in a child
// process (its memory is its own) on a fresh embedded database in a temporary folder, seeded with the demo
// world, as springfield's administrator:
//   a 25 MB upload (POST /api/upload-file) and its download: MB/s each way, beside the same bytes sent to
//     and read from a bare Node HTTP server in the same run (what this machine's loopback allows), and how
//     much the server's resident memory (VmRSS, sampled every 20 ms) grows during each;
//   the application snapshot PDF (POST /api/document/program-application-snapshot-pdf, download): the
//     latency per application at one client (p50, p95) and PDFs per second at one and at --clients clients,
//     beside GET /api/health's latency.
//
//   npm run bench:files [-- --runs 3] [--pdfs 100] [--clients 2] [--storage local|s3]
//
// --storage s3 stores the files in s3rver, started in this process on a free loopback port.
// Targets (issue 17): the server's memory grows by less than 15 MB during the upload and during the
// download; a snapshot PDF's p95 at most 150 ms.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  buildServerIfMissing,
  loadAverage,
  percentile,
  rssKb,
  say,
  sessionToken,
  startServer,
} from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pdfs: { type: 'string', default: '100' },
    clients: { type: 'string', default: '2' },
    storage: { type: 'string', default: 'local' },
    'serve-reference': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const PDFS = Number(args.pdfs);
const CLIENTS = Number(args.clients);
if (!['local', 's3'].includes(args.storage)) throw new Error('--storage is local or s3');

const MB = 1024 * 1024;
/** The default upload cap (PORCHLIGHT_MAX_UPLOAD_MB), the largest file an upload may be. */
const SIZE = 25 * MB;
const SAMPLE_MS = 20;
const ADMIN = 'admin@springfield.example';
const INSTANCE = 'springfield';
const TARGET = { growthMb: 15, pdfP95Ms: 150 };
const BOUNDARY = 'porchlight-bench-boundary';

const bearer = (token) => (token ? { authorization: `Bearer ${token}` } : {});
const mbPerSecond = (bytes, ms) => bytes / MB / (ms / 1000);
const verdict = (met) => (met ? 'met' : 'NOT met');

/** A PDF's first bytes and random ones up to SIZE: typed as a PDF, different at every call. */
const uploadBytes = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);

/** The bare reference: a Node HTTP server that drains what it is sent and sends SIZE bytes when asked. */
function serveReference() {
  const bytes = randomBytes(SIZE);
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => res.end('{}'));
      return;
    }
    res.setHeader('content-length', bytes.length);
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => say(String(server.address().port)));
}

/** This script again, as the reference server in a child process; its URL and a stop function. */
function startReference() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve-reference'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server stopped (exit ${code})`)));
    child.stdout.once('data', (port) =>
      resolve({ url: `http://127.0.0.1:${String(port).trim()}`, stop: () => child.kill('SIGTERM') }),
    );
  });
}

/** Sends `bytes` as the multipart field `file`, in 1 MB writes as fast as the socket takes them. */
function postFile(url, token, bytes) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/upload-file`, {
      method: 'POST',
      headers: {
        ...bearer(token),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + bytes.length + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (res.statusCode >= 300) reject(new Error(`upload: ${res.statusCode} ${body}`));
        else resolve({ ms: performance.now() - started, file: JSON.parse(body) });
      });
    });
    const slices = [];
    for (let at = 0; at < bytes.length; at += MB) slices.push(bytes.subarray(at, at + MB));
    Readable.from([head, ...slices, tail], { objectMode: false }).pipe(req);
  });
}

/** Reads a GET answer to its end, hashing it: its time, size and sha256. */
function getFile(url, token) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: bearer(token) }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`download: ${res.statusCode}`));
        const hash = createHash('sha256');
        let size = 0;
        res.on('data', (c) => {
          size += c.length;
          hash.update(c);
        });
        res.on('end', () => resolve({ ms: performance.now() - started, size, sha256: hash.digest('hex') }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Runs `step` while sampling the process's VmRSS: the step's answer and the growth over its start, in MB. */
async function withMemory(pid, step) {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, SAMPLE_MS);
  try {
    const answer = await step();
    peak = Math.max(peak, rssKb(pid));
    return { ...answer, growthMb: (peak - baseline) / 1024, fromMb: baseline / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/** One upload of fresh bytes and its download, each with the server's memory growth; checked end to end. */
async function uploadAndDownload(server, token) {
  const bytes = uploadBytes();
  const up = await withMemory(server.pid, () => postFile(server.url, token, bytes));
  const down = await withMemory(server.pid, () =>
    getFile(`${server.url}/api/files/download-file/${up.file.id}`, token),
  );
  const sent = createHash('sha256').update(bytes).digest('hex');
  if (down.size !== SIZE || down.sha256 !== sent || up.file.sha256 !== sent) {
    throw new Error(`the download is not the upload (${down.size} bytes, sha256 ${down.sha256})`);
  }
  return { up, down };
}

async function timedFetch(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, res, body };
}

/** The latency of GET /api/health, one request at a time: the server's floor for any call. */
async function healthLatency(url, count = 200) {
  const ms = [];
  for (let i = 0; i < count; i += 1) ms.push((await timedFetch(`${url}/api/health`)).ms);
  return ms.sort((a, b) => a - b);
}

/** Application ids the administrator sees in the queue (the demo world's springfield applications). */
async function applicationIds(url, token) {
  const range = encodeURIComponent('[0,99]');
  const res = await fetch(`${url}/api/admin/applications?range=${range}`, { headers: bearer(token) });
  if (!res.ok) throw new Error(`the queue: ${res.status}`);
  const ids = (await res.json()).map((row) => row.id);
  if (ids.length === 0) throw new Error('the queue is empty: is the demo world loaded?');
  return ids;
}

/** `count` snapshot PDFs over the applications, by `clients` clients at once: each one's ms, and the time. */
async function snapshots(url, token, ids, count, clients) {
  const ms = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      const id = ids[next++ % ids.length];
      const {
        ms: took,
        res,
        body,
      } = await timedFetch(`${url}/api/document/program-application-snapshot-pdf`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ workflow_id: id, download: true }),
      });
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') {
        throw new Error(`the snapshot of application ${id}: ${res.status} ${body.subarray(0, 200)}`);
      }
      ms.push(took);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { ms: ms.sort((a, b) => a - b), perSecond: count / ((performance.now() - started) / 1000) };
}

/** An S3-compatible store for --storage s3: s3rver in this process, in a temporary folder, one bucket. */
async function startS3rver(folder) {
  const { default: S3rver } = await import('s3rver');
  const bucket = 'porchlight-bench';
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3rver.run();
  const env = {
    PORCHLIGHT_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { env, stop: () => s3rver.close() };
}

/** The built server on a fresh demo database, storing its files as --storage says; a stop function. */
async function startBenchServer() {
  buildServerIfMissing();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-files-'));
  const store = args.storage === 's3' ? await startS3rver(path.join(folder, 's3')) : null;
  const stopAll = async (server) => {
    await server?.stop();
    await store?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const server = await startServer({
      env: {
        PORCHLIGHT_DATA_DIR: path.join(folder, 'data'),
        PORCHLIGHT_SEED: 'demo',
        LOG_LEVEL: 'warn',
        ...store?.env,
      },
      captureStderr: true,
    });
    return { ...server, stop: () => stopAll(server) };
  } catch (error) {
    await stopAll(null);
    throw error;
  }
}

const line = (label, ms, bytes, { growthMb, fromMb }, reference) =>
  `${label.padEnd(9)} ${mbPerSecond(bytes, ms).toFixed(0).padStart(5)} MB/s  ${(ms / 1000).toFixed(2)} s  ` +
  `${(mbPerSecond(bytes, ms) / mbPerSecond(bytes, reference)).toFixed(2)}x the bare server  ` +
  `server memory +${growthMb.toFixed(1)} MB (from ${fromMb.toFixed(0)} MB)`;

/** RUNS uploads and downloads after a first one (the server's first upload loads code and buffers). */
async function filesPhase(server, token, reference) {
  const bare = [];
  for (let i = 0; i < RUNS; i += 1) {
    const bytes = uploadBytes();
    bare.push({ up: await postFile(reference.url, null, bytes), down: await getFile(reference.url, null) });
  }
  const first = await uploadAndDownload(server, token);
  say(
    `first upload and download (not counted): memory +${first.up.growthMb.toFixed(1)} MB / +${first.down.growthMb.toFixed(1)} MB`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await uploadAndDownload(server, token));
  const best = (dir) => Math.min(...runs.map((r) => r[dir].ms));
  const bareBest = (dir) => Math.min(...bare.map((r) => r[dir].ms));
  const largest = (dir) => runs.map((r) => r[dir]).reduce((a, b) => (b.growthMb > a.growthMb ? b : a));
  say(`25 MB, best of ${RUNS} (memory: the largest growth of the ${RUNS})`);
  say(line('upload', best('up'), SIZE, largest('up'), bareBest('up')));
  say(line('download', best('down'), SIZE, largest('down'), bareBest('down')));
  say(
    `bare Node server: upload ${mbPerSecond(SIZE, bareBest('up')).toFixed(0)} MB/s, download ${mbPerSecond(SIZE, bareBest('down')).toFixed(0)} MB/s`,
  );
  return { upGrowth: largest('up').growthMb, downGrowth: largest('down').growthMb };
}

async function pdfPhase(server, token) {
  const ids = await applicationIds(server.url, token);
  await snapshots(server.url, token, ids, 10, 1);
  await healthLatency(server.url, 50);
  const health = await healthLatency(server.url);
  const one = await snapshots(server.url, token, ids, PDFS, 1);
  const many = await snapshots(server.url, token, ids, PDFS, CLIENTS);
  const p95 = percentile(one.ms, 95);
  say(`snapshot PDFs of ${ids.length} applications, ${PDFS} at a time after 10 unmeasured`);
  say(
    `${'1 client'.padEnd(10)} ${one.perSecond.toFixed(1).padStart(5)} PDFs/s  p50 ${percentile(one.ms, 50).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms  ` +
      `max ${one.ms[one.ms.length - 1].toFixed(0)} ms  (p50 ${(percentile(one.ms, 50) / percentile(health, 50)).toFixed(0)}x /api/health's)`,
  );
  say(
    `${`${CLIENTS} clients`.padEnd(10)} ${many.perSecond.toFixed(1).padStart(5)} PDFs/s  p50 ${percentile(many.ms, 50).toFixed(0)} ms  p95 ${percentile(many.ms, 95).toFixed(0)} ms`,
  );
  say(
    `GET /api/health  p50 ${percentile(health, 50).toFixed(1)} ms  p95 ${percentile(health, 95).toFixed(1)} ms`,
  );
  return { p95 };
}

async function main() {
  const server = await startBenchServer();
  const reference = await startReference();
  try {
    say(`files on ${server.url} (${args.storage} storage, embedded database), ${loadAverage()}`);
    const token = await sessionToken(server.url, ADMIN, INSTANCE);
    const files = await filesPhase(server, token, reference);
    const pdf = await pdfPhase(server, token);
    const results = [
      [`upload memory growth < ${TARGET.growthMb} MB`, files.upGrowth < TARGET.growthMb],
      [`download memory growth < ${TARGET.growthMb} MB`, files.downGrowth < TARGET.growthMb],
      [`snapshot PDF p95 <= ${TARGET.pdfP95Ms} ms`, pdf.p95 <= TARGET.pdfP95Ms],
    ];
    for (const [target, met] of results) say(`target: ${target}: ${verdict(met)}`);
    say(loadAverage());
    process.exitCode = results.every(([, met]) => met) ? 0 : 1;
  } finally {
    reference.stop();
    await server.stop();
  }
}

if (args['serve-reference']) {
  serveReference();
} else {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
