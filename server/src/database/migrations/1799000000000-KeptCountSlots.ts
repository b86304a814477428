import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The queue's kept counts (hand-written) split each counter into slots, one per database connection (its
 * backend pid modulo SLOTS), and a count is the sum of its slots. Every transaction that moved an application
 * between states used to update the same counter row (a program's "Waiting for payment" count, say) and held
 * it until it committed, so concurrent payments, submissions and status changes of one program queued behind
 * each other there; a connection now only waits for its own earlier work.
 */
export class KeptCountSlots1799000000000 implements MigrationInterface {
  name = 'KeptCountSlots1799000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, key] of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD slot smallint NOT NULL DEFAULT 0`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (${key}, slot)`);
    }
    await q.query(applyFunction(`(pg_backend_pid() % ${SLOTS})::smallint`, ', slot'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(applyFunction('', ''));
    for (const [table, key] of TABLES) {
      await q.query(`
        WITH folded AS (DELETE FROM ${table} RETURNING ${key}, n)
        INSERT INTO ${table} (${key}, n) SELECT ${key}, sum(n) FROM folded GROUP BY ${key}`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN slot`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (${key})`);
    }
  }
}

/** Slots per counter: more than a server's pool has connections (2 × cores + 2), so connections rarely share one. */
const SLOTS = 16;

const TABLES = [
  ['application_counts', 'instance_id, workflow_id, state_id, owner_id, organization_id'],
  ['application_process_counts', 'instance_id, workflow_id'],
  ['application_day_counts', 'instance_id, day'],
] as const;

/** The counter keys of a transition table's rows, each counting `sign`. */
const changes = (rows: string, sign: 1 | -1) =>
  `SELECT instance_id, workflow_id, current_state_id AS state_id, coalesce(owner_id, 0) AS owner_id,
          coalesce(organization_id, 0) AS organization_id, (created_at AT TIME ZONE 'UTC')::date AS day,
          ${sign} AS d FROM ${rows}`;

/**
 * The net changes added to the count tables in one statement, in this connection's slot (`slot`: its
 * expression, empty for none): keys whose net change is 0 are not touched, and the rest are added in key
 * order, so transactions that share a slot lock its counters in the same order.
 */
const apply = (ch: string, slot: string, column: string) => {
  const value = slot ? `, ${slot}` : '';
  return `
  WITH ch AS (${ch}),
  by_key AS (
    INSERT INTO application_counts AS c (instance_id, workflow_id, state_id, owner_id, organization_id, n${column})
      SELECT instance_id, workflow_id, state_id, owner_id, organization_id, sum(d)${value} FROM ch
       GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (instance_id, workflow_id, state_id, owner_id, organization_id${column}) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING 1),
  by_process AS (
    INSERT INTO application_process_counts AS c (instance_id, workflow_id, n${column})
      SELECT instance_id, workflow_id, sum(d)${value} FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (instance_id, workflow_id${column}) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING 1)
  INSERT INTO application_day_counts AS c (instance_id, day, n${column})
    SELECT instance_id, day, sum(d)${value} FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (instance_id, day${column}) DO UPDATE SET n = c.n + EXCLUDED.n`;
};

const applyFunction = (slot: string, column: string) => `
  CREATE OR REPLACE FUNCTION application_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${apply(changes('new_rows', 1), slot, column)};
    ELSIF TG_OP = 'DELETE' THEN
      ${apply(changes('old_rows', -1), slot, column)};
    ELSE
      ${apply(`${changes('new_rows', 1)} UNION ALL ${changes('old_rows', -1)}`, slot, column)};
    END IF;
    RETURN NULL;
  END $$`;
