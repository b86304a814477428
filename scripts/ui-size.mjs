// The JavaScript each built UI loads first, gzipped (level 9, as the build's .gz files): its entry script and
// the chunks its index.html preloads, everything the first page (the login page) loads before it runs.
// Prints each file, then the entry and the whole against the UI's budgets (a phone on a slow network, issue
// 24), and exits 1 when one is over; each UI's build runs it (`npm run build -w admin-ui`).
// Usage: node scripts/ui-size.mjs [admin-ui] [community-ui]   (both when none is named)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

// KB: the entry script alone, and with the chunks it preloads (null: no budget).
const BUDGETS = {
  'admin-ui': { base: '/admin/', entryKb: 200, initialKb: 240 },
  'community-ui': { base: '/', entryKb: null, initialKb: 100 },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const named = process.argv.slice(2);
const unknown = named.filter((ui) => !(ui in BUDGETS));
if (unknown.length > 0) {
  process.stderr.write(`unknown UI ${unknown.join(', ')}: one of ${Object.keys(BUDGETS).join(', ')}\n`);
  process.exit(2);
}

/** The scripts a UI's index page loads at once: its module entry and its module preloads. */
function initialScripts(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;

/** One line of a total against its budget; true when within it (or when it has none). */
function checked(label, bytes, budgetKb) {
  const within = budgetKb === null || bytes <= budgetKb * 1024;
  const verdict =
    budgetKb === null ? 'no budget' : `budget ${budgetKb} KB: ${within ? 'within' : 'OVER BUDGET'}`;
  process.stdout.write(`${kb(bytes)}  ${label}, gzip; ${verdict}\n`);
  return within;
}

/** Prints the UI's initial scripts and its totals; true when within its budgets. */
function withinBudget(ui) {
  const { base, entryKb, initialKb } = BUDGETS[ui];
  const dist = path.join(root, ui, 'dist');
  const scripts = initialScripts(dist);
  if (scripts.length === 0) {
    process.stderr.write(`${ui}: no script in ${path.join(dist, 'index.html')}\n`);
    return false;
  }
  process.stdout.write(`${ui}\n`);
  const sizes = scripts.map((src) => {
    const file = path.join(dist, src.startsWith(base) ? src.slice(base.length) : src);
    const bytes = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
    process.stdout.write(`${kb(bytes)}  ${src}\n`);
    return bytes;
  });
  const entryWithin = checked('entry script', sizes[0], entryKb);
  const initial = sizes.reduce((a, b) => a + b, 0);
  const initialWithin = checked('initial JavaScript', initial, initialKb);
  if (ui === 'community-ui') withCatalogues(dist, initial);
  return entryWithin && initialWithin;
}

/**
 * The community UI loads one language's catalogue before its first render: the initial JavaScript with
 * English's and with the heaviest language's, for the record (the budget is the initial JavaScript's).
 */
function withCatalogues(dist, initial) {
  const catalogues = path.join(root, 'community-ui/src/i18n/catalogues');
  const codes = new Set(readdirSync(catalogues).map((file) => file.replace(/\.ts$/, '')));
  const sizes = readdirSync(path.join(dist, 'assets'))
    .map((file) => ({ file, code: file.replace(/-[\w-]{8}\.js$/, '') }))
    .filter(({ file, code }) => file.endsWith('.js') && codes.has(code))
    .map(({ file, code }) => ({
      code,
      bytes: gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: constants.Z_BEST_COMPRESSION })
        .length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const english = sizes.find((s) => s.code === 'en');
  if (!english) return;
  process.stdout.write(
    `${kb(initial + english.bytes)}  with the English catalogue, gzip (${sizes.length} catalogues)\n`,
  );
  process.stdout.write(`${kb(initial + sizes[0].bytes)}  with the heaviest, ${sizes[0].code}'s, gzip\n`);
}

const results = (named.length > 0 ? named : Object.keys(BUDGETS)).map(withinBudget);
if (results.includes(false)) process.exit(1);
