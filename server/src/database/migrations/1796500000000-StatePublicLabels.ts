import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StatePublicLabels1796500000000 implements MigrationInterface {
  name = 'StatePublicLabels1796500000000';

  /** What applicants are shown for a state (issue 18); null shows the state's own name. */
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "workflow_states" ADD "public_label" character varying(100)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "workflow_states" DROP COLUMN "public_label"');
  }
}
