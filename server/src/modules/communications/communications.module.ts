import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { FilesModule } from '../files/files.module.js';
import { InstancesModule } from '../instances/instances.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ApplicantMessagesController } from './applicant-messages.controller.js';
import { CommunicationsController } from './communications.controller.js';
import { CommunicationsService } from './communications.service.js';
import { TelephonyWebhooksController } from './telephony-webhooks.controller.js';

@Module({
  imports: [DeliveryModule, ApplicationsModule, NotificationsModule, InstancesModule, FilesModule],
  controllers: [CommunicationsController, ApplicantMessagesController, TelephonyWebhooksController],
  providers: [CommunicationsService],
  // The applicant's application page shows its messages.
  exports: [CommunicationsService],
})
export class CommunicationsModule {}
