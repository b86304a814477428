import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  imports: [ReferenceDataModule, FilesModule],
  controllers: [ProfilesController],
  providers: [ProfilesRepository, ProfilesService],
  exports: [ProfilesService],
})
export class ProfilesModule {}
