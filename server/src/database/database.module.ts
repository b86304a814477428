import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Database } from './database.js';

export const DATABASE_MODE = Symbol('DATABASE_MODE');

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
      providers: [{ provide: DATABASE_MODE, useValue: db.mode }],
      exports: [DATABASE_MODE],
    };
  }
}
