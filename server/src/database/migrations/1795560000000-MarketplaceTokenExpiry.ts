import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Local purchase tokens expire (hand-written): a token minted before this migration is expired at once. */
export class MarketplaceTokenExpiry1795560000000 implements MigrationInterface {
  name = 'MarketplaceTokenExpiry1795560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE "marketplace_tokens" ADD "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()',
    );
    await q.query('ALTER TABLE "marketplace_tokens" ALTER COLUMN "expires_at" DROP DEFAULT');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "marketplace_tokens" DROP COLUMN "expires_at"');
  }
}
