// A queue page is written as JSON by PostgreSQL, so the rules that shape a queue row have a SQL form beside
// their TypeScript one. Both are made from the same constants; these tests hold them to the same answers.
import type { DataSource } from 'typeorm';
import type { Database } from '../../server/src/database/database.js';
import { sqlLiteral } from '../../server/src/database/sql-literal.js';
import { ROLE, roleName } from '../../server/src/modules/accounts/roles.js';
import { unreadTotal } from '../../server/src/modules/communications/unread.js';
import { paymentsEnabled, showsCaseColumns } from '../../server/src/modules/queue/queue-columns.js';
import {
  isoTimeSql,
  itemNameSql,
  paymentsEnabledSql,
  roleNameSql,
  showsCaseColumnsSql,
  unreadTotalSql,
} from '../../server/src/modules/queue/queue-row.js';
import { openTestDatabase } from '../support/test-database.js';

let db: Database;
let dataSource: DataSource;

beforeAll(async () => {
  db = await openTestDatabase();
  dataSource = db.dataSource;
});

afterAll(async () => {
  await db.close();
});

/** The SQL expression's value for one input, given as a literal of its type. */
async function evaluate(sql: (input: string) => string, input: string): Promise<unknown> {
  const [row] = await dataSource.query(`SELECT ${sql(input)} AS v`);
  return row.v;
}

describe('the applicant name on a queue row (programs spec §3 itemName)', () => {
  it('is the text before the first colon', async () => {
    expect(await evaluate(itemNameSql, sqlLiteral('Bright Start Daycare: renewal 2024'))).toBe(
      'Bright Start Daycare',
    );
    expect(await evaluate(itemNameSql, sqlLiteral('a:b:c'))).toBe('a');
  });

  it('is the whole name when there is no colon', async () => {
    expect(await evaluate(itemNameSql, sqlLiteral('Maria Garcia'))).toBe('Maria Garcia');
  });
});

it("the owner's role name is roleName's, for every role, an unknown one and none", async () => {
  for (const role of [...Object.values(ROLE), 7]) {
    expect(await evaluate(roleNameSql, `${sqlLiteral(role)}::int`)).toBe(roleName(role));
  }
  expect(await evaluate(roleNameSql, 'NULL::int')).toBeNull();
});

it('a program takes payments exactly where paymentsEnabled says so', async () => {
  const types: unknown[] = ['Card', ' Check ', '', '   ', '\t', 42, true, null, { Kind: 'Card' }];
  for (const type of types) {
    const jsonb = `${sqlLiteral(JSON.stringify(type))}::jsonb`;
    expect([type, await evaluate(paymentsEnabledSql, jsonb)]).toEqual([type, paymentsEnabled(type)]);
  }
  expect(await evaluate(paymentsEnabledSql, 'NULL::jsonb')).toBe(false);
});

it('Case Number and Client ID show exactly where the program settings say so, as showsCaseColumns does', async () => {
  const settings: unknown[] = [
    { Queue: { CaseColumns: true } },
    { Queue: { CaseColumns: false } },
    { Queue: { CaseColumns: 'true' } },
    { Queue: {} },
    { Payments: { Type: false } },
    {},
  ];
  for (const value of settings) {
    const jsonb = `${sqlLiteral(JSON.stringify(value))}::jsonb`;
    expect([value, await evaluate(showsCaseColumnsSql, jsonb)]).toEqual([
      value,
      showsCaseColumns(value as Parameters<typeof showsCaseColumns>[0]),
    ]);
  }
  expect(showsCaseColumns({ Queue: { CaseColumns: true } })).toBe(true);
  expect(await evaluate(showsCaseColumnsSql, 'NULL::jsonb')).toBe(false);
});

it('the unread total adds up every channel, as unreadTotal does', async () => {
  const items = { email: 1, sms: 2, voice: 3, ivr: 4 };
  const [row] = await dataSource.query(
    `SELECT ${unreadTotalSql('c.')} AS v FROM (SELECT 1 AS unread_email, 2 AS unread_sms, 3 AS unread_voice, 4 AS unread_ivr) c`,
  );
  expect(row.v).toBe(unreadTotal(items));
});

it('times are written as Date.prototype.toJSON writes them: UTC, milliseconds, Z', async () => {
  for (const at of ['2024-01-15T01:35:00.000Z', '2025-12-31T23:59:59.999Z', '2024-02-29T12:00:00.123Z']) {
    expect(await evaluate(isoTimeSql, `${sqlLiteral(at)}::timestamptz`)).toBe(new Date(at).toJSON());
  }
  // Microseconds are cut to milliseconds, as the driver's Date would.
  expect(await evaluate(isoTimeSql, `'2024-01-15 01:35:00.123987+00'::timestamptz`)).toBe(
    '2024-01-15T01:35:00.123Z',
  );
  // Whatever the session's time zone.
  await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL TIME ZONE 'America/Chicago'`);
    const [row] = await manager.query(`SELECT ${isoTimeSql(`'2024-01-15T01:35:00Z'::timestamptz`)} AS v`);
    expect(row.v).toBe('2024-01-15T01:35:00.000Z');
  });
  expect(await evaluate(isoTimeSql, 'NULL::timestamptz')).toBeNull();
});
