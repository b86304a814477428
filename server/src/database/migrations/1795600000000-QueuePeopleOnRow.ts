import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rest of what a queue row shows about people, copied onto each application as QueueKeptCounts does
 * for the state, process, owner and partner names (hand-written): the applicant user's name, the name of
 * whoever changed it last, and the owner's roles in the instance. Computing them per row at read time was
 * half of what PostgreSQL spent on a queue page. Filled by the names trigger on insert and when the id
 * changes, and followed when a user is renamed or a staff account's roles change.
 */
export class QueuePeopleOnRow1795600000000 implements MigrationInterface {
  name = 'QueuePeopleOnRow1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE applications ADD COLUMN user_name varchar(254), ADD COLUMN last_changed_by_name varchar(254),
        ADD COLUMN owner_roles integer[]`);
    await q.query(`
      CREATE FUNCTION queue_owner_roles(instance integer, owner integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
        SELECT roles FROM accounts WHERE instance_id = instance AND user_id = owner AND entity_type = 3
         ORDER BY id LIMIT 1
      $$`);
    await q.query(fillNames(true));
    await q.query('DROP TRIGGER applications_names_insert ON applications');
    await q.query('DROP TRIGGER applications_names_update ON applications');
    await q.query(insertTrigger(true));
    await q.query(updateTrigger(true));
    // Users span instances; the owner and applicant indexes lead with the instance, so each is probed. Who
    // changed an application last has no index: renaming a user is rare, and that part scans.
    await q.query(`
      CREATE OR REPLACE FUNCTION queue_follow_owner_name() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        name varchar(254) := queue_user_name(NEW.id);
      BEGIN
        UPDATE applications SET owner_name = name
         WHERE instance_id = ANY (ARRAY(SELECT id FROM instances)) AND owner_id = NEW.id;
        UPDATE applications SET user_name = name
         WHERE instance_id = ANY (ARRAY(SELECT id FROM instances)) AND applicant_user_id = NEW.id;
        UPDATE applications SET last_changed_by_name = name WHERE last_changed_by_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION queue_follow_owner_roles() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        instance integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.instance_id ELSE NEW.instance_id END;
        owner integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
      BEGIN
        UPDATE applications SET owner_roles = queue_owner_roles(instance, owner)
         WHERE instance_id = instance AND owner_id = owner;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER accounts_queue_owner_roles AFTER INSERT OR DELETE OR UPDATE OF roles, entity_type ON accounts
        FOR EACH ROW EXECUTE FUNCTION queue_follow_owner_roles()`);
    await q.query(`
      UPDATE applications a SET
        user_name = CASE WHEN a.applicant_user_id IS NOT NULL THEN queue_user_name(a.applicant_user_id) END,
        last_changed_by_name = CASE WHEN a.last_changed_by_id IS NOT NULL THEN queue_user_name(a.last_changed_by_id) END,
        owner_roles = CASE WHEN a.owner_id IS NOT NULL THEN queue_owner_roles(a.instance_id, a.owner_id) END
       WHERE a.applicant_user_id IS NOT NULL OR a.last_changed_by_id IS NOT NULL OR a.owner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER accounts_queue_owner_roles ON accounts');
    await q.query('DROP FUNCTION queue_follow_owner_roles()');
    await q.query(`
      CREATE OR REPLACE FUNCTION queue_follow_owner_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE applications SET owner_name = queue_user_name(NEW.id)
         WHERE instance_id = ANY (ARRAY(SELECT id FROM instances)) AND owner_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(fillNames(false));
    await q.query('DROP TRIGGER applications_names_insert ON applications');
    await q.query('DROP TRIGGER applications_names_update ON applications');
    await q.query(insertTrigger(false));
    await q.query(updateTrigger(false));
    await q.query(
      'ALTER TABLE applications DROP COLUMN user_name, DROP COLUMN last_changed_by_name, DROP COLUMN owner_roles',
    );
    await q.query('DROP FUNCTION queue_owner_roles(integer, integer)');
  }
}

/** The names trigger's function, with the people this migration adds (`people`) or as it was before. */
const fillNames = (people: boolean) => `
  CREATE OR REPLACE FUNCTION applications_fill_names() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' OR NEW.current_state_id IS DISTINCT FROM OLD.current_state_id OR NEW.state_name IS NULL THEN
      NEW.state_name := (SELECT name FROM workflow_states WHERE id = NEW.current_state_id);
    END IF;
    IF TG_OP = 'INSERT' OR NEW.workflow_id IS DISTINCT FROM OLD.workflow_id OR NEW.process_name IS NULL THEN
      NEW.process_name := (SELECT name FROM workflows WHERE id = NEW.workflow_id);
    END IF;
    IF TG_OP = 'INSERT' OR NEW.owner_id IS DISTINCT FROM OLD.owner_id THEN${
      people
        ? `
      IF TG_OP = 'UPDATE' OR NEW.owner_name IS NULL THEN
        NEW.owner_name := CASE WHEN NEW.owner_id IS NOT NULL THEN queue_user_name(NEW.owner_id) END;
      END IF;
      IF TG_OP = 'UPDATE' OR NEW.owner_roles IS NULL THEN
        NEW.owner_roles := CASE WHEN NEW.owner_id IS NOT NULL THEN queue_owner_roles(NEW.instance_id, NEW.owner_id) END;
      END IF;`
        : `
      NEW.owner_name := CASE WHEN NEW.owner_id IS NOT NULL THEN queue_user_name(NEW.owner_id) END;`
    }
    END IF;
    IF TG_OP = 'INSERT' OR NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
      NEW.company_name := (SELECT name FROM organizations WHERE id = NEW.organization_id);
    END IF;${
      people
        ? `
    IF (TG_OP = 'INSERT' AND NEW.user_name IS NULL) OR NEW.applicant_user_id IS DISTINCT FROM OLD.applicant_user_id THEN
      NEW.user_name := CASE WHEN NEW.applicant_user_id IS NOT NULL THEN queue_user_name(NEW.applicant_user_id) END;
    END IF;
    IF (TG_OP = 'INSERT' AND NEW.last_changed_by_name IS NULL) OR NEW.last_changed_by_id IS DISTINCT FROM OLD.last_changed_by_id THEN
      NEW.last_changed_by_name := CASE WHEN NEW.last_changed_by_id IS NOT NULL THEN queue_user_name(NEW.last_changed_by_id) END;
    END IF;`
        : ''
    }
    RETURN NEW;
  END $$`;

/** A writer that already knows the names (the scale seed) skips the look-ups; TypeORM never sends them. */
const insertTrigger = (people: boolean) => `
  CREATE TRIGGER applications_names_insert BEFORE INSERT ON applications FOR EACH ROW
    WHEN (NEW.state_name IS NULL OR NEW.process_name IS NULL
          OR (NEW.owner_id IS NOT NULL AND (NEW.owner_name IS NULL${people ? ' OR NEW.owner_roles IS NULL' : ''}))
          OR (NEW.organization_id IS NOT NULL AND NEW.company_name IS NULL)${
            people
              ? `
          OR (NEW.applicant_user_id IS NOT NULL AND NEW.user_name IS NULL)
          OR (NEW.last_changed_by_id IS NOT NULL AND NEW.last_changed_by_name IS NULL)`
              : ''
          })
    EXECUTE FUNCTION applications_fill_names()`;

const updateTrigger = (people: boolean) => `
  CREATE TRIGGER applications_names_update BEFORE UPDATE ON applications FOR EACH ROW
    WHEN (NEW.current_state_id IS DISTINCT FROM OLD.current_state_id
          OR NEW.workflow_id IS DISTINCT FROM OLD.workflow_id
          OR NEW.owner_id IS DISTINCT FROM OLD.owner_id
          OR NEW.organization_id IS DISTINCT FROM OLD.organization_id${
            people
              ? `
          OR NEW.applicant_user_id IS DISTINCT FROM OLD.applicant_user_id
          OR NEW.last_changed_by_id IS DISTINCT FROM OLD.last_changed_by_id`
              : ''
          })
    EXECUTE FUNCTION applications_fill_names()`;
