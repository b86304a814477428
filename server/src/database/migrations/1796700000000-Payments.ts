import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1796700000000 implements MigrationInterface {
  name = 'Payments1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "payment_methods" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "account_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "token" character varying(64) NOT NULL, "last4" character(4) NOT NULL, "routing_number" character(9), "bank_name" character varying(100), "behaviour" character varying(20) NOT NULL, CONSTRAINT "PK_34f9b8c6dfb4ac3559f7e2820d1" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_payment_methods_account" ON "payment_methods"  ("instance_id", "account_id", "created_at") ',
    );
    await q.query('CREATE UNIQUE INDEX "ux_payment_methods_token" ON "payment_methods"  ("token") ');
    await q.query(
      'CREATE TABLE "payments" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "application_id" integer NOT NULL, "program_id" integer NOT NULL, "channel" character varying(10) NOT NULL, "amount_minor" bigint NOT NULL, "currency" character(3) NOT NULL, "status" character varying(12) NOT NULL, "provider" character varying(10) NOT NULL, "provider_ref" character varying(80) NOT NULL, "method_id" integer, "last4" character(4), "bank_name" character varying(100), "payee" character varying(200), "address" character varying(500), "attempts" integer NOT NULL DEFAULT \'0\', "failure_code" character varying(40), "created_by_user_id" integer, "approved_at" TIMESTAMP WITH TIME ZONE, "settled_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "refund_reason" character varying(500), "refunded_by_user_id" integer, CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "ux_payments_provider_ref" ON "payments"  ("provider", "provider_ref") ',
    );
    await q.query(
      'CREATE INDEX "ix_payments_application" ON "payments"  ("instance_id", "application_id", "created_at") ',
    );
    await q.query(
      'CREATE TABLE "ledger_accounts" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(60) NOT NULL, "currency" character(3) NOT NULL, CONSTRAINT "PK_62b34396dda564757cf123fff0e" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "ux_ledger_accounts_name" ON "ledger_accounts"  ("instance_id", "name", "currency") ',
    );
    await q.query(
      'CREATE TABLE "ledger_transactions" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "kind" character varying(12) NOT NULL, CONSTRAINT "PK_633d103c9e415d615aacf9b1929" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "ux_ledger_transactions_payment" ON "ledger_transactions"  ("payment_id", "kind") ',
    );
    await q.query(
      'CREATE TABLE "ledger_entries" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "transaction_id" integer NOT NULL, "account_id" integer NOT NULL, "amount_minor" bigint NOT NULL, "currency" character(3) NOT NULL, CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_ledger_entries_account" ON "ledger_entries"  ("instance_id", "account_id") ',
    );
    await q.query('CREATE INDEX "ix_ledger_entries_transaction" ON "ledger_entries"  ("transaction_id") ');
    await q.query(
      'CREATE TABLE "payment_idempotency" ("instance_id" integer NOT NULL, "account_id" integer NOT NULL, "key" character varying(255) NOT NULL, "fingerprint" character(64) NOT NULL, "status_code" integer NOT NULL, "answer" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3f9f2b66d3a1f4ee479653f7b8b" PRIMARY KEY ("instance_id", "account_id", "key"))',
    );
    await q.query(
      'CREATE TABLE "payment_jobs" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "kind" character varying(12) NOT NULL, "payload" jsonb, "run_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT \'0\', "last_error" character varying(500), "done_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e441399d80a7a195054b4be104b" PRIMARY KEY ("id"))',
    );
    await q.query('CREATE INDEX "ix_payment_jobs_due" ON "payment_jobs"  ("run_at") WHERE "done_at" IS NULL');
    await q.query(
      'ALTER TABLE "payment_methods" ADD CONSTRAINT "FK_fe10d886ee68648b849507437ba" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payment_methods" ADD CONSTRAINT "FK_8e37bcba3b3737a49b43f2e9b1b" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_78f1eec2528987706d051d6e5dc" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_3b379ebb0e5d8ac17f998b932e7" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_9200663684b981a7bd078895a0c" FOREIGN KEY ("method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_9f7cd61441c266124c13d7d0d63" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payments" ADD CONSTRAINT "FK_72bc9ca704d4d36c86bb619114a" FOREIGN KEY ("refunded_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_accounts" ADD CONSTRAINT "FK_c1ba52a1dbe3941bd7b035352a9" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_transactions" ADD CONSTRAINT "FK_ed3d5f04fc1093db91430d75225" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_transactions" ADD CONSTRAINT "FK_056e2bc0e2999420144da9fdb80" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_fdb674c21445a1edb0e69c8cd0d" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_b26c5ef5853fd6e0a8680427f60" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_e4440167e470be69f9622c1ceab" FOREIGN KEY ("account_id") REFERENCES "ledger_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payment_jobs" ADD CONSTRAINT "FK_af207e60ce6e3d8192aa871f30b" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "payment_jobs" ADD CONSTRAINT "FK_e69635250a316a8c48216f34684" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "payment_jobs" DROP CONSTRAINT "FK_e69635250a316a8c48216f34684"');
    await q.query('ALTER TABLE "payment_jobs" DROP CONSTRAINT "FK_af207e60ce6e3d8192aa871f30b"');
    await q.query('ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_e4440167e470be69f9622c1ceab"');
    await q.query('ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_b26c5ef5853fd6e0a8680427f60"');
    await q.query('ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_fdb674c21445a1edb0e69c8cd0d"');
    await q.query('ALTER TABLE "ledger_transactions" DROP CONSTRAINT "FK_056e2bc0e2999420144da9fdb80"');
    await q.query('ALTER TABLE "ledger_transactions" DROP CONSTRAINT "FK_ed3d5f04fc1093db91430d75225"');
    await q.query('ALTER TABLE "ledger_accounts" DROP CONSTRAINT "FK_c1ba52a1dbe3941bd7b035352a9"');
    await q.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_72bc9ca704d4d36c86bb619114a"');
    await q.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_9f7cd61441c266124c13d7d0d63"');
    await q.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_9200663684b981a7bd078895a0c"');
    await q.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_3b379ebb0e5d8ac17f998b932e7"');
    await q.query('ALTER TABLE "payments" DROP CONSTRAINT "FK_78f1eec2528987706d051d6e5dc"');
    await q.query('ALTER TABLE "payment_methods" DROP CONSTRAINT "FK_8e37bcba3b3737a49b43f2e9b1b"');
    await q.query('ALTER TABLE "payment_methods" DROP CONSTRAINT "FK_fe10d886ee68648b849507437ba"');
    await q.query('DROP INDEX "public"."ix_payment_jobs_due"');
    await q.query('DROP TABLE "payment_jobs"');
    await q.query('DROP TABLE "payment_idempotency"');
    await q.query('DROP INDEX "public"."ix_ledger_entries_transaction"');
    await q.query('DROP INDEX "public"."ix_ledger_entries_account"');
    await q.query('DROP TABLE "ledger_entries"');
    await q.query('DROP INDEX "public"."ux_ledger_transactions_payment"');
    await q.query('DROP TABLE "ledger_transactions"');
    await q.query('DROP INDEX "public"."ux_ledger_accounts_name"');
    await q.query('DROP TABLE "ledger_accounts"');
    await q.query('DROP INDEX "public"."ix_payments_application"');
    await q.query('DROP INDEX "public"."ux_payments_provider_ref"');
    await q.query('DROP TABLE "payments"');
    await q.query('DROP INDEX "public"."ux_payment_methods_token"');
    await q.query('DROP INDEX "public"."ix_payment_methods_account"');
    await q.query('DROP TABLE "payment_methods"');
  }
}
