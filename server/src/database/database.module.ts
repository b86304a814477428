import { type DynamicModule, Global, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { CacheBus } from './cache-bus.js';
import { DATABASE_MODE, type Database } from './database.js';

export { DATABASE_MODE };

/**
 * Logs what the pool reports of its idle connections (the server stopped, a backend was terminated) at
 * warn. TypeORM's own handler keeps such an error from ending the process but says nothing with logging
 * off; the pool drops the connection and opens a new one when a request needs it.
 */
@Injectable()
export class PoolErrorLog implements OnModuleDestroy {
  private readonly pool: Pool;
  private readonly log = (error: Error) =>
    this.logger.warn(
      { cause: error.message, code: (error as { code?: string }).code },
      'database connection lost',
    );

  constructor(
    dataSource: DataSource,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('database');
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.pool.on('error', this.log);
  }

  onModuleDestroy() {
    this.pool.removeListener('error', this.log);
  }
}

/** Hands the already opened (and migrated) data source to Nest; whoever opened it closes it. */
@Global()
@Module({})
export class DatabaseModule {
  static forDatabase(db: Database): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => db.dataSource.options,
          dataSourceFactory: async () => db.dataSource,
        }),
      ],
      providers: [{ provide: DATABASE_MODE, useValue: db.mode }, PoolErrorLog, CacheBus],
      exports: [DATABASE_MODE, CacheBus],
    };
  }
}
