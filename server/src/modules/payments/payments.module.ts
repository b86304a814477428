import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import type { DatabaseMode } from '../../database/database.js';
import { DATABASE_MODE } from '../../database/database.module.js';
import { kyselyOver } from '../../database/kysely.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { LocalProcessor } from './adapters/local-processor.js';
import { PaymentEvents } from './payment-events.js';
import { PaymentJobs } from './payment-jobs.js';
import type { PaymentTables } from './payment-tables.js';
import { ApplicantPaymentsController, PaymentsController } from './payments.controller.js';
import { PAYMENTS_PROCESSOR, type PaymentsProcessor } from './payments.port.js';
import { PAYMENTS_DB, PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { StaffPaymentsController } from './staff-payments.controller.js';
import { StaffPaymentsService } from './staff-payments.service.js';
import { WebhookSignature } from './webhook-signature.js';

/** The processor PORCHLIGHT_PAYMENTS names; a real provider's SDK is loaded only when it is configured. */
async function processorOf(settings: Settings, local: LocalProcessor): Promise<PaymentsProcessor> {
  if (settings.PORCHLIGHT_PAYMENTS === 'stripe') {
    const { StripeProcessor } = await import('./adapters/stripe-processor.js');
    return StripeProcessor.create(settings.STRIPE_SECRET_KEY ?? '', settings.STRIPE_WEBHOOK_SECRET ?? '');
  }
  if (settings.PORCHLIGHT_PAYMENTS === 'paypal') {
    const { PaypalProcessor } = await import('./adapters/paypal-processor.js');
    return PaypalProcessor.create(
      settings.PAYPAL_CLIENT_ID ?? '',
      settings.PAYPAL_CLIENT_SECRET ?? '',
      settings.PAYPAL_ENVIRONMENT,
    );
  }
  return local;
}

/** Payments (API.md "Payments"): the port and its adapters, the ledger, the job queue and the calls. */
@Module({
  imports: [ApplicationsModule, QueueModule],
  controllers: [PaymentsController, ApplicantPaymentsController, StaffPaymentsController],
  providers: [
    {
      provide: PAYMENTS_DB,
      inject: [DataSource, DATABASE_MODE],
      useFactory: (dataSource: DataSource, mode: DatabaseMode) => kyselyOver<PaymentTables>(dataSource, mode),
    },
    PaymentsRepository,
    LocalProcessor,
    {
      provide: PAYMENTS_PROCESSOR,
      inject: [SETTINGS, LocalProcessor],
      useFactory: processorOf,
    },
    PaymentEvents,
    PaymentsService,
    StaffPaymentsService,
    WebhookSignature,
    PaymentJobs,
  ],
})
export class PaymentsModule {}
