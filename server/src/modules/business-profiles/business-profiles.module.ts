import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { BusinessActivityController } from './business-activity.controller.js';
import { BusinessActivityRepository } from './business-activity.repository.js';
import { BusinessActivityService } from './business-activity.service.js';
import { BusinessPeopleService } from './business-people.service.js';
import { BusinessProfilesController } from './business-profiles.controller.js';
import { BusinessProfilesRepository } from './business-profiles.repository.js';
import { BusinessProfilesService } from './business-profiles.service.js';
import { StaffBusinessProfilesController } from './staff-business-profiles.controller.js';

@Module({
  imports: [AccountsModule, ApplicationsModule, AuthModule, FilesModule, ReferenceDataModule],
  controllers: [BusinessProfilesController, BusinessActivityController, StaffBusinessProfilesController],
  providers: [
    BusinessProfilesRepository,
    BusinessProfilesService,
    BusinessPeopleService,
    BusinessActivityRepository,
    BusinessActivityService,
  ],
})
export class BusinessProfilesModule {}
