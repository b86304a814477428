// The databases suites start from, made once and kept: migrating and seeding took a suite ~6 s of its start.
// An embedded database starts from a tar image in the temp folder; a PostgreSQL one is a copy of a template
// database (CREATE DATABASE ... TEMPLATE). Both are named by a hash of what makes them (the server's code,
// its migrations and seeds, the seed files, the installed packages), so a change makes new ones and old ones are never reused.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { type Database, openDatabase } from '../../server/src/database/database.js';
import { seedDemo } from '../../server/src/seeds/seed-demo.js';
import { withFileLock } from './file-lock.js';

/** Runs statements on the PostgreSQL server's maintenance connection. */
export type Admin = <T>(run: (client: pg.Client) => Promise<T>) => Promise<T>;

/** What a suite's database holds at its start: the schema only, or the demo world too. */
export type StartingPoint = 'migrated' | 'demo';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!entry.name.endsWith('.spec.ts')) yield full;
  }
}

let key: string | undefined;
/** The hash of everything a starting database is made from. */
export function imageKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  // The lock file too: another PGlite may not read an image this one wrote.
  const files = ['server/src', 'seeds'].flatMap((dir) => [...filesUnder(path.join(root, dir))].sort());
  for (const file of [...files, path.join(root, 'package-lock.json')]) {
    hash.update(file).update(readFileSync(file));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** Fills a freshly migrated database up to the starting point. */
async function fill(db: Database, start: StartingPoint): Promise<void> {
  if (start === 'demo') await seedDemo(db.dataSource);
}

/** The tar image of an in-memory database at `start`, made by the first suite that needs it. */
export async function embeddedImage(start: StartingPoint): Promise<Blob> {
  const file = path.join(tmpdir(), `porchlight-image-${start}-${imageKey()}.tar`);
  if (!existsSync(file)) {
    await withFileLock(`${file}.lock`, async () => {
      if (existsSync(file)) return;
      const db = await openDatabase({ dataDir: null });
      try {
        await fill(db, start);
        const image = await db.dumpImage?.();
        if (!image) throw new Error('an in-memory embedded database gives its image');
        writeFileSync(`${file}.part`, Buffer.from(await image.arrayBuffer()));
        renameSync(`${file}.part`, file);
      } finally {
        await db.close();
      }
      removeOtherImageFiles();
    });
  }
  return new Blob([readFileSync(file)]);
}

/** The template database on the PostgreSQL server for `start`, made by the first suite that needs it. */
export async function serverTemplate(serverUrl: string, admin: Admin, start: StartingPoint): Promise<string> {
  const name = `porchlight_tpl_${start}_${imageKey()}`;
  const exists = async () =>
    (await admin((c) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]))).rowCount === 1;
  if (await exists()) return name;
  const lock = path.join(tmpdir(), `porchlight-${name}.lock`);
  await withFileLock(lock, async () => {
    if (await exists()) return;
    const building = `${name}_part`;
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${building}`);
    });
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const db = await openDatabase({ url: url.toString(), dataDir: null });
    try {
      await fill(db, start);
    } finally {
      await db.close();
    }
    await admin((c) => c.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
    await dropOtherTemplates(admin);
  });
  return name;
}

/** How old another code's image file must be before a run removes it (a run of that code may be going on). */
const IMAGE_KEEP_MS = 3600_000;

/** Removes image files that other code made an hour or more ago. */
function removeOtherImageFiles(): void {
  for (const entry of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), entry);
    if (!entry.startsWith('porchlight-image-') || entry.includes(imageKey())) continue;
    if (Date.now() - statSync(full).mtimeMs > IMAGE_KEEP_MS) rmSync(full, { force: true });
  }
}

/** Drops the templates other code made; one a copy is being made from refuses, and is left for later. */
async function dropOtherTemplates(admin: Admin): Promise<void> {
  const { rows } = await admin((c) =>
    c.query("SELECT datname FROM pg_database WHERE datname LIKE 'porchlight\\_tpl\\_%'"),
  );
  for (const { datname } of rows as { datname: string }[]) {
    if (datname.includes(imageKey())) continue;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${datname}"`)).catch(() => undefined);
  }
}
