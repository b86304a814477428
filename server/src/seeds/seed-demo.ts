import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { mergeSeedDocuments, parseSeedDocument, type SeedDocument, SeedError } from './seed-document.js';
import { applySeed, type SeedReport } from './seed-loader.js';

export type { SeedReport } from './seed-loader.js';

/** The demo world's data files: seeds/demo at the repository root (the same from src/ and dist/). */
export const DEMO_SEED_DIR = fileURLToPath(new URL('../../../seeds/demo/', import.meta.url));

/** One seed file, parsed and checked for shape. */
export function readSeedFile(file: string): SeedDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SeedError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const document = parseSeedDocument(text, file);
  // A document's file is named relative to the seed file that lists it.
  for (const item of document.documents ?? []) {
    if (typeof item.file === 'string') item.file = path.resolve(path.dirname(file), item.file);
  }
  return document;
}

/** Every file of seeds/demo, as one document. */
export function readDemoSeed(): SeedDocument {
  const files = readdirSync(DEMO_SEED_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return mergeSeedDocuments(files.map((name) => readSeedFile(path.join(DEMO_SEED_DIR, name))));
}

/** Loads the demo world (DEMO.md and more); idempotent. */
export async function seedDemo(dataSource: DataSource): Promise<SeedReport> {
  return applySeed(dataSource, readDemoSeed());
}

/** Loads one seed file of the same format (seeds/README.md); idempotent. */
export async function loadSeedFile(dataSource: DataSource, file: string): Promise<SeedReport> {
  return applySeed(dataSource, readSeedFile(file));
}
