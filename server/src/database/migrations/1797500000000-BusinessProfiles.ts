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
    // The constraint names TypeORM gives these relations (schema-drift.e2e compares them).
    const foreignKeys = [
      ['business_profiles', 'FK_1ce6352d3ad47a884d926da1bab', 'instance_id', 'instances'],
      ['business_profiles', 'FK_3d5311aa214e5b6034286d09b41', 'business_id', 'businesses'],
      ['business_licenses', 'FK_51e7c1f51733afdffa40890a2c5', 'instance_id', 'instances'],
      ['business_licenses', 'FK_95e1d5c0267ad59093cab4ab39e', 'business_id', 'businesses'],
    ];
    for (const [table, name, column, target] of foreignKeys) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${target}"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "business_licenses"');
    await queryRunner.query('DROP TABLE "business_profiles"');
  }
}
