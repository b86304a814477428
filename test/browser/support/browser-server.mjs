// The server the browser tests drive: the built product on a new embedded database in a temporary
// folder, seeded with the demo world, removed again when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-browser-'));
const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.BROWSER_TEST_PORT ?? '3999',
    DATABASE_URL: '',
    PORCHLIGHT_DATA_DIR: dataDir,
    PORCHLIGHT_SEED: 'demo',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
