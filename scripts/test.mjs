#!/usr/bin/env node
// `npm test`: every test — unit, e2e (on the embedded database, or TEST_DATABASE_URL), then the browser
// suites when their UIs exist. Builds first, since the CLI tests run the real binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};

function run(label, command, args) {
  process.stdout.write(`\n== ${label}\n`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    process.exit(r.status ?? 1);
  }
}

const jest = path.join(root, 'node_modules/jest/bin/jest.js');
run('build', 'npm', ['run', 'build', '--silent']);
run('unit and e2e tests', process.execPath, [jest, ...process.argv.slice(2)]);
// One Playwright project per UI; a project runs once its folder of browser tests exists.
const projects = ['community', 'admin'].filter((p) => existsSync(path.join(root, 'test/browser', p)));
if (projects.length > 0 && process.argv.length <= 2) {
  const selected = projects.flatMap((p) => ['--project', p]);
  run('browser tests', 'npx', ['playwright', 'test', '-c', 'test/browser/playwright.config.ts', ...selected]);
}
