import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';
import { kyselyOver } from '../../database/kysely.js';
import type { ApplicationTables } from './application-tables.js';
import { APPLICATIONS_DB, ApplicationsRepository } from './applications.repository.js';

/** The applications domain's data access: its Kysely instance over TypeORM's pool and its one repository. */
@Module({
  providers: [
    {
      provide: APPLICATIONS_DB,
      inject: [DataSource, DATABASE_MODE],
      useFactory: (dataSource: DataSource, mode: DatabaseMode) =>
        kyselyOver<ApplicationTables>(dataSource, mode),
    },
    ApplicationsRepository,
  ],
  exports: [ApplicationsRepository],
})
export class ApplicationsModule {}
