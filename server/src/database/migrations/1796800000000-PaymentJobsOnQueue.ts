import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The payments domain's own job table gives way to the application's job queue (jobs module, pg-boss). */
export class PaymentJobsOnQueue1796800000000 implements MigrationInterface {
  name = 'PaymentJobsOnQueue1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "payment_jobs"');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "payment_jobs" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "kind" character varying(12) NOT NULL, "payload" jsonb, "run_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT \'0\', "last_error" character varying(500), "done_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e441399d80a7a195054b4be104b" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_payment_jobs_due" ON "payment_jobs"  ("run_at") WHERE "done_at" IS NULL');
    await q.query(
      'ALTER TABLE "payment_jobs" ADD CONSTRAINT "FK_af207e60ce6e3d8192aa871f30b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payment_jobs" ADD CONSTRAINT "FK_e69635250a316a8c48216f34684" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }
}
