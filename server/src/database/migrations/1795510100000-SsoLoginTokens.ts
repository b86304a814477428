import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on tokens are operation tokens of the operation sso_login (hand-written): they name the account
 * the new session opens on.
 */
export class SsoLoginTokens1795510100000 implements MigrationInterface {
  name = 'SsoLoginTokens1795510100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "operation_tokens" ADD "account_id" integer');
    await q.query(
      'ALTER TABLE "operation_tokens" ADD CONSTRAINT "FK_958a50fa53c7004869f5711b2f1" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "operation_tokens" DROP CONSTRAINT "FK_958a50fa53c7004869f5711b2f1"');
    await q.query('ALTER TABLE "operation_tokens" DROP COLUMN "account_id"');
  }
}
