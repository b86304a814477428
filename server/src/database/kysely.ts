import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * A Kysely query builder over the `pg` pool TypeORM already holds, so the embedded database (through its
 * socket) and PostgreSQL serve both alike and one pool bounds the connections. Never destroyed: destroying
 * it would end TypeORM's pool; whoever opened the data source closes it.
 */
export function kyselyOver<Tables>(dataSource: DataSource): Kysely<Tables> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
