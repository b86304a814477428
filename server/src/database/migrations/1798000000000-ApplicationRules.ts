import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApplicationRules1798000000000 implements MigrationInterface {
  name = 'ApplicationRules1798000000000';

  /**
   * Application rules (issue 25): a program's limits on submissions, and on each application the household it
   * was submitted from, which one-per-household rules compare.
   */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "application_rules" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "max_applications" integer, "period_days" integer, CONSTRAINT "PK_a6cec1e84e58a2f011c9b6fbfa0" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_application_rules_program" ON "application_rules" ("instance_id", "program_id")',
    );
    await q.query('ALTER TABLE "applications" ADD "household_key" character varying(300)');
    await q.query(
      'CREATE INDEX "ix_applications_household" ON "applications" ("instance_id", "program_id", "household_key")',
    );
    await q.query(
      'ALTER TABLE "application_rules" ADD CONSTRAINT "FK_8208cda4d760ee80a2ce9e2aa9b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "application_rules" ADD CONSTRAINT "FK_9c2501898661f242aaf5939262c" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "public"."ix_applications_household"');
    await q.query('ALTER TABLE "applications" DROP COLUMN "household_key"');
    await q.query('DROP TABLE "application_rules"');
  }
}
