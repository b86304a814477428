import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.js';

/**
 * Writes a migration holding what the entities have that the migrated schema lacks, as TypeORM's
 * migration:generate does, on a throw-away embedded database (or GENERATE_DATABASE_URL).
 * Usage: npm run migration:generate -w server -- Name
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    process.stderr.write('usage: generate-migration <PascalCaseName>\n');
    process.exit(2);
  }
  const db = await openDatabase({ url: process.env.GENERATE_DATABASE_URL, dataDir: null });
  try {
    const sql = await db.dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      process.stdout.write('the schema is up to date: no migration written\n');
      return;
    }
    const timestamp = Date.now();
    const quote = (q: string) => JSON.stringify(q);
    const up = sql.upQueries.map((q) => `    await q.query(${quote(q.query)});`).join('\n');
    const down = sql.downQueries
      .reverse()
      .map((q) => `    await q.query(${quote(q.query)});`)
      .join('\n');
    const className = `${name}${timestamp}`;
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(q: QueryRunner): Promise<void> {
${up}
  }

  async down(q: QueryRunner): Promise<void> {
${down}
  }
}
`;
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/database/migrations');
    const file = path.join(dir, `${timestamp}-${name}.ts`);
    writeFileSync(file, source);
    process.stdout.write(`wrote ${file}\nadd ${className} to migrations/index.ts\n`);
  } finally {
    await db.close();
  }
}

await main();
