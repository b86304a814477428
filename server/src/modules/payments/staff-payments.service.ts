import { Inject, Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, notFound } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { type PaymentAnswer, type PaymentWire } from '../../contract/payments.js';
import { isApplicationId } from '../applications/application-id.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { QueueService } from '../queue/queue.service.js';
import { PaymentEvents } from './payment-events.js';
import { PAYMENTS_PROCESSOR, type PaymentsProcessor } from './payments.port.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';

const paymentNotFound = (id: number) =>
  notFound(ERROR_CODE.paymentNotFound, `The payment ${id} does not exist`);

/** Staff's side of payments: an application's payments and refunds, within what the queue lets them see. */
@Injectable()
export class StaffPaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly queue: QueueService,
    private readonly payments: PaymentsService,
    private readonly events: PaymentEvents,
    @Inject(PAYMENTS_PROCESSOR) private readonly processor: PaymentsProcessor,
  ) {}

  async paymentsOf(caller: SessionCaller, applicationId: number): Promise<PaymentWire[]> {
    if (!(await this.visible(caller, applicationId))) throw applicationNotFound(applicationId);
    return this.repo.paymentsOf(caller.instance.id, applicationId);
  }

  /**
   * Refunds a settled payment in full, with the staff member's reason: the processor returns the money (the
   * local ledger posts the reverse transaction), the payment and the application become Refunded.
   */
  async refund(caller: SessionCaller, key: string, id: number, reason: string): Promise<PaymentAnswer> {
    if (!isApplicationId(id)) throw paymentNotFound(id);
    const found = await this.repo.find(caller.instance.id, id);
    if (!found || !(await this.visible(caller, found.applicationId))) throw paymentNotFound(id);
    return this.payments.once(caller, key, `refund/${id}`, { reason }, async (trx) => {
      const payment = await this.repo.payment(trx, caller.instance.id, id, true);
      if (!payment) throw paymentNotFound(id);
      if (payment.status !== 'succeeded') {
        throw conflict(
          ERROR_CODE.notRefundable,
          `Only a settled payment can be refunded (this one is ${payment.status})`,
        );
      }
      await this.processor.refund({
        providerRef: payment.providerRef,
        amount: payment.amount,
        currency: payment.currency,
      });
      await this.events.book(trx, payment, 'refund');
      await this.repo.updatePayment(trx, id, {
        status: 'refunded',
        refund: { at: new Date(), reason, byUserId: caller.user.id },
      });
      await this.events.follow(
        trx,
        { ...payment, status: 'refunded', failureCode: null },
        caller.user.id,
        'refunded',
        reason,
      );
      return { statusCode: 201, answer: { id, status: 'refunded' as const } };
    });
  }

  private async visible(caller: SessionCaller, applicationId: number): Promise<boolean> {
    return (
      isApplicationId(applicationId) &&
      this.applications.visible(await this.queue.scope(caller), applicationId)
    );
  }
}
