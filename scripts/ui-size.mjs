// The community UI's initial JavaScript, gzipped: the entry script and the chunks it preloads, as named by
// community-ui/dist/index.html. Fails above the 200 KB budget (a phone on a slow network).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.argv[2] ?? 'community-ui/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const entries = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]);

if (entries.length === 0) {
  process.stderr.write(`no script in ${path.join(dist, 'index.html')}\n`);
  process.exit(1);
}

let total = 0;
for (const src of entries) {
  const bytes = gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length;
  total += bytes;
  process.stdout.write(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${src}\n`);
}
const kb = total / 1024;
process.stdout.write(`${kb.toFixed(1).padStart(8)} KB  initial JavaScript, gzip (budget ${BUDGET_KB} KB)\n`);
if (kb > BUDGET_KB) process.exit(1);
