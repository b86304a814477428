import type { MigrationInterface, QueryRunner } from 'typeorm';

export class QueueIndexes1795433033728 implements MigrationInterface {
  name = 'QueueIndexes1795433033728';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "applications" ADD "state_name" character varying(100)');
    await q.query('ALTER TABLE "applications" ADD "process_name" character varying(200)');
    await q.query('ALTER TABLE "applications" ADD "owner_name" character varying(254)');
    await q.query('ALTER TABLE "applications" ADD "company_name" character varying(200)');
    await q.query(
      'CREATE INDEX "ix_applications_company_name" ON "applications"  ("instance_id", "company_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_owner_name" ON "applications"  ("instance_id", "owner_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_process_name" ON "applications"  ("instance_id", "process_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_state_name" ON "applications"  ("instance_id", "state_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_state_time" ON "applications"  ("instance_id", "state_entered_at", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_last_change" ON "applications"  ("instance_id", "last_changed_at", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_com_type" ON "applications"  ("instance_id", "last_com_type", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_com_direction" ON "applications"  ("instance_id", "last_com_direction", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_last_com" ON "applications"  ("instance_id", "last_com_date", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_client" ON "applications"  ("instance_id", "client_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_case" ON "applications"  ("instance_id", "case_number", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_category" ON "applications"  ("instance_id", "category_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_channel" ON "applications"  ("instance_id", "payment_channel_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_partner" ON "applications"  ("instance_id", "organization_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_process" ON "applications"  ("instance_id", "workflow_id", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_name" ON "applications"  ("instance_id", "applicant_name", "created_at", "id") ',
    );
    await q.query(
      'CREATE INDEX "ix_applications_external" ON "applications"  ("instance_id", "external_id") ',
    );
    await q.query('CREATE INDEX "ix_applications_id" ON "applications"  ("instance_id", "id") ');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_applications_id"');
    await q.query('DROP INDEX "public"."ix_applications_external"');
    await q.query('DROP INDEX "public"."ix_applications_name"');
    await q.query('DROP INDEX "public"."ix_applications_process"');
    await q.query('DROP INDEX "public"."ix_applications_partner"');
    await q.query('DROP INDEX "public"."ix_applications_channel"');
    await q.query('DROP INDEX "public"."ix_applications_category"');
    await q.query('DROP INDEX "public"."ix_applications_case"');
    await q.query('DROP INDEX "public"."ix_applications_client"');
    await q.query('DROP INDEX "public"."ix_applications_last_com"');
    await q.query('DROP INDEX "public"."ix_applications_com_direction"');
    await q.query('DROP INDEX "public"."ix_applications_com_type"');
    await q.query('DROP INDEX "public"."ix_applications_last_change"');
    await q.query('DROP INDEX "public"."ix_applications_state_time"');
    await q.query('DROP INDEX "public"."ix_applications_state_name"');
    await q.query('DROP INDEX "public"."ix_applications_process_name"');
    await q.query('DROP INDEX "public"."ix_applications_owner_name"');
    await q.query('DROP INDEX "public"."ix_applications_company_name"');
    await q.query('ALTER TABLE "applications" DROP COLUMN "company_name"');
    await q.query('ALTER TABLE "applications" DROP COLUMN "owner_name"');
    await q.query('ALTER TABLE "applications" DROP COLUMN "process_name"');
    await q.query('ALTER TABLE "applications" DROP COLUMN "state_name"');
  }
}
