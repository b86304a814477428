#!/usr/bin/env node
// The `porchlight` command (npx porchlight): the built CLI, which `npm start` and `npm run build` make.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/main.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write(
    'porchlight: the command is not built yet; run `npm run build` (or `npm start`) first\n',
  );
  process.exit(1);
}
await import(built);
