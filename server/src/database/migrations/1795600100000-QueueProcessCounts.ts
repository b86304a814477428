import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A third kept count (hand-written): applications per (instance, workflow), changed by the same statement
 * triggers as `application_counts`. The whole queue's total, and a process filter's, was a sum over every
 * (state, owner, partner) counter of the instance, thousands at a million applications and a third of what
 * PostgreSQL spent on a first page; it is now a sum over a handful. A status or owner change moves nothing
 * here (its net change is 0), so bulk changes do not touch it.
 */
export class QueueProcessCounts1795600100000 implements MigrationInterface {
  name = 'QueueProcessCounts1795600100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE application_process_counts (
        instance_id integer NOT NULL, workflow_id integer NOT NULL, n bigint NOT NULL,
        PRIMARY KEY (instance_id, workflow_id))`);
    await q.query(applyFunction(true));
    await q.query(truncateFunction(true));
    await q.query(`
      INSERT INTO application_process_counts (instance_id, workflow_id, n)
        SELECT instance_id, workflow_id, count(*) FROM applications GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(applyFunction(false));
    await q.query(truncateFunction(false));
    await q.query('DROP TABLE application_process_counts');
  }
}

/** The counter keys of a transition table's rows, each counting `sign`. */
const changes = (rows: string, sign: 1 | -1) =>
  `SELECT instance_id, workflow_id, current_state_id AS state_id, coalesce(owner_id, 0) AS owner_id,
          coalesce(organization_id, 0) AS organization_id, (created_at AT TIME ZONE 'UTC')::date AS day,
          ${sign} AS d FROM ${rows}`;

/**
 * Adds the net changes to the count tables in one statement: keys whose net change is 0 are not touched,
 * and the rest are added in key order, so concurrent transactions lock counters in the same order.
 */
const apply = (ch: string, withProcesses: boolean) => `
  WITH ch AS (${ch}),
  by_key AS (
    INSERT INTO application_counts AS c (instance_id, workflow_id, state_id, owner_id, organization_id, n)
      SELECT instance_id, workflow_id, state_id, owner_id, organization_id, sum(d) FROM ch
       GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (instance_id, workflow_id, state_id, owner_id, organization_id) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING 1)${
      withProcesses
        ? `,
  by_process AS (
    INSERT INTO application_process_counts AS c (instance_id, workflow_id, n)
      SELECT instance_id, workflow_id, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (instance_id, workflow_id) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING 1)`
        : ''
    }
  INSERT INTO application_day_counts AS c (instance_id, day, n)
    SELECT instance_id, day, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (instance_id, day) DO UPDATE SET n = c.n + EXCLUDED.n`;

const applyFunction = (withProcesses: boolean) => `
  CREATE OR REPLACE FUNCTION application_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${apply(changes('new_rows', 1), withProcesses)};
    ELSIF TG_OP = 'DELETE' THEN
      ${apply(changes('old_rows', -1), withProcesses)};
    ELSE
      ${apply(`${changes('new_rows', 1)} UNION ALL ${changes('old_rows', -1)}`, withProcesses)};
    END IF;
    RETURN NULL;
  END $$`;

const truncateFunction = (withProcesses: boolean) => `
  CREATE OR REPLACE FUNCTION application_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM application_counts;
    DELETE FROM application_day_counts;${withProcesses ? '\n    DELETE FROM application_process_counts;' : ''}
    RETURN NULL;
  END $$`;
