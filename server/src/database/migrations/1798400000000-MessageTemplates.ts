import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MessageTemplates1798400000000 implements MigrationInterface {
  name = 'MessageTemplates1798400000000';

  /** Communications flows: messages staff pick in the communications panel (issue 21). */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "message_templates" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "program_id" integer, "name" character varying(200) NOT NULL, "type" character varying(10) NOT NULL DEFAULT \'EMAIL\', "subject" character varying(300), "body" text NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_9ac2bd9635be662d183f314947d" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_message_templates_program" ON "message_templates"  ("instance_id", "program_id") ',
    );
    await q.query(
      'ALTER TABLE "message_templates" ADD CONSTRAINT "FK_5b0aa6616a9cbf2767b5f0dc098" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "message_templates" ADD CONSTRAINT "FK_06678a8612f76b4626ea2f1d7b1" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "message_templates" DROP CONSTRAINT "FK_06678a8612f76b4626ea2f1d7b1"');
    await q.query('ALTER TABLE "message_templates" DROP CONSTRAINT "FK_5b0aa6616a9cbf2767b5f0dc098"');
    await q.query('DROP INDEX "public"."ix_message_templates_program"');
    await q.query('DROP TABLE "message_templates"');
  }
}
