import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { ProgramsModule } from '../programs/programs.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { AddCaseController } from './add-case.controller.js';
import { AddCaseService } from './add-case.service.js';
import { BulkApplicationsController } from './bulk-applications.controller.js';
import { BulkApplicationsService } from './bulk-applications.service.js';
import { OnBehalfApplicants } from './on-behalf-applicants.js';

/**
 * Applications staff file for applicants through the submit path: a CSV of applicants (bulk applications), or
 * one applicant at a time (add-case).
 */
@Module({
  imports: [ProgramsModule, AccountsModule, FilesModule, WorkflowModule],
  controllers: [BulkApplicationsController, AddCaseController],
  providers: [BulkApplicationsService, AddCaseService, OnBehalfApplicants],
})
export class BulkApplicationsModule {}
