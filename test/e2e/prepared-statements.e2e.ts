// The queue's statements, and on a PostgreSQL server the domains' (Kysely's) statements with parameters, are
// prepared once per connection (server/src/database/prepared-statements.ts): reused while the connection
// lives, bounded in number, and prepared again when a migration changes the columns they answer with.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/src/database/database.js';
import { kyselyOver } from '../../server/src/database/kysely.js';
import {
  MAX_DOMAIN_PREPARED_PER_CONNECTION,
  MAX_PREPARED_PER_CONNECTION,
  queryPrepared,
  statementName,
} from '../../server/src/database/prepared-statements.js';
import { sqlLiteral } from '../../server/src/database/sql-literal.js';
import { openTestDatabase } from '../support/test-database.js';

const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);

let db: Database;
let pool: pg.Pool;

beforeAll(async () => {
  db = await openTestDatabase();
  // One connection, so every statement below meets the preparations of the ones before it.
  const { url } = db.dataSource.options as { url: string };
  pool = new pg.Pool({ connectionString: url, max: 1 });
});

afterAll(async () => {
  await pool.end();
  await db.close();
});

const preparedNames = async (): Promise<string[]> =>
  (await queryPrepared<{ name: string }>(pool, 'SELECT name FROM pg_prepared_statements')).map((r) => r.name);

it('prepares a statement once on a connection and runs it again without preparing it anew', async () => {
  const text = 'SELECT 40 + 2 AS answer';
  expect(await queryPrepared(pool, text)).toEqual([{ answer: 42 }]);
  expect(await queryPrepared(pool, text)).toEqual([{ answer: 42 }]);
  const names = await preparedNames();
  expect(names.filter((name) => name === statementName(text))).toHaveLength(1);
});

it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements on a connection, the least recently used going first`, async () => {
  const texts = Array.from({ length: MAX_PREPARED_PER_CONNECTION + 20 }, (_, i) => `SELECT ${i} AS i`);
  for (const [i, text] of texts.entries()) {
    expect(await queryPrepared(pool, text)).toEqual([{ i }]);
    // The first statement is used again and again, so it stays.
    expect(await queryPrepared(pool, texts[0])).toEqual([{ i: 0 }]);
  }
  const names = await preparedNames();
  expect(names.length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
  expect(names).toContain(statementName(texts[0]));
  expect(names).toContain(statementName(texts.at(-1) ?? ''));
  expect(names).not.toContain(statementName(texts[1]));
});

it('prepares nothing for a statement that does not parse, and goes on working', async () => {
  await expect(queryPrepared(pool, 'SELEC 1')).rejects.toMatchObject({ code: '42601' });
  expect(await preparedNames()).not.toContain(statementName('SELEC 1'));
  expect(await queryPrepared(pool, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
});

it('prepares a statement again when its table gained a column since', async () => {
  await db.dataSource.query('CREATE TABLE prepared_probe (a int)');
  await db.dataSource.query('INSERT INTO prepared_probe VALUES (1)');
  const text = 'SELECT * FROM prepared_probe';
  expect(await queryPrepared(pool, text)).toEqual([{ a: 1 }]);
  await db.dataSource.query('ALTER TABLE prepared_probe ADD COLUMN b int DEFAULT 2');
  expect(await queryPrepared(pool, text)).toEqual([{ a: 1, b: 2 }]);
});

it('reads back every value as it was written in, quotes and backslashes included', async () => {
  const texts = ["O'Brien", 'a\\b', "x'); DROP TABLE prepared_probe; --", '%_\\%', 'naïve 日本'];
  for (const text of texts) {
    expect(await queryPrepared(pool, `SELECT ${sqlLiteral(text)}::text AS v`)).toEqual([{ v: text }]);
  }
  const [row] = await queryPrepared<{ ids: number[]; at: Date; n: number }>(
    pool,
    `SELECT ${sqlLiteral([3, -1])}::int[] AS ids, ${sqlLiteral(new Date('2024-01-15T01:35:00Z'))}::timestamptz AS at, ${sqlLiteral(-5)} - ${sqlLiteral(-5)} AS n`,
  );
  expect(row).toEqual({ ids: [3, -1], at: new Date('2024-01-15T01:35:00Z'), n: 0 });
});

/** The texts prepared on the connection a Kysely transaction holds, after `work` ran there. */
async function preparedInTransaction(work: (trx: Kysely<unknown>) => Promise<void>): Promise<string[]> {
  const kysely = kyselyOver<unknown>(db.dataSource, db.mode);
  return kysely.transaction().execute(async (trx) => {
    await work(trx);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
      trx,
    );
    return rows.map((r) => r.statement);
  });
}

const plusOne = (n: number) => sql<{ next: number }>`SELECT ${n}::int + 1 AS next`;

(ON_SERVER ? it : it.skip)(
  "a domain's statement with parameters (Kysely) is prepared on its connection once and runs again by its name",
  async () => {
    const prepared = await preparedInTransaction(async (trx) => {
      expect((await plusOne(1).execute(trx)).rows).toEqual([{ next: 2 }]);
      expect((await plusOne(41).execute(trx)).rows).toEqual([{ next: 42 }]);
    });
    expect(prepared.filter((text) => text === 'SELECT $1::int + 1 AS next')).toHaveLength(1);
  },
);

(ON_SERVER ? it : it.skip)(
  `a connection keeps ${MAX_DOMAIN_PREPARED_PER_CONNECTION} domain statements at most, beside the queue's`,
  async () => {
    const prepared = await preparedInTransaction(async (trx) => {
      for (let i = 0; i < MAX_DOMAIN_PREPARED_PER_CONNECTION + 10; i += 1) {
        const { rows } = await sql<{ n: number }>`SELECT ${i}::int + ${sql.lit(1_000_000 + i)} AS n`.execute(
          trx,
        );
        expect(rows).toEqual([{ n: 1_000_000 + 2 * i }]);
      }
    });
    const domain = prepared.filter((text) => text.startsWith('SELECT $1::int + 1'));
    expect(domain.length).toBeGreaterThan(0);
    expect(domain.length).toBeLessThanOrEqual(MAX_DOMAIN_PREPARED_PER_CONNECTION);
    expect(domain).toContain(`SELECT $1::int + ${1_000_000 + MAX_DOMAIN_PREPARED_PER_CONNECTION + 9} AS n`);
    expect(domain).not.toContain('SELECT $1::int + 1000000 AS n');
  },
);

(ON_SERVER ? it.skip : it)(
  "the embedded database prepares no domain statement: its socket's clients share one session's names",
  async () => {
    const prepared = await preparedInTransaction(async (trx) => {
      expect((await plusOne(1).execute(trx)).rows).toEqual([{ next: 2 }]);
    });
    // The queue's statements of the tests above are there: the pool of this file shares the session.
    expect(prepared).not.toContain('SELECT $1::int + 1 AS next');
  },
);
