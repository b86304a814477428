// Bulk changes large enough to run as several transactions, one per range of ids: the answer, the audit
// trail and the bulk operation read exactly as those of one transaction, under concurrent requests too.
import { seedScale } from '../../server/src/modules/queue/scale-seed.js';
import { useDemoSessions } from '../support/demo-world.js';
import { keptCountDifferences, keptProcessCountDifferences } from '../support/kept-counts.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

/** Enough applications for two ranges of ids (each transaction takes at least 250). */
const SIZE = 600;
/** Ids no springfield application has: they fail in every range they land in. */
const UNKNOWN = [2_000_000_000, 2_000_000_001];

interface Answer {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
  bulkOperationId: number;
}

let ids: number[];
let toState: number;
/** The version of each application before the test: the versions both callers saw. */
let versions: Record<number, number>;

beforeAll(async () => {
  // Spread over every program's workflow, 40,000 leave over SIZE in the most populated state.
  await seedScale(t.dataSource, { count: 40_000, instance: 'springfield' });
  // The most populated state with a move that asks for no reason, comment or assignment.
  const [move]: { from_state_id: number; to_state_id: number }[] = await t.dataSource.query(
    `SELECT tr.from_state_id, tr.to_state_id FROM workflow_transitions tr
       JOIN workflow_states s ON s.id = tr.to_state_id
       JOIN applications a ON a.instance_id = tr.instance_id AND a.current_state_id = tr.from_state_id
      WHERE tr.instance_id = 100 AND NOT tr.requires_user_assignment AND NOT s.requires_reason
        AND NOT s.requires_comment
      GROUP BY 1, 2 HAVING count(a.id) >= $1 ORDER BY count(a.id) DESC LIMIT 1`,
    [SIZE],
  );
  toState = move.to_state_id;
  const rows: { id: number; version: number }[] = await t.dataSource.query(
    'SELECT id, version FROM applications WHERE instance_id = 100 AND current_state_id = $1 ORDER BY id LIMIT $2',
    [move.from_state_id, SIZE],
  );
  versions = Object.fromEntries(rows.map((r) => [r.id, r.version]));
  // Sent newest first, the unknown ids among them: the answer keeps the order sent, not the ranges'.
  ids = rows.map((r) => r.id).reverse();
  ids.splice(SIZE / 2, 0, UNKNOWN[0]);
  ids.push(UNKNOWN[1]);
}, 300_000);

it('the generated applications carry the names and roles the triggers would give them', async () => {
  const [{ n }]: { n: number }[] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM applications
      WHERE instance_id = 100 AND (
        owner_name IS DISTINCT FROM CASE WHEN owner_id IS NOT NULL THEN queue_user_name(owner_id) END
        OR owner_roles IS DISTINCT FROM CASE WHEN owner_id IS NOT NULL THEN queue_owner_roles(instance_id, owner_id) END
        OR last_changed_by_name IS DISTINCT FROM
             CASE WHEN last_changed_by_id IS NOT NULL THEN queue_user_name(last_changed_by_id) END
        OR user_name IS DISTINCT FROM CASE WHEN applicant_user_id IS NOT NULL THEN queue_user_name(applicant_user_id) END)`,
  );
  expect(n).toBe(0);
});

it('two concurrent changes of the same applications, with the versions both saw: each application changes once, the other request fails it as stale, and every list keeps the order sent', async () => {
  const send = () =>
    t.http
      .post('/api/admin/applications/bulk')
      .set({ authorization: `Bearer ${tokens.admin}` })
      .send({ action: 'UPDATE_STATUS', ids, toState, versions });
  const [first, second] = await Promise.all([send(), send()]);
  expect([first.status, second.status]).toEqual([200, 200]);
  const answers = [first.body, second.body] as Answer[];

  const inOrderSent = (list: number[]) => expect(list).toEqual(ids.filter((id) => list.includes(id)));
  for (const answer of answers) {
    expect([...answer.succeeded, ...answer.failed.map((f) => f.id)].sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    inOrderSent(answer.succeeded);
    inOrderSent(answer.failed.map((f) => f.id));
    expect(answer.failed.filter((f) => UNKNOWN.includes(f.id))).toEqual(
      UNKNOWN.map((id) => ({
        id,
        code: 'applicationNotFound',
        message: `The application ${id} does not exist`,
      })),
    );
  }
  for (const id of ids.filter((i) => !UNKNOWN.includes(i))) {
    const winners = answers.filter((a) => a.succeeded.includes(id));
    expect(winners).toHaveLength(1);
    const loser = answers.find((a) => !a.succeeded.includes(id));
    expect(loser?.failed.find((f) => f.id === id)?.code).toBe('staleVersion');
  }

  // One audit event per change, under the bulk operation that made it, whose counts match its answer.
  const events: { application_id: number; bulk_operation_id: number }[] = await t.dataSource.query(
    'SELECT application_id, bulk_operation_id FROM application_events WHERE bulk_operation_id = ANY($1)',
    [answers.map((a) => a.bulkOperationId)],
  );
  expect(events).toHaveLength(SIZE);
  for (const answer of answers) {
    expect(
      events
        .filter((e) => e.bulk_operation_id === answer.bulkOperationId)
        .map((e) => e.application_id)
        .sort((a, b) => a - b),
    ).toEqual([...answer.succeeded].sort((a, b) => a - b));
    const [operation] = await t.dataSource.query(
      'SELECT requested, succeeded, failed FROM bulk_operations WHERE id = $1',
      [answer.bulkOperationId],
    );
    expect(operation).toEqual({
      requested: ids.length,
      succeeded: answer.succeeded.length,
      failed: answer.failed.length,
    });
  }
  const rows: { id: number; current_state_id: number; version: number }[] = await t.dataSource.query(
    'SELECT id, current_state_id, version FROM applications WHERE id = ANY($1)',
    [ids],
  );
  expect(rows).toHaveLength(SIZE);
  for (const row of rows) {
    expect(row).toEqual({ id: row.id, current_state_id: toState, version: versions[row.id] + 1 });
  }
  expect(await keptCountDifferences(t.dataSource)).toEqual([]);
  expect(await keptProcessCountDifferences(t.dataSource)).toEqual([]);
});
