import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUEUE_SEARCH_TEXT } from './1795433100000-QueueKeptCounts.js';

/**
 * The queue search looks for the applicant's name in a table of the instance's distinct applicant names
 * (hand-written), then finds the applications of the names it matched through ix_applications_name. The
 * trigram index over every application's name and external id spent ~5 ms a search at a million
 * applications intersecting trigram lists that long; the names are far fewer than the applications, and an
 * application's name is found by a B-tree. The external id gets a trigram index of its own.
 *
 * A name is added when an application with it is written (a statement trigger on insert, a row trigger when
 * the name changes); names no application bears any more stay, and match no application.
 */
export class QueueApplicantNames1795700000000 implements MigrationInterface {
  name = 'QueueApplicantNames1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE applicant_names (
        instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
        name character varying(200) NOT NULL,
        PRIMARY KEY (instance_id, name))`);
    await q.query(`
      CREATE FUNCTION applicant_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- In key order, so concurrent inserts meet on the same name in the same order.
        INSERT INTO applicant_names (instance_id, name)
          SELECT DISTINCT instance_id, applicant_name FROM new_rows ORDER BY 1, 2
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER applicant_names_insert AFTER INSERT ON applications
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applicant_names_add()`);
    await q.query(`
      CREATE FUNCTION applicant_name_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO applicant_names (instance_id, name) VALUES (NEW.instance_id, NEW.applicant_name)
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    // A row trigger: a statement trigger cannot name columns and see the rows, and a status change (a bulk
    // change of thousands) must not pay for names it did not touch.
    await q.query(`
      CREATE TRIGGER applicant_names_update AFTER UPDATE OF applicant_name, instance_id ON applications
        FOR EACH ROW WHEN (NEW.applicant_name IS DISTINCT FROM OLD.applicant_name
                           OR NEW.instance_id IS DISTINCT FROM OLD.instance_id)
        EXECUTE FUNCTION applicant_name_add()`);
    await q.query(`
      INSERT INTO applicant_names (instance_id, name)
        SELECT DISTINCT instance_id, applicant_name FROM applications`);
    await q.query('ANALYZE applicant_names');
    // The planner prices ILIKE on a few thousand short names below a trigram look-up, and scans them: 0.46 ms
    // against 0.07 ms through ix_applicant_names_search. Where there is no trigram index it scans anyway.
    // PL/pgSQL keeps the plan for the connection; a SQL function is planned at every call. (Its kept generic
    // plan still walked every name: QueueApplicantNamesLookup1795800000000 leaves it the trigram index only.)
    await q.query(`
      CREATE FUNCTION applicant_names_containing(instance integer, pattern text, max integer) RETURNS text[]
        LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
      BEGIN
        RETURN ARRAY(SELECT name::text FROM applicant_names n WHERE n.instance_id = instance AND n.name ILIKE pattern LIMIT max);
      END $$`);
    if (await trigramsAvailable(q)) {
      await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await q.query(
        'CREATE INDEX ix_applicant_names_search ON applicant_names USING gin (name gin_trgm_ops)',
      );
      // Every status change writes the row again, and its trigrams land in the index's pending list, which
      // each search reads through: at the default 4 MB, 7,000 pending rows cost a search 3.3 ms. 64 kB keeps
      // that under ~0.1 ms; a bulk change of 1,000 merges the list a few times at no measurable cost.
      await q.query(
        `CREATE INDEX ix_applications_external_search ON applications USING gin (external_id gin_trgm_ops)
           WITH (gin_pending_list_limit = 64)`,
      );
    }
    await q.query('DROP INDEX IF EXISTS ix_applications_search');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await trigramsAvailable(q)) {
      await q.query(
        `CREATE INDEX ix_applications_search ON applications USING gin (${QUEUE_SEARCH_TEXT} gin_trgm_ops)`,
      );
    }
    await q.query('DROP INDEX IF EXISTS ix_applications_external_search');
    await q.query('DROP FUNCTION applicant_names_containing(integer, text, integer)');
    await q.query('DROP TRIGGER applicant_names_update ON applications');
    await q.query('DROP TRIGGER applicant_names_insert ON applications');
    await q.query('DROP FUNCTION applicant_name_add()');
    await q.query('DROP FUNCTION applicant_names_add()');
    await q.query('DROP TABLE applicant_names');
  }
}

async function trigramsAvailable(q: QueryRunner): Promise<boolean> {
  const [{ available }]: { available: boolean }[] = await q.query(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available`,
  );
  return available;
}
