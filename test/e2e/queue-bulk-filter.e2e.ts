// "Select all N matching" for bulk (issue 16): POST /api/admin/applications/bulk with the queue's filter in
// place of ids, resolved by the server in the caller's scope and capped; and each failure carrying the
// server's reason. The queue's own rows for the filter are the oracle of what the filter selects.
import { MAX_BULK_IDS } from '../../server/src/modules/queue/dto/bulk-change.dto.js';
import { useApplicationIds, useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const apps = useApplicationIds(t);

type Who = keyof typeof tokens;
interface QueueRow {
  id: number;
  currentStateId: number;
}

const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const bulk = (who: Who, body: Record<string, unknown>) =>
  t.http.post('/api/admin/applications/bulk').set(auth(who)).send(body);

/** The queue's rows for a filter (the demo world has fewer than 1,000 per instance). */
async function queueRows(who: Who, filter: Record<string, unknown>): Promise<QueueRow[]> {
  const res = await t.http
    .get('/api/admin/applications')
    .query({ filter: JSON.stringify(filter), range: JSON.stringify([0, 999]) })
    .set(auth(who));
  expect(res.status).toBe(200);
  return res.body;
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The states each state leads to in the workflows. */
async function movesFrom(stateIds: number[]): Promise<Map<number, number[]>> {
  const rows: { from: number; to: number }[] = await t.dataSource.query(
    'SELECT from_state_id AS "from", to_state_id AS "to" FROM workflow_transitions WHERE from_state_id = ANY($1::int[])',
    [stateIds],
  );
  const moves = new Map<number, number[]>();
  for (const { from, to } of rows) moves.set(from, [...(moves.get(from) ?? []), to]);
  return moves;
}

describe('select all N matching', () => {
  it('changes exactly the applications the queue shows for the filter, each with its audit event', async () => {
    const filter = { process: 7, state: [103] };
    const rows = await queueRows('admin', filter);
    expect(rows.length).toBeGreaterThan(1);
    const res = await bulk('admin', {
      action: 'UPDATE_STATUS',
      filter,
      toState: 104,
      comment: 'Intake checked',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      succeeded: ascending(rows.map((r) => r.id)),
      failed: [],
      bulkOperationId: expect.any(Number),
    });
    const events = await t.dataSource.query(
      'SELECT application_id AS id, to_state_id FROM application_events WHERE bulk_operation_id = $1 ORDER BY 1',
      [res.body.bulkOperationId],
    );
    expect(events).toEqual(ascending(rows.map((r) => r.id)).map((id) => ({ id, to_state_id: 104 })));
    expect(await queueRows('admin', filter)).toEqual([]);
  });

  it('a mixed selection: every failure carries the server reason, a code and a message naming the application', async () => {
    const filter = { process: 7 };
    const rows = await queueRows('admin', filter);
    const moves = await movesFrom([...new Set(rows.map((r) => r.currentStateId))]);
    const toState = 108;
    const allowed = rows.filter((r) => moves.get(r.currentStateId)?.includes(toState));
    const refused = rows.filter((r) => !moves.get(r.currentStateId)?.includes(toState));
    expect([allowed.length > 0, refused.length > 0]).toEqual([true, true]);

    const res = await bulk('admin', { action: 'UPDATE_STATUS', filter, toState });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toEqual(ascending(allowed.map((r) => r.id)));
    expect(res.body.failed).toEqual(
      ascending(refused.map((r) => r.id)).map((id) => ({
        id,
        code: 'stateNotAllowed',
        message: `The status ${toState} is not a possible next status of application ${id}`,
      })),
    );
  });

  it("answers a case worker's filter within their scope only", async () => {
    const mine = await queueRows('caseworker', { tab: 'assignment' });
    expect(mine.length).toBeGreaterThan(0);
    const res = await bulk('caseworker', {
      action: 'UPDATE_OWNER',
      filter: { tab: 'assignment' },
      ownerId: (
        await t.dataSource.query("SELECT id FROM users WHERE email = 'caseworker@springfield.example'")
      )[0].id,
    });
    expect(res.status).toBe(200);
    expect(ascending([...res.body.succeeded, ...res.body.failed.map((f: { id: number }) => f.id)])).toEqual(
      ascending(mine.map((r) => r.id)),
    );
  });

  it("reaches no other instance's applications: a filter matching none there is refused (422 noApplications)", async () => {
    const [{ id: rivertonAdmin }] = await t.dataSource.query(
      "SELECT id FROM users WHERE email = 'admin@riverton.example'",
    );
    const res = await bulk('riverton', {
      action: 'UPDATE_OWNER',
      filter: { id: [apps['SPR-10001']] },
      ownerId: rivertonAdmin,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'noApplications',
      message: 'The filter matches no applications',
      errors: [{ field: 'filter', code: 'noApplications', message: 'The filter matches no applications' }],
    });
  });
});

describe('the request chooses its applications one way', () => {
  const message = 'Choose the applications with either ids or filter: exactly one of the two';
  it.each<[string, Record<string, unknown>]>([
    ['neither ids nor filter', {}],
    ['both ids and filter', { ids: [1], filter: { process: 7 } }],
  ])('%s is refused (422 idsOrFilter)', async (_, choice) => {
    const res = await bulk('admin', { action: 'UPDATE_STATUS', toState: 104, ...choice });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'idsOrFilter',
      message,
      errors: [{ field: 'ids', code: 'idsOrFilter', message }],
    });
  });

  it('a bad filter is refused as the queue refuses it', async () => {
    const res = await bulk('admin', { action: 'UPDATE_STATUS', toState: 104, filter: { colour: 'red' } });
    const list = await t.http
      .get('/api/admin/applications')
      .query({ filter: JSON.stringify({ colour: 'red' }) })
      .set(auth('admin'));
    expect([res.status, res.body.code]).toEqual([400, 'unknownFilter']);
    expect(res.body).toEqual(list.body);
  });
});

describe('the cap', () => {
  it(`refuses a filter matching more than ${MAX_BULK_IDS} applications (422 tooManyApplications), changing none`, async () => {
    // MAX_BULK_IDS + 1 copies of one application, found by their external ids.
    const columns: { name: string }[] = await t.dataSource.query(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'applications' AND column_name NOT IN ('id', 'external_id') AND is_generated = 'NEVER'`,
    );
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    await t.dataSource.query(
      `INSERT INTO applications (external_id, ${list})
       SELECT 'MANY-' || g, ${list} FROM applications, generate_series(1, $2::int) g WHERE id = $1`,
      [apps['SPR-10044'], MAX_BULK_IDS + 1],
    );
    const [{ operations }] = await t.dataSource.query(
      'SELECT count(*)::int AS operations FROM bulk_operations',
    );
    const res = await bulk('admin', { action: 'UPDATE_STATUS', filter: { search: 'MANY-' }, toState: 104 });
    expect(res.status).toBe(422);
    const message = `The filter matches more than ${MAX_BULK_IDS} applications; a bulk change takes at most ${MAX_BULK_IDS}: narrow the filter`;
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'tooManyApplications',
      message,
      errors: [{ field: 'filter', code: 'tooManyApplications', message }],
    });
    expect((await t.dataSource.query('SELECT count(*)::int AS n FROM bulk_operations'))[0].n).toBe(
      operations,
    );
  });
});
