import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What TypeORM cannot express for the work queue at a million applications (hand-written):
 * - the state, process, owner and partner names copied onto each application, filled by a trigger on
 *   insert and on a change of the id, and followed when a state, workflow, user or partner is renamed;
 * - kept counts, so a page's total never counts rows: `application_counts` per (instance, workflow, state,
 *   owner, partner) and `application_day_counts` per (instance, day of createdAt), both changed by
 *   statement triggers in the same transaction as the insert, update or delete of applications;
 * - the trigram index of the queue search, where the pg_trgm extension exists (the PostgreSQL server; the
 *   embedded database loads no extension, and its search scans instead).
 */
export class QueueKeptCounts1795433100000 implements MigrationInterface {
  name = 'QueueKeptCounts1795433100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION queue_user_name(user_id integer) RETURNS varchar LANGUAGE sql STABLE AS $$
        SELECT coalesce(nullif(btrim(concat_ws(' ', first_name, last_name)), ''), email, phone)::varchar(254)
          FROM users WHERE id = user_id
      $$`);
    await q.query(`
      CREATE FUNCTION applications_fill_names() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' OR NEW.current_state_id IS DISTINCT FROM OLD.current_state_id OR NEW.state_name IS NULL THEN
          NEW.state_name := (SELECT name FROM workflow_states WHERE id = NEW.current_state_id);
        END IF;
        IF TG_OP = 'INSERT' OR NEW.workflow_id IS DISTINCT FROM OLD.workflow_id OR NEW.process_name IS NULL THEN
          NEW.process_name := (SELECT name FROM workflows WHERE id = NEW.workflow_id);
        END IF;
        IF TG_OP = 'INSERT' OR NEW.owner_id IS DISTINCT FROM OLD.owner_id THEN
          NEW.owner_name := CASE WHEN NEW.owner_id IS NOT NULL THEN queue_user_name(NEW.owner_id) END;
        END IF;
        IF TG_OP = 'INSERT' OR NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
          NEW.company_name := (SELECT name FROM organizations WHERE id = NEW.organization_id);
        END IF;
        RETURN NEW;
      END $$`);
    // A writer that already knows the names (the scale seed) skips the look-ups; TypeORM never sends them.
    await q.query(`
      CREATE TRIGGER applications_names_insert BEFORE INSERT ON applications FOR EACH ROW
        WHEN (NEW.state_name IS NULL OR NEW.process_name IS NULL
              OR (NEW.owner_id IS NOT NULL AND NEW.owner_name IS NULL)
              OR (NEW.organization_id IS NOT NULL AND NEW.company_name IS NULL))
        EXECUTE FUNCTION applications_fill_names()`);
    await q.query(`
      CREATE TRIGGER applications_names_update BEFORE UPDATE ON applications FOR EACH ROW
        WHEN (NEW.current_state_id IS DISTINCT FROM OLD.current_state_id
              OR NEW.workflow_id IS DISTINCT FROM OLD.workflow_id
              OR NEW.owner_id IS DISTINCT FROM OLD.owner_id
              OR NEW.organization_id IS DISTINCT FROM OLD.organization_id)
        EXECUTE FUNCTION applications_fill_names()`);

    await q.query(`
      CREATE FUNCTION queue_follow_state_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE applications SET state_name = NEW.name
         WHERE instance_id = NEW.instance_id AND current_state_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER workflow_states_queue_name AFTER UPDATE OF name ON workflow_states FOR EACH ROW
        WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION queue_follow_state_name()`);
    await q.query(`
      CREATE FUNCTION queue_follow_process_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE applications SET process_name = NEW.name
         WHERE instance_id = NEW.instance_id AND workflow_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER workflows_queue_name AFTER UPDATE OF name ON workflows FOR EACH ROW
        WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION queue_follow_process_name()`);
    await q.query(`
      CREATE FUNCTION queue_follow_company_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE applications SET company_name = NEW.name
         WHERE instance_id = NEW.instance_id AND organization_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER organizations_queue_name AFTER UPDATE OF name ON organizations FOR EACH ROW
        WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION queue_follow_company_name()`);
    // Users span instances; the owner index leads with the instance, so each instance is probed.
    await q.query(`
      CREATE FUNCTION queue_follow_owner_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE applications SET owner_name = queue_user_name(NEW.id)
         WHERE instance_id = ANY (ARRAY(SELECT id FROM instances)) AND owner_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_queue_name AFTER UPDATE OF first_name, last_name, email, phone ON users FOR EACH ROW
        WHEN (NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
              OR NEW.email IS DISTINCT FROM OLD.email OR NEW.phone IS DISTINCT FROM OLD.phone)
        EXECUTE FUNCTION queue_follow_owner_name()`);

    await q.query(`
      UPDATE applications a SET
        state_name = (SELECT name FROM workflow_states WHERE id = a.current_state_id),
        process_name = (SELECT name FROM workflows WHERE id = a.workflow_id),
        owner_name = CASE WHEN a.owner_id IS NOT NULL THEN queue_user_name(a.owner_id) END,
        company_name = (SELECT name FROM organizations WHERE id = a.organization_id)`);

    // Owner and partner 0 stand for none, so the key is a plain primary key. No foreign keys: deleting an
    // instance cascades to its applications, whose delete trigger then still has rows to subtract from.
    await q.query(`
      CREATE TABLE application_counts (
        instance_id integer NOT NULL, workflow_id integer NOT NULL, state_id integer NOT NULL,
        owner_id integer NOT NULL, organization_id integer NOT NULL, n bigint NOT NULL,
        PRIMARY KEY (instance_id, workflow_id, state_id, owner_id, organization_id))`);
    await q.query(`
      CREATE TABLE application_day_counts (
        instance_id integer NOT NULL, day date NOT NULL, n bigint NOT NULL,
        PRIMARY KEY (instance_id, day))`);
    await q.query(`
      CREATE FUNCTION application_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyCountChanges(countChanges('new_rows', 1))};
        ELSIF TG_OP = 'DELETE' THEN
          ${applyCountChanges(countChanges('old_rows', -1))};
        ELSE
          ${applyCountChanges(`${countChanges('new_rows', 1)} UNION ALL ${countChanges('old_rows', -1)}`)};
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE FUNCTION application_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM application_counts;
        DELETE FROM application_day_counts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER applications_counts_truncate AFTER TRUNCATE ON applications
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_truncate()`);
    await q.query(`
      INSERT INTO application_counts (instance_id, workflow_id, state_id, owner_id, organization_id, n)
        SELECT instance_id, workflow_id, current_state_id, coalesce(owner_id, 0), coalesce(organization_id, 0), count(*)
          FROM applications GROUP BY 1, 2, 3, 4, 5`);
    await q.query(`
      INSERT INTO application_day_counts (instance_id, day, n)
        SELECT instance_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM applications GROUP BY 1, 2`);

    const [{ trgm }]: { trgm: boolean }[] = await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS trgm`,
    );
    if (trgm) {
      await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await q.query(
        `CREATE INDEX ix_applications_search ON applications USING gin (${QUEUE_SEARCH_TEXT} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS ix_applications_search');
    await q.query('DROP TRIGGER applications_counts_truncate ON applications');
    await q.query('DROP TRIGGER applications_counts_delete ON applications');
    await q.query('DROP TRIGGER applications_counts_update ON applications');
    await q.query('DROP TRIGGER applications_counts_insert ON applications');
    await q.query('DROP FUNCTION application_counts_truncate()');
    await q.query('DROP FUNCTION application_counts_apply()');
    await q.query('DROP TABLE application_day_counts');
    await q.query('DROP TABLE application_counts');
    await q.query('DROP TRIGGER users_queue_name ON users');
    await q.query('DROP FUNCTION queue_follow_owner_name()');
    await q.query('DROP TRIGGER organizations_queue_name ON organizations');
    await q.query('DROP FUNCTION queue_follow_company_name()');
    await q.query('DROP TRIGGER workflows_queue_name ON workflows');
    await q.query('DROP FUNCTION queue_follow_process_name()');
    await q.query('DROP TRIGGER workflow_states_queue_name ON workflow_states');
    await q.query('DROP FUNCTION queue_follow_state_name()');
    await q.query('DROP TRIGGER applications_names_update ON applications');
    await q.query('DROP TRIGGER applications_names_insert ON applications');
    await q.query('DROP FUNCTION applications_fill_names()');
    await q.query('DROP FUNCTION queue_user_name(integer)');
  }
}

/** The counter keys of a transition table's rows, each counting `sign`. */
const countChanges = (rows: string, sign: 1 | -1) =>
  `SELECT instance_id, workflow_id, current_state_id AS state_id, coalesce(owner_id, 0) AS owner_id,
          coalesce(organization_id, 0) AS organization_id, (created_at AT TIME ZONE 'UTC')::date AS day,
          ${sign} AS d FROM ${rows}`;

/**
 * Adds the net changes to both count tables in one statement. Keys whose net change is 0 (an update that
 * moved nothing, like a new message) are not touched, and the rest are added in key order, so concurrent
 * transactions lock counters in the same order and never deadlock on them.
 */
const applyCountChanges = (changes: string) => `
  WITH ch AS (${changes}),
  by_key AS (
    INSERT INTO application_counts AS c (instance_id, workflow_id, state_id, owner_id, organization_id, n)
      SELECT instance_id, workflow_id, state_id, owner_id, organization_id, sum(d) FROM ch
       GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (instance_id, workflow_id, state_id, owner_id, organization_id) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING 1)
  INSERT INTO application_day_counts AS c (instance_id, day, n)
    SELECT instance_id, day, sum(d) FROM ch GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (instance_id, day) DO UPDATE SET n = c.n + EXCLUDED.n`;

/** The text the first queue search index covered (QueueApplicantNames replaced it with the names look-up). */
export const QUEUE_SEARCH_TEXT = `(applicant_name::text || ' ' || external_id::text)`;
