import path from 'node:path';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';
import { kyselyOver } from '../../database/kysely.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { FileAccess } from './file-access.js';
import type { FileTables } from './file-tables.js';
import { FilesController } from './files.controller.js';
import { FILES_DB, FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { ImagesService } from './images.service.js';
import { LocalStorage } from './storage/local.storage.js';
import { STORAGE, type StoragePort } from './storage/storage.port.js';

/** The storage port: files under the data folder, or an S3-compatible store when configured. */
async function storageFor(settings: Settings): Promise<StoragePort> {
  if (settings.PORCHLIGHT_STORAGE === 's3') {
    const { S3Storage } = await import('./storage/s3.storage.js');
    return S3Storage.fromSettings(settings);
  }
  return new LocalStorage(path.join(settings.PORCHLIGHT_DATA_DIR, 'files'));
}

/** Files and documents: the files table, the storage port, uploads, downloads and images. */
@Module({
  imports: [ApplicationsModule, QueueModule],
  controllers: [FilesController],
  providers: [
    { provide: STORAGE, inject: [SETTINGS], useFactory: storageFor },
    {
      provide: FILES_DB,
      inject: [DataSource, DATABASE_MODE],
      useFactory: (dataSource: DataSource, mode: DatabaseMode) => kyselyOver<FileTables>(dataSource, mode),
    },
    FilesRepository,
    FileAccess,
    FilesService,
    ImagesService,
  ],
  exports: [FilesService],
})
export class FilesModule {}
