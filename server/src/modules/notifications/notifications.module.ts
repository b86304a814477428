import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { NotificationTestController } from './notification-test.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { UserPreferencesController } from './user-preferences.controller.js';
import { UserPreferencesService } from './user-preferences.service.js';

/**
 * Notification rules that fire (domains report their changes to NotificationsService.applicationsChanged), and
 * each person's channel preferences they honour.
 */
@Module({
  imports: [DeliveryModule],
  controllers: [UserPreferencesController, NotificationTestController],
  providers: [NotificationsRepository, NotificationsService, UserPreferencesService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
