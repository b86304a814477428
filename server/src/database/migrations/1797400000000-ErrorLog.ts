import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ErrorLog1797400000000 implements MigrationInterface {
  name = 'ErrorLog1797400000000';

  /** Failures staff read at the admin resource error-log: a message that could not be sent (issue 21). */
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "error_log" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "source" character varying(40) NOT NULL, "application_id" integer, "channel" character varying(10), "recipient" character varying(254), "message" text NOT NULL, CONSTRAINT "PK_error_log" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_error_log_time" ON "error_log" ("instance_id", "created_at")');
    await q.query(
      'ALTER TABLE "error_log" ADD CONSTRAINT "FK_a97d68211e52fcef74e82fab521" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "error_log"');
  }
}
