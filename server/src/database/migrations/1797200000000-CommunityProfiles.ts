import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REFERENCE_LISTS } from '../../contract/profiles.js';
import { COUNTRIES } from '../../modules/reference-data/data/countries.js';
import { INDUSTRIES } from '../../modules/reference-data/data/industries.js';
import { US_COUNTIES } from '../../modules/reference-data/data/us-counties.js';
import { US_STATES } from '../../modules/reference-data/data/us-states.js';

// Parameters per statement stay far under PostgreSQL's 65,535.
const ROWS_PER_INSERT = 500;

/** Inserts rows of values into a table's columns, a few hundred rows a statement. */
async function insertRows(q: QueryRunner, table: string, columns: string[], rows: readonly unknown[][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const tuples = chunk.map(
      (_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    const names = columns.map((c) => `"${c}"`).join(', ');
    await q.query(`INSERT INTO "${table}" (${names}) VALUES ${tuples.join(', ')}`, chunk.flat());
  }
}

/**
 * Individual profiles (sections and demographics) and the community reference data, seeded with the
 * generated lists (scripts/make-reference-data.mjs) and the contract's short lists as they are today; a
 * later correction of them comes as a migration of its own.
 */
export class CommunityProfiles1797200000000 implements MigrationInterface {
  name = 'CommunityProfiles1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TABLE "profile_sections" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "individual_id" integer NOT NULL, "section" character varying(30) NOT NULL, "answers" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_66ef2b6b3204db9c6a29fc73d04" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE UNIQUE INDEX "uq_profile_sections" ON "profile_sections"  ("instance_id", "individual_id", "section") ',
    );
    await q.query(
      'CREATE TABLE "individual_demographics" ("instance_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "individual_id" integer NOT NULL, "type" character varying(40) NOT NULL, "category" character varying(100) NOT NULL, CONSTRAINT "PK_c7f3bdbf612bbc0944f110ac271" PRIMARY KEY ("id"))',
    );
    await q.query(
      'CREATE INDEX "ix_individual_demographics" ON "individual_demographics"  ("instance_id", "individual_id") ',
    );
    await q.query(
      'CREATE TABLE "ref_states" ("code" character varying(2) NOT NULL, "fips" character varying(2) NOT NULL, "name" character varying(60) NOT NULL, CONSTRAINT "UQ_5af8c2ca0fd8d6d2820f32cacb2" UNIQUE ("fips"), CONSTRAINT "PK_bac6b0c6cac87f1c2e3f91cefdd" PRIMARY KEY ("code"))',
    );
    await q.query(
      'CREATE TABLE "ref_counties" ("fips" character varying(5) NOT NULL, "state" character varying(2) NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "PK_504c4167ff493a095b9123f1518" PRIMARY KEY ("fips"))',
    );
    await q.query('CREATE INDEX "ix_ref_counties_state" ON "ref_counties"  ("state") ');
    await q.query(
      'CREATE TABLE "ref_countries" ("alpha2" character varying(2) NOT NULL, "alpha3" character varying(3) NOT NULL, "numeric" character varying(3) NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "PK_613726d5a8e5272b11c9c802bd6" PRIMARY KEY ("alpha2"))',
    );
    await q.query(
      'CREATE TABLE "ref_industries" ("code" character varying(5) NOT NULL, "industry" character varying(150) NOT NULL, "sector" character varying(5) NOT NULL, "supersector" character varying(60) NOT NULL, "domain" character varying(30) NOT NULL, CONSTRAINT "PK_cd317365fa7800fae32eae2abe2" PRIMARY KEY ("code"))',
    );
    await q.query(
      'CREATE TABLE "ref_list_items" ("kind" character varying(40) NOT NULL, "code" character varying(40) NOT NULL, "name" character varying(100) NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_b34a237a80058dc7dc19f48a663" PRIMARY KEY ("kind", "code"))',
    );
    await q.query(
      'ALTER TABLE "profile_sections" ADD CONSTRAINT "FK_9d88e1aeb40d521071435c9dc62" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "profile_sections" ADD CONSTRAINT "FK_891f12cc4c812dc062eb09b106b" FOREIGN KEY ("individual_id") REFERENCES "individuals"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "individual_demographics" ADD CONSTRAINT "FK_b25e7636f0a927c323bf678a1d3" FOREIGN KEY ("instance_id") REFERENCES "instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q.query(
      'ALTER TABLE "individual_demographics" ADD CONSTRAINT "FK_9a097df3cce802ede703203a3cc" FOREIGN KEY ("individual_id") REFERENCES "individuals"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await insertRows(q, 'ref_states', ['code', 'fips', 'name'], US_STATES);
    await insertRows(q, 'ref_counties', ['fips', 'state', 'name'], US_COUNTIES);
    await insertRows(q, 'ref_countries', ['alpha2', 'alpha3', 'numeric', 'name'], COUNTRIES);
    await insertRows(
      q,
      'ref_industries',
      ['code', 'industry', 'sector', 'supersector', 'domain'],
      INDUSTRIES,
    );
    const items = Object.entries(REFERENCE_LISTS).flatMap(([kind, list]) =>
      list.map((item, position) => [kind, item.code, item.name, position]),
    );
    await insertRows(q, 'ref_list_items', ['kind', 'code', 'name', 'position'], items);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "individual_demographics" DROP CONSTRAINT "FK_9a097df3cce802ede703203a3cc"');
    await q.query('ALTER TABLE "individual_demographics" DROP CONSTRAINT "FK_b25e7636f0a927c323bf678a1d3"');
    await q.query('ALTER TABLE "profile_sections" DROP CONSTRAINT "FK_891f12cc4c812dc062eb09b106b"');
    await q.query('ALTER TABLE "profile_sections" DROP CONSTRAINT "FK_9d88e1aeb40d521071435c9dc62"');
    await q.query('DROP TABLE "ref_list_items"');
    await q.query('DROP TABLE "ref_industries"');
    await q.query('DROP TABLE "ref_countries"');
    await q.query('DROP INDEX "public"."ix_ref_counties_state"');
    await q.query('DROP TABLE "ref_counties"');
    await q.query('DROP TABLE "ref_states"');
    await q.query('DROP INDEX "public"."ix_individual_demographics"');
    await q.query('DROP TABLE "individual_demographics"');
    await q.query('DROP INDEX "public"."uq_profile_sections"');
    await q.query('DROP TABLE "profile_sections"');
  }
}
