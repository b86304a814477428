import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit windows shared by every server process (rate-limiter-flexible's RateLimiterPostgres table). */
export class RateLimits1797000000000 implements MigrationInterface {
  name = 'RateLimits1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
