import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InstanceDocuments1796300000000 implements MigrationInterface {
  name = 'InstanceDocuments1796300000000';

  /** The PDFs an instance keeps for the documents calls: fill-pdf's templates and the rent PDF (issue 17). */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "instance_documents" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "kind" character varying(40) NOT NULL, "alias" character varying(100) NOT NULL DEFAULT \'\', "file_name" character varying(255) NOT NULL, "content" bytea NOT NULL, "sha256" character(64) NOT NULL, CONSTRAINT "PK_35b200a702d89b41db040a64d71" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_instance_documents_alias" ON "instance_documents"  ("instance_id", "kind", "alias") ',
    );
    await q.query(
      'ALTER TABLE "instance_documents" ADD CONSTRAINT "FK_896bb55708a018c0a603ee5e6ab" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "instance_documents" DROP CONSTRAINT "FK_896bb55708a018c0a603ee5e6ab"');
    await q.query('DROP INDEX "public"."uq_instance_documents_alias"');
    await q.query('DROP TABLE "instance_documents"');
  }
}
