import { Module } from '@nestjs/common';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { AdminPermissionsController } from './admin-permissions.controller.js';
import { BulkService } from './bulk.service.js';
import { PossibleStatesService } from './possible-states.js';
import { QueueController } from './queue.controller.js';
import { QueueService } from './queue.service.js';

/** The staff work queue: pages, possible states, bulk changes, audit trail, filter options; and permission levels. */
@Module({
  // WorkflowService answers GetProcessesForUser.
  imports: [WorkflowModule],
  controllers: [QueueController, AdminPermissionsController],
  providers: [QueueService, BulkService, PossibleStatesService],
})
export class QueueModule {}
