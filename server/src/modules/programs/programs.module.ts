import { Module } from '@nestjs/common';
import { AddonsModule } from '../addons/addons.module.js';
import { ApplicationRulesModule } from '../application-rules/application-rules.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CommunicationsModule } from '../communications/communications.module.js';
import { DeclarationsModule } from '../declarations/declarations.module.js';
import { FilesModule } from '../files/files.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { ResourceUsesModule } from '../resource-uses/resource-uses.module.js';
import { ValidationsModule } from '../validations/validations.module.js';
import { EligibilityController } from './eligibility.controller.js';
import { EligibilityService } from './eligibility.service.js';
import { ProgramSearch } from './program-search.js';
import { ProgramsController } from './programs.controller.js';
import { ProgramsService } from './programs.service.js';

@Module({
  imports: [
    ValidationsModule,
    ApplicationsModule,
    FilesModule,
    CommunicationsModule,
    NotificationsModule,
    ProfilesModule,
    DeclarationsModule,
    ApplicationRulesModule,
    ResourceUsesModule,
    AddonsModule,
  ],
  controllers: [ProgramsController, EligibilityController],
  providers: [ProgramsService, EligibilityService, ProgramSearch],
  // The documents read the applicant's own applications through it; the AI tools search programs.
  exports: [ProgramsService, ProgramSearch],
})
export class ProgramsModule {}
