import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { FilesModule } from '../files/files.module.js';
import { InstancesModule } from '../instances/instances.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ApplicantMessagesController } from './applicant-messages.controller.js';
import { CommunicationsController } from './communications.controller.js';
import { CommunicationsService } from './communications.service.js';
import { InboxController } from './inbox.controller.js';
import { InboxRepository } from './inbox.repository.js';
import { TelephonyWebhooksController } from './telephony-webhooks.controller.js';

@Module({
  imports: [
    DeliveryModule,
    ApplicationsModule,
    NotificationsModule,
    InstancesModule,
    FilesModule,
    WorkflowModule,
  ],
  controllers: [
    CommunicationsController,
    ApplicantMessagesController,
    TelephonyWebhooksController,
    InboxController,
  ],
  providers: [CommunicationsService, InboxRepository],
  // The applicant's application page shows its messages.
  exports: [CommunicationsService],
})
export class CommunicationsModule {}
