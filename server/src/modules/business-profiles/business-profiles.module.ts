import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { BusinessPeopleService } from './business-people.service.js';
import { BusinessProfilesController } from './business-profiles.controller.js';
import { BusinessProfilesRepository } from './business-profiles.repository.js';
import { BusinessProfilesService } from './business-profiles.service.js';

@Module({
  imports: [AccountsModule, FilesModule, ReferenceDataModule],
  controllers: [BusinessProfilesController],
  providers: [BusinessProfilesRepository, BusinessProfilesService, BusinessPeopleService],
})
export class BusinessProfilesModule {}
