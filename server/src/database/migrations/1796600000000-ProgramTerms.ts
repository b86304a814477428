import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProgramTerms1796600000000 implements MigrationInterface {
  name = 'ProgramTerms1796600000000';

  /** A program's application window, award and budget (issue 18); null: not kept. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "programs"
      ADD "opens_at" TIMESTAMP WITH TIME ZONE,
      ADD "closes_at" TIMESTAMP WITH TIME ZONE,
      ADD "amount_min" numeric(12,2),
      ADD "amount_max" numeric(12,2),
      ADD "budget_total" numeric(14,2)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "programs"
      DROP COLUMN "budget_total", DROP COLUMN "amount_max", DROP COLUMN "amount_min",
      DROP COLUMN "closes_at", DROP COLUMN "opens_at"`);
  }
}
