#!/usr/bin/env node
// `npm start`: build what is missing or older than its sources, then run the server with the settings
// of the environment (embedded database unless DATABASE_URL is set), restarted if it crashes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** A workspace needs building when its output is missing or older than any of its sources. */
function stale(workspace, output) {
  const out = path.join(root, workspace, output);
  if (!existsSync(out)) return true;
  return newestMtime(path.join(root, workspace, 'src')) > statSync(out).mtimeMs;
}

const builds = [
  ['server', 'dist/main.js'],
  ['cli', 'dist/main.js'],
  ['community-ui', 'dist/index.html'],
  ['admin-ui', 'dist/index.html'],
];
for (const [workspace, output] of builds) {
  if (!existsSync(path.join(root, workspace, 'package.json'))) continue;
  if (!stale(workspace, output)) continue;
  process.stdout.write(`building ${workspace} ...\n`);
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server runs under a supervisor that starts it again when it ends unexpectedly (server/src/supervisor.ts).
process.chdir(root);
const { supervise } = await import(pathToFileURL(path.join(root, 'server/dist/supervisor.js')).href);
process.exit(await supervise(path.join(root, 'server/dist/main.js')));
