import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff notes on community entities (individuals and businesses), with their attachments' file ids. */
export class CommunityNotes1798820000000 implements MigrationInterface {
  name = 'CommunityNotes1798820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "community_notes" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "entity_type" smallint NOT NULL, "entity_id" integer NOT NULL, "author_user_id" integer NOT NULL, "body" text NOT NULL, "file_ids" integer array NOT NULL DEFAULT \'{}\', CONSTRAINT "PK_c732342605da143ce004278fc29" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_community_notes_entity" ON "community_notes"  ("instance_id", "entity_type", "entity_id", "created_at") ',
    );
    await q.query(
      'ALTER TABLE "community_notes" ADD CONSTRAINT "FK_4cc719172aa57735a22a702707a" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "community_notes" ADD CONSTRAINT "FK_bbc7c9fc27a32a8b5bbacadce04" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "community_notes" DROP CONSTRAINT "FK_bbc7c9fc27a32a8b5bbacadce04"');
    await q.query('ALTER TABLE "community_notes" DROP CONSTRAINT "FK_4cc719172aa57735a22a702707a"');
    await q.query('DROP INDEX "public"."ix_community_notes_entity"');
    await q.query('DROP TABLE "community_notes"');
  }
}
