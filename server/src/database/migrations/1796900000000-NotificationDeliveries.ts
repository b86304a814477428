import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationDeliveries1796900000000 implements MigrationInterface {
  name = 'NotificationDeliveries1796900000000';

  /** Each attempt to deliver a fired notification rule, and rules' translations (issue 21). */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "notification_deliveries" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "rule_id" integer, "application_id" integer, "event" character varying(30) NOT NULL, "channel" character varying(10) NOT NULL, "participant" character varying(10) NOT NULL, "recipient" character varying(254), "subject" character varying(300), "attempt" integer NOT NULL, "status" character varying(10) NOT NULL, "error" text, CONSTRAINT "PK_81daeff81f237bd384f7cfc4a4c" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_notification_deliveries_application" ON "notification_deliveries"  ("instance_id", "application_id") ',
    );
    await q.query(
      'CREATE INDEX "ix_notification_deliveries_time" ON "notification_deliveries"  ("instance_id", "created_at") ',
    );
    await q.query('ALTER TABLE "notification_rules" ADD "translations" jsonb NOT NULL DEFAULT \'{}\'');
    await q.query(
      'ALTER TABLE "notification_deliveries" ADD CONSTRAINT "FK_701133763554abb29aeb1f513f8" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "notification_deliveries" DROP CONSTRAINT "FK_701133763554abb29aeb1f513f8"');
    await q.query('ALTER TABLE "notification_rules" DROP COLUMN "translations"');
    await q.query('DROP INDEX "public"."ix_notification_deliveries_time"');
    await q.query('DROP INDEX "public"."ix_notification_deliveries_application"');
    await q.query('DROP TABLE "notification_deliveries"');
  }
}
