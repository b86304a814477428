// The queue's hand-written migrations go down and up again on a database with applications in it, and the
// copies and counts they keep are right afterwards.
import { seedDemo } from '../../server/src/seeds/seed-demo.js';
import {
  keptCountDifferences,
  keptDayCountDifferences,
  keptProcessCountDifferences,
} from '../support/kept-counts.js';
import { openTestDatabase } from '../support/test-database.js';

/** This session's queue migrations, newest first, as `undoLastMigration` takes them back. */
const RECENT = [
  'QueueApplicantNamesLookup1795800000000',
  'QueueApplicantNames1795700000000',
  'QueueProcessCounts1795600100000',
  'QueuePeopleOnRow1795600000000',
];

it('the latest queue migrations undo and redo, keeping the people, counts and applicant names of the applications right', async () => {
  const db = await openTestDatabase();
  try {
    await seedDemo(db.dataSource);
    // Migrations made after the queue's go down first and come back with them.
    const later = (await db.dataSource.query('SELECT name FROM migrations ORDER BY id DESC'))
      .map((m: { name: string }) => m.name)
      .indexOf(RECENT[0]);
    const applied = async () =>
      (
        await db.dataSource.query(
          `SELECT name FROM migrations ORDER BY id DESC LIMIT ${RECENT.length} OFFSET ${Math.max(later, 0)}`,
        )
      ).map((m: { name: string }) => m.name);
    expect(await applied()).toEqual(RECENT);
    for (let i = 0; i < later + RECENT.length; i += 1) await db.dataSource.undoLastMigration();
    expect(await applied()).not.toContain(RECENT[0]);
    const [{ people }] = await db.dataSource.query(
      `SELECT count(*)::int AS people FROM information_schema.columns
        WHERE table_name = 'applications' AND column_name IN ('user_name', 'last_changed_by_name', 'owner_roles')`,
    );
    expect(people).toBe(0);
    const [{ names }] = await db.dataSource.query(`SELECT to_regclass('applicant_names') AS names`);
    expect(names).toBeNull();
    // Written while the migrations are down: the redo must bring them into its copies and counts.
    await db.dataSource.query(
      `UPDATE applications SET owner_id = (SELECT user_id FROM accounts WHERE instance_id = 100 AND entity_type = 3
         ORDER BY id LIMIT 1) WHERE instance_id = 100 AND owner_id IS NULL`,
    );
    await db.dataSource.query(
      `UPDATE applications SET applicant_name = 'Renamed While Down' WHERE id = (SELECT min(id) FROM applications)`,
    );
    await db.dataSource.runMigrations();
    expect(await applied()).toEqual(RECENT);
    const [{ wrong }] = await db.dataSource.query(
      `SELECT count(*)::int AS wrong FROM applications
        WHERE owner_roles IS DISTINCT FROM CASE WHEN owner_id IS NOT NULL THEN queue_owner_roles(instance_id, owner_id) END
           OR user_name IS DISTINCT FROM CASE WHEN applicant_user_id IS NOT NULL THEN queue_user_name(applicant_user_id) END
           OR last_changed_by_name IS DISTINCT FROM
                CASE WHEN last_changed_by_id IS NOT NULL THEN queue_user_name(last_changed_by_id) END`,
    );
    expect(wrong).toBe(0);
    expect(await keptCountDifferences(db.dataSource)).toEqual([]);
    expect(await keptDayCountDifferences(db.dataSource)).toEqual([]);
    expect(await keptProcessCountDifferences(db.dataSource)).toEqual([]);
    const [{ unnamed }] = await db.dataSource.query(
      `SELECT count(*)::int AS unnamed FROM applications a
        WHERE NOT EXISTS (SELECT 1 FROM applicant_names n WHERE n.instance_id = a.instance_id AND n.name = a.applicant_name)`,
    );
    expect(unnamed).toBe(0);
    expect(
      await db.dataSource.query(`SELECT instance_id FROM applicant_names WHERE name = 'Renamed While Down'`),
    ).toHaveLength(1);
  } finally {
    await db.close();
  }
}, 120_000);
