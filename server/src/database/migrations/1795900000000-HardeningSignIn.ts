import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in failures counted per login id in their own table, known or not (the users' columns move there),
 * the sign-in a session was opened from (logout ends it), and the invitation of a staff account opened on an
 * existing login (API.md "Hardening").
 */
export class HardeningSignIn1795900000000 implements MigrationInterface {
  name = 'HardeningSignIn1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sign_in_failures" ("key" character varying(300) NOT NULL, "failed_attempts" smallint NOT NULL DEFAULT '0', "locked_until" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9640f740c74e346a74259162542" PRIMARY KEY ("key"))`,
    );
    await q.query(`CREATE INDEX "ix_sign_in_failures_updated" ON "sign_in_failures" ("updated_at")`);
    await q.query(
      `INSERT INTO sign_in_failures (key, failed_attempts, locked_until)
       SELECT 'user:' || id, failed_attempts, locked_until FROM users
        WHERE failed_attempts > 0 OR locked_until IS NOT NULL`,
    );
    await q.query(`ALTER TABLE "users" DROP COLUMN "failed_attempts"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "locked_until"`);
    await q.query(`ALTER TABLE "accounts" ADD "invitation" jsonb`);
    await q.query(`ALTER TABLE "sessions" ADD "sign_in_id" uuid`);
    await q.query(
      `CREATE INDEX "ix_sessions_sign_in" ON "sessions" ("sign_in_id") WHERE sign_in_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."ix_sessions_sign_in"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "sign_in_id"`);
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "invitation"`);
    await q.query(`ALTER TABLE "users" ADD "locked_until" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "users" ADD "failed_attempts" smallint NOT NULL DEFAULT '0'`);
    await q.query(
      `UPDATE users u SET failed_attempts = f.failed_attempts, locked_until = f.locked_until
         FROM sign_in_failures f WHERE f.key = 'user:' || u.id`,
    );
    await q.query(`DROP INDEX "public"."ix_sign_in_failures_updated"`);
    await q.query(`DROP TABLE "sign_in_failures"`);
  }
}
