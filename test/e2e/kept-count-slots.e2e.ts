// The queue's kept counts are split in slots, one per database connection (migration KeptCountSlots): two
// transactions moving applications between the same two states do not wait for each other at the counters.
// A PostgreSQL server's matter: the embedded database has one connection, so one slot.
import pg from 'pg';
import { newApplication } from '../support/factories.js';
import {
  keptCountDifferences,
  keptDayCountDifferences,
  keptProcessCountDifferences,
} from '../support/kept-counts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;

beforeAll(async () => {
  if (ON_SERVER) t = await startTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A connection of its own to the test's database, outside the app's pool, and the slot its counts go to. */
async function connection(): Promise<{ client: pg.Client; slot: number }> {
  const client = new pg.Client({ connectionString: (t.dataSource.options as { url: string }).url });
  await client.connect();
  const { rows } = await client.query('SELECT pg_backend_pid() % 16 AS slot');
  return { client, slot: rows[0].slot };
}

/** Two connections whose counts go to different slots (two backends can share one, as pids fall). */
async function twoSlots(): Promise<[pg.Client, pg.Client]> {
  const a = await connection();
  let b = await connection();
  while (b.slot === a.slot) {
    await b.client.end();
    b = await connection();
  }
  return [a.client, b.client];
}

(ON_SERVER ? it : it.skip)(
  'two open transactions moving applications of one state to another both go ahead: a counter row is not held by the other',
  async () => {
    const first = await newApplication(t);
    const second = await newApplication(t, { program: first.programId, state: first.stateId });
    const [next] = await t.dataSource.query(
      'SELECT id FROM workflow_states WHERE workflow_id = $1 AND id <> $2 ORDER BY id LIMIT 1',
      [first.workflowId, first.stateId],
    );
    const [a, b] = await twoSlots();
    try {
      const move = (c: pg.Client, id: number) =>
        c.query('UPDATE applications SET current_state_id = $1 WHERE id = $2', [next.id, id]);
      await a.query('BEGIN');
      await move(a, first.id);
      // Without slots this waited on the count of (program, state) that `a` holds until it commits.
      await b.query("SET lock_timeout = '2s'");
      await b.query('BEGIN');
      await expect(move(b, second.id)).resolves.toMatchObject({ rowCount: 1 });
      await b.query('COMMIT');
      await a.query('COMMIT');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    const [{ slots }] = await t.dataSource.query(
      'SELECT count(DISTINCT slot)::int AS slots FROM application_counts WHERE workflow_id = $1 AND state_id = $2',
      [first.workflowId, next.id],
    );
    expect(slots).toBeGreaterThanOrEqual(2);
    expect(await keptCountDifferences(t.dataSource)).toEqual([]);
    expect(await keptDayCountDifferences(t.dataSource)).toEqual([]);
    expect(await keptProcessCountDifferences(t.dataSource)).toEqual([]);
  },
);
