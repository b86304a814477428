import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApplicationNotes1796016160000 implements MigrationInterface {
  name = 'ApplicationNotes1796016160000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "application_notes" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "application_id" integer NOT NULL, "author_user_id" integer NOT NULL, "body" text NOT NULL, CONSTRAINT "PK_db708de5fa99541ad52a1f907de" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_application_notes_app" ON "application_notes"  ("instance_id", "application_id", "created_at") ',
    );
    await q.query(
      'ALTER TABLE "application_notes" ADD CONSTRAINT "FK_119b9dca035ffccb476ef315fb6" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "application_notes" ADD CONSTRAINT "FK_1a5375c61bc031bba625c02096d" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "application_notes" ADD CONSTRAINT "FK_8258a3009a561e2fa26c865937e" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "application_notes" DROP CONSTRAINT "FK_8258a3009a561e2fa26c865937e"');
    await q.query('ALTER TABLE "application_notes" DROP CONSTRAINT "FK_1a5375c61bc031bba625c02096d"');
    await q.query('ALTER TABLE "application_notes" DROP CONSTRAINT "FK_119b9dca035ffccb476ef315fb6"');
    await q.query('DROP INDEX "public"."ix_application_notes_app"');
    await q.query('DROP TABLE "application_notes"');
  }
}
