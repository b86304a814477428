import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { AdminPermissionsController } from './admin-permissions.controller.js';
import { BulkService } from './bulk.service.js';
import { PossibleStatesService } from './possible-states.js';
import { QueueController } from './queue.controller.js';
import { QueueService } from './queue.service.js';
import { QueueExportController } from './queue-export.controller.js';

/** The staff work queue: pages, possible states, bulk changes, audit trail, filter options; and permission levels. */
@Module({
  // WorkflowService answers GetProcessesForUser; ReportsService streams the export's CSV.
  imports: [WorkflowModule, ReportsModule, ApplicationsModule, NotificationsModule],
  controllers: [QueueController, QueueExportController, AdminPermissionsController],
  providers: [QueueService, BulkService, PossibleStatesService],
  // The application record (applications module) reads in the queue's scope.
  exports: [QueueService, PossibleStatesService],
})
export class QueueModule {}
