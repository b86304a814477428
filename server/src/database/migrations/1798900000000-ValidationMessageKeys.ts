import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A validation result's own words as a message key and its values, for the UIs to say in their language. */
export class ValidationMessageKeys1798900000000 implements MigrationInterface {
  name = 'ValidationMessageKeys1798900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "validation_results" ADD "message_key" character varying(40)');
    await q.query('ALTER TABLE "validation_results" ADD "message_params" jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "validation_results" DROP COLUMN "message_params"');
    await q.query('ALTER TABLE "validation_results" DROP COLUMN "message_key"');
  }
}
