import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Files1796100000000 implements MigrationInterface {
  name = 'Files1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "files" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "owner_account_id" integer, "owner_user_id" integer, "application_id" integer, "kind" character varying(60) NOT NULL, "name" character varying(255) NOT NULL, "size" bigint NOT NULL, "content_type" character varying(100) NOT NULL, "sha256" character(64) NOT NULL, "removed_at" TIMESTAMP WITH TIME ZONE, "removed_by_user_id" integer, CONSTRAINT "PK_6c16b9093a142e0e7613b04a3d9" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_files_sha256" ON "files"  ("sha256") ');
    await q.query(
      'CREATE INDEX "ix_files_owner" ON "files"  ("instance_id", "owner_account_id", "kind", "created_at") ',
    );
    await q.query(
      'CREATE INDEX "ix_files_application" ON "files"  ("instance_id", "application_id", "created_at") ',
    );
    await q.query('ALTER TABLE "application_notes" ADD "file_ids" integer array NOT NULL DEFAULT \'{}\'');
    await q.query(
      'ALTER TABLE "files" ADD CONSTRAINT "FK_ff065268f9cbf7d8f66a07f2dc6" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "files" ADD CONSTRAINT "FK_6c3e6c531b4fddf31f4a1228166" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "files" ADD CONSTRAINT "FK_d23e9020a4d6c33663df6e47d01" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "files" ADD CONSTRAINT "FK_d4104654f1514d7694c7918a2f5" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "files" ADD CONSTRAINT "FK_01debfc7ba52f19bd3745f2a5aa" FOREIGN KEY ("removed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "files" DROP CONSTRAINT "FK_01debfc7ba52f19bd3745f2a5aa"');
    await q.query('ALTER TABLE "files" DROP CONSTRAINT "FK_d4104654f1514d7694c7918a2f5"');
    await q.query('ALTER TABLE "files" DROP CONSTRAINT "FK_d23e9020a4d6c33663df6e47d01"');
    await q.query('ALTER TABLE "files" DROP CONSTRAINT "FK_6c3e6c531b4fddf31f4a1228166"');
    await q.query('ALTER TABLE "files" DROP CONSTRAINT "FK_ff065268f9cbf7d8f66a07f2dc6"');
    await q.query('ALTER TABLE "application_notes" DROP COLUMN "file_ids"');
    await q.query('DROP INDEX "public"."ix_files_application"');
    await q.query('DROP INDEX "public"."ix_files_owner"');
    await q.query('DROP INDEX "public"."ix_files_sha256"');
    await q.query('DROP TABLE "files"');
  }
}
