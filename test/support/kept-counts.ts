// The queue's kept counts (migration QueueKeptCounts; each the sum of its slots, KeptCountSlots) against counting
// the applications themselves.
import type { DataSource } from 'typeorm';

/** The (instance, process, state, owner, partner) keys whose kept count differs from the rows; none when they hold. */
export const keptCountDifferences = (dataSource: DataSource): Promise<unknown[]> =>
  dataSource.query(`
    SELECT * FROM (
      SELECT instance_id, workflow_id, current_state_id AS state_id, coalesce(owner_id, 0) AS owner_id,
             coalesce(organization_id, 0) AS organization_id, count(*)::bigint AS n
        FROM applications GROUP BY 1, 2, 3, 4, 5) r
    FULL JOIN (SELECT instance_id, workflow_id, state_id, owner_id, organization_id, sum(n)::bigint AS n FROM application_counts
                GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0) c USING (instance_id, workflow_id, state_id, owner_id, organization_id)
    WHERE r.n IS DISTINCT FROM c.n`);

/** The (instance, day of createdAt) keys whose kept count differs from the rows; none when they hold. */
export const keptDayCountDifferences = (dataSource: DataSource): Promise<unknown[]> =>
  dataSource.query(`
    SELECT * FROM (SELECT instance_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::bigint AS n
                     FROM applications GROUP BY 1, 2) r
    FULL JOIN (SELECT instance_id, day, sum(n)::bigint AS n FROM application_day_counts GROUP BY 1, 2 HAVING sum(n) <> 0) c
      USING (instance_id, day)
    WHERE r.n IS DISTINCT FROM c.n`);

/** The (instance, process) keys whose kept count differs from the rows; none when they hold. */
export const keptProcessCountDifferences = (dataSource: DataSource): Promise<unknown[]> =>
  dataSource.query(`
    SELECT * FROM (SELECT instance_id, workflow_id, count(*)::bigint AS n FROM applications GROUP BY 1, 2) r
    FULL JOIN (SELECT instance_id, workflow_id, sum(n)::bigint AS n FROM application_process_counts GROUP BY 1, 2 HAVING sum(n) <> 0) c
      USING (instance_id, workflow_id)
    WHERE r.n IS DISTINCT FROM c.n`);
