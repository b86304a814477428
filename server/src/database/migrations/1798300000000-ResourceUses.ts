import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ResourceUses1798300000000 implements MigrationInterface {
  name = 'ResourceUses1798300000000';

  /** Resource uses (issue 25): awards of a program's money, counted against its budget. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "resource_uses" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "application_id" integer, "amount" numeric(12,2) NOT NULL, "note" character varying(500), CONSTRAINT "PK_4256e9ba043ac2e7afdfd11c8d0" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_resource_uses_program" ON "resource_uses" ("instance_id", "program_id")');
    await q.query(
      'ALTER TABLE "resource_uses" ADD CONSTRAINT "FK_50acfb59d1192ea0be4454fbdf9" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "resource_uses" ADD CONSTRAINT "FK_e9a18cc1872441638c29505213a" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "resource_uses" ADD CONSTRAINT "FK_ff373bc35429f733ffcc1be75e8" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "resource_uses"');
  }
}
