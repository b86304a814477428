import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { InstancesModule } from '../instances/instances.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ApplicantMessagesController } from './applicant-messages.controller.js';
import { CommunicationsController } from './communications.controller.js';
import { CommunicationsService } from './communications.service.js';
import { TelephonyWebhooksController } from './telephony-webhooks.controller.js';

@Module({
  imports: [DeliveryModule, ApplicationsModule, NotificationsModule, InstancesModule],
  controllers: [CommunicationsController, ApplicantMessagesController, TelephonyWebhooksController],
  providers: [CommunicationsService],
  // The applicant's application page shows its messages.
  exports: [CommunicationsService],
})
export class CommunicationsModule {}
