import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A message of the communications center names the files attached to it (the files domain's rows). */
export class MessageAttachments1798810000000 implements MigrationInterface {
  name = 'MessageAttachments1798810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "communications" ADD "file_ids" integer array NOT NULL DEFAULT \'{}\'');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "communications" DROP COLUMN "file_ids"');
  }
}
