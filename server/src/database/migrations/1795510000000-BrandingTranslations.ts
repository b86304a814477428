import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-language overrides of the branding texts (hand-written): GET /api/branding?lang= reads them. */
export class BrandingTranslations1795510000000 implements MigrationInterface {
  name = 'BrandingTranslations1795510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "instances" ADD "branding_translations" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "instances" DROP COLUMN "branding_translations"');
  }
}
