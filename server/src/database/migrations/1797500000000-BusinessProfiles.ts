import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The business's community profile (overview, contact, categories, operating hours) and its licences (issue 19). */
export class BusinessProfiles1797500000000 implements MigrationInterface {
  name = 'BusinessProfiles1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "business_profiles" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "business_id" integer NOT NULL, "overview" jsonb NOT NULL DEFAULT '{}', "contact" jsonb NOT NULL DEFAULT '{}', "categories" jsonb NOT NULL DEFAULT '[]', "operating_hours" jsonb NOT NULL DEFAULT '{}', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_business_profiles" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_business_profiles" ON "business_profiles" ("instance_id", "business_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "business_licenses" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "business_id" integer NOT NULL, "license_type" character varying(40) NOT NULL, "number" character varying(60) NOT NULL, "expires_on" date NOT NULL, "file" jsonb, CONSTRAINT "PK_business_licenses" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_business_licenses" ON "business_licenses" ("instance_id", "business_id") ',
    );
    for (const table of ['business_profiles', 'business_licenses']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_instance" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_business" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "business_licenses"');
    await queryRunner.query('DROP TABLE "business_profiles"');
  }
}
