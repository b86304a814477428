import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The external form an instance sends its individual accounts to, as an instance setting (hand-written). */
export class InstanceIndividualFormUrl1795950000000 implements MigrationInterface {
  name = 'InstanceIndividualFormUrl1795950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "instances" ADD "individual_form_url" character varying(500)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "instances" DROP COLUMN "individual_form_url"');
  }
}
