import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The business profile's financials, activity periods and activities, and its documents (issue 19). */
export class BusinessActivity1798600000000 implements MigrationInterface {
  name = 'BusinessActivity1798600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const tenant =
      '"instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "business_id" integer NOT NULL';
    await queryRunner.query(`ALTER TABLE "business_profiles" ADD "documents" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `CREATE TABLE "business_financials" (${tenant}, "period_type" character varying(10) NOT NULL, "year" integer NOT NULL, "month" integer, "period" character varying(7) NOT NULL, "revenue" numeric(12,2) NOT NULL, "expenses" numeric(12,2), CONSTRAINT "PK_business_financials" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_business_financials" ON "business_financials" ("instance_id", "business_id", "period") ',
    );
    await queryRunner.query(
      `CREATE TABLE "business_activity_periods" (${tenant}, "name" character varying(60) NOT NULL, "starts_on" date NOT NULL, "ends_on" date NOT NULL, CONSTRAINT "PK_business_activity_periods" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "ix_business_activity_periods" ON "business_activity_periods" ("instance_id", "business_id") ',
    );
    await queryRunner.query(
      `CREATE TABLE "business_activities" (${tenant}, "period_id" integer NOT NULL, "date" date NOT NULL, "title" character varying(100) NOT NULL, "description" character varying(1000), "hours" numeric(8,2), CONSTRAINT "PK_business_activities" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "ix_business_activities" ON "business_activities" ("instance_id", "business_id", "period_id") ',
    );
    // The constraint names TypeORM gives these relations (schema-drift.e2e compares them).
    const foreignKeys = [
      ['business_financials', 'FK_a29ac05bd3b9f2255be7ae30d29', 'instance_id', 'instances'],
      ['business_financials', 'FK_f3df9148419e2d3cc8ec25580fc', 'business_id', 'businesses'],
      ['business_activity_periods', 'FK_ca836276aae09c47fad27cbbb6a', 'instance_id', 'instances'],
      ['business_activity_periods', 'FK_e66297b51244bbfeaded7220122', 'business_id', 'businesses'],
      ['business_activities', 'FK_0c8ff14a25d65de172bf36b2134', 'instance_id', 'instances'],
      ['business_activities', 'FK_9b51f360a13640a0431d9485468', 'business_id', 'businesses'],
      ['business_activities', 'FK_22aeb2b3dffbb29a8f95397ac68', 'period_id', 'business_activity_periods'],
    ];
    for (const [table, name, column, target] of foreignKeys) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${target}"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "business_activities"');
    await queryRunner.query('DROP TABLE "business_activity_periods"');
    await queryRunner.query('DROP TABLE "business_financials"');
    await queryRunner.query('ALTER TABLE "business_profiles" DROP COLUMN "documents"');
  }
}
