import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Addons1798500000000 implements MigrationInterface {
  name = 'Addons1798500000000';

  /** Add-ons (issue 25): optional extra items of a program's application, and on each application the ones chosen. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "program_addons" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "name" character varying(200) NOT NULL, "description" character varying(1000), "amount" numeric(12,2), "form_fields" jsonb NOT NULL DEFAULT \'[]\', "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_e11a702725b537be64629f98f4c" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_program_addons_program" ON "program_addons" ("instance_id", "program_id", "position")',
    );
    await q.query('ALTER TABLE "applications" ADD "addons" jsonb NOT NULL DEFAULT \'[]\'');
    await q.query(
      'ALTER TABLE "program_addons" ADD CONSTRAINT "FK_a715f7318aeaff28877c70100d1" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "program_addons" ADD CONSTRAINT "FK_592d7df06470f9ba3d9b45dcfc7" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "applications" DROP COLUMN "addons"');
    await q.query('DROP TABLE "program_addons"');
  }
}
