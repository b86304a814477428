import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';
import { StaffProfilesController } from './staff-profiles.controller.js';

@Module({
  imports: [ReferenceDataModule, FilesModule, AccountsModule],
  controllers: [ProfilesController, StaffProfilesController],
  providers: [ProfilesRepository, ProfilesService],
  exports: [ProfilesService],
})
export class ProfilesModule {}
