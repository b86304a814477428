import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserPreferences1797600000000 implements MigrationInterface {
  name = 'UserPreferences1797600000000';

  /** The channels each person lets an instance's notifications reach them on (issue 21). */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "user_preferences" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "user_id" integer NOT NULL, "email" boolean NOT NULL DEFAULT true, "sms" boolean NOT NULL DEFAULT true, "voice" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_e8cfb5b31af61cd363a6b6d7c25" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "ux_user_preferences_user" ON "user_preferences"  ("instance_id", "user_id") ',
    );
    await q.query(
      'ALTER TABLE "user_preferences" ADD CONSTRAINT "FK_a6b83f4078fef9fcec24fdb3c6b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "user_preferences" ADD CONSTRAINT "FK_458057fa75b66e68a275647da2e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "user_preferences" DROP CONSTRAINT "FK_458057fa75b66e68a275647da2e"');
    await q.query('ALTER TABLE "user_preferences" DROP CONSTRAINT "FK_a6b83f4078fef9fcec24fdb3c6b"');
    await q.query('DROP INDEX "public"."ux_user_preferences_user"');
    await q.query('DROP TABLE "user_preferences"');
  }
}
