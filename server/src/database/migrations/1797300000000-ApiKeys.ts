import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys of an instance's admin API, stored hashed, and the audit of their uses (issue 22). */
export class ApiKeys1797300000000 implements MigrationInterface {
  name = 'ApiKeys1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "role" smallint NOT NULL, "key_hash" character(64) NOT NULL, "prefix" character varying(12) NOT NULL, "created_by_account_id" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_api_keys_hash" ON "api_keys" ("key_hash") ');
    await queryRunner.query('CREATE INDEX "ix_api_keys_instance" ON "api_keys" ("instance_id") ');
    await queryRunner.query(
      'CREATE TABLE "api_key_uses" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "api_key_id" integer NOT NULL, "key_name" character varying(100) NOT NULL, "method" character varying(10) NOT NULL, "path" character varying(500) NOT NULL, "outcome" character varying(40) NOT NULL, CONSTRAINT "PK_1f18dbfe710b4d169e45f69ad00" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_api_key_uses_key" ON "api_key_uses" ("api_key_id", "id") ');
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_0c4a75eb64102b98d364194d911" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_73e929bfb60e0e4a877f26ab623" FOREIGN KEY ("created_by_account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "api_key_uses" ADD CONSTRAINT "FK_e656172daa7f6ef8ba1f2cbaba2" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "api_key_uses"');
    await queryRunner.query('DROP TABLE "api_keys"');
  }
}
