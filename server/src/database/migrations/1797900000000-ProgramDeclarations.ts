import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgramDeclarations1797900000000 implements MigrationInterface {
  name = 'ProgramDeclarations1797900000000';

  /**
   * Declarations (issue 25): the statements a program asks applicants to accept, and on each application the
   * ones accepted with the name typed and the time.
   */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "program_declarations" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer NOT NULL, "statement" character varying(1000) NOT NULL, "required" boolean NOT NULL DEFAULT true, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_eef6a021893001d84ed1eaa1dad" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_program_declarations_program" ON "program_declarations" ("instance_id", "program_id", "position")',
    );
    await q.query('ALTER TABLE "applications" ADD "declarations" jsonb NOT NULL DEFAULT \'[]\'');
    await q.query(
      'ALTER TABLE "program_declarations" ADD CONSTRAINT "FK_62b259cb52de2e6574667b06024" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "program_declarations" ADD CONSTRAINT "FK_2b26ea52c288e9a6588cd0166ac" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "applications" DROP COLUMN "declarations"');
    await q.query('DROP TABLE "program_declarations"');
  }
}
