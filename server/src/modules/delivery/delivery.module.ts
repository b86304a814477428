import { Global, Module } from '@nestjs/common';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { DELIVERY_PORT, type DeliveryPort } from './delivery.port.js';
import { OutboxDelivery } from './outbox.delivery.js';
import { SmtpDelivery } from './smtp.delivery.js';
import { parseSmtpUrl } from './smtp-url.js';

/** Provides the delivery port (DELIVERY_PORT) chosen by PORCHLIGHT_DELIVERY. */
@Global()
@Module({
  providers: [
    OutboxDelivery,
    {
      provide: DELIVERY_PORT,
      inject: [SETTINGS, OutboxDelivery],
      useFactory: (settings: Settings, outbox: OutboxDelivery): DeliveryPort =>
        settings.PORCHLIGHT_DELIVERY === 'smtp' && settings.SMTP_URL
          ? new SmtpDelivery(parseSmtpUrl(settings.SMTP_URL), outbox)
          : outbox,
    },
  ],
  exports: [DELIVERY_PORT],
})
export class DeliveryModule {}
