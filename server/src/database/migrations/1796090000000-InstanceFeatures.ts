import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the code tied to instance ids becomes features of the instances (contract/instance-features.ts).
 * Existing databases keep their behaviour: the instances the code named get the features once, here; from
 * now on seeds and administrators set them, and no code compares an instance id.
 */
export class InstanceFeatures1796090000000 implements MigrationInterface {
  name = 'InstanceFeatures1796090000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "instances" ADD "features" character varying(40) array NOT NULL DEFAULT '{}'`);
    await q.query(`
      UPDATE instances SET features = CASE id
        WHEN 344 THEN ARRAY['subscriberAccounts']
        WHEN 600 THEN ARRAY['demoAccounts']
        WHEN 318 THEN ARRAY['syncReport']
        WHEN 483 THEN ARRAY['newerLoginLayout', 'closedSignUp']
      END::varchar(40)[]
       WHERE id IN (344, 600, 318, 483)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "instances" DROP COLUMN "features"`);
  }
}
