import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { ProgramsModule } from '../programs/programs.module.js';
import { BulkApplicationsController } from './bulk-applications.controller.js';
import { BulkApplicationsService } from './bulk-applications.service.js';

/** Staff's CSV of applicants, each row an application submitted for them through the submit path. */
@Module({
  imports: [ProgramsModule, AccountsModule, FilesModule],
  controllers: [BulkApplicationsController],
  providers: [BulkApplicationsService],
})
export class BulkApplicationsModule {}
