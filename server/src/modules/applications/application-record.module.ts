import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { ApplicationRecordController } from './application-record.controller.js';
import { ApplicationRecordService } from './application-record.service.js';
import { ApplicationsModule } from './applications.module.js';
import { WorkflowMovementsController } from './workflow-movements.controller.js';

/** The staff application record and workflow movements, in the queue's scope (QueueService). */
@Module({
  imports: [ApplicationsModule, QueueModule, FilesModule, AccountsModule],
  controllers: [ApplicationRecordController, WorkflowMovementsController],
  providers: [ApplicationRecordService],
})
export class ApplicationRecordModule {}
