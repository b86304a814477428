// Builds the workspaces whose output is missing or older than their sources: `npm start` before it runs the
// server, and the `porchlight` command (cli/bin) before its first run after `npm ci` or a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each workspace's build makes, in build order (the CLI imports the built server). */
export const BUILD_OUTPUTS = {
  server: 'dist/main.js',
  cli: 'dist/main.js',
  'community-ui': 'dist/index.html',
  'admin-ui': 'dist/index.html',
};

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
function stale(workspace) {
  const out = path.join(root, workspace, BUILD_OUTPUTS[workspace]);
  if (!existsSync(out)) return true;
  return newestMtime(path.join(root, workspace, 'src')) > statSync(out).mtimeMs;
}

/** Builds the stale ones of `workspaces`, saying so on standard error; exits the process if a build fails. */
export function buildStale(workspaces) {
  for (const workspace of workspaces) {
    if (!existsSync(path.join(root, workspace, 'package.json')) || !stale(workspace)) continue;
    process.stderr.write(`building ${workspace} ...\n`);
    const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: root,
      // The build's own output goes to standard error too: a command's standard output stays its answer.
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
