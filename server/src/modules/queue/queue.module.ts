import { Module } from '@nestjs/common';
import { WorkflowService } from '../workflow/workflow.service.js';
import { AdminPermissionsController } from './admin-permissions.controller.js';
import { BulkService } from './bulk.service.js';
import { QueueController } from './queue.controller.js';
import { QueueService } from './queue.service.js';

/** The staff work queue: pages, possible states, bulk changes, audit trail, filter options; and permission levels. */
@Module({
  controllers: [QueueController, AdminPermissionsController],
  // WorkflowService answers GetProcessesForUser; WorkflowModule does not export it, and it holds no state.
  providers: [QueueService, BulkService, WorkflowService],
})
export class QueueModule {}
