import { Inject, Injectable } from '@nestjs/common';
import { notFound, unauthorized } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ERROR_CODE } from '../../contract/errors.js';
import {
  APPLICATION_PAYMENT_STATUS,
  formatMinor,
  PAYMENT_CHANNEL_NAME,
  type PaymentChannel,
  type PaymentStatus,
  paymentStateMove,
  settlementLines,
} from '../../contract/payments.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { PaymentJobs } from './payment-jobs.js';
import type { PaymentsDb } from './payment-tables.js';
import {
  PAYMENTS_PROCESSOR,
  type PaymentsProcessor,
  type SettlementEvent,
  WebhookSignatureInvalid,
} from './payments.port.js';
import { PaymentsRepository, type PaymentsTrx } from './payments.repository.js';

/** A payment as an event about it needs it. */
export interface PaymentFact {
  id: number;
  instanceId: number;
  applicationId: number;
  programId: number;
  channel: PaymentChannel;
  amount: number;
  currency: string;
  status: PaymentStatus;
  failureCode: string | null;
}

const WEBHOOK_STATUS: Record<SettlementEvent['type'], PaymentStatus> = {
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
  'payment.failed': 'failed',
};

/** 401: a webhook nothing in which is believed. */
export const webhookSignatureInvalid = () =>
  unauthorized(ERROR_CODE.webhookSignatureInvalid, 'The webhook signature is not valid');

/** The audit trail's words for a payment event: what, how much, which channel, why it failed. */
export function paymentComment(p: PaymentFact, what: string, reason?: string | null): string {
  const why = p.failureCode ? ` (${p.failureCode})` : '';
  const note = reason ? `: ${reason}` : '';
  return `Payment ${p.id} ${what}: ${formatMinor(p.amount, p.currency)} by ${PAYMENT_CHANNEL_NAME[p.channel]}, ${p.status}${why}${note}`;
}

/**
 * Every payment event moves the application's payment channel and status and lands in its audit trail, in
 * the transaction of the change; a payment under way is queued for settlement.
 */
@Injectable()
export class PaymentEvents {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly applications: ApplicationsRepository,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(PAYMENTS_PROCESSOR) private readonly processor: PaymentsProcessor,
    private readonly jobs: PaymentJobs,
  ) {}

  /**
   * A configured processor's webhook (POST /api/payments/webhooks/:provider): checked by the processor's own
   * signature, then settled like the local processor's. Another provider's path is not found.
   */
  async fromProcessor(
    provider: string,
    rawBody: Buffer | undefined,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<void> {
    const reader = this.processor.readEvent?.bind(this.processor);
    if (provider !== this.processor.name || !reader) {
      throw notFound('notFound', `No payment processor ${provider} is configured here`);
    }
    let event: SettlementEvent | null;
    try {
      event = reader(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof WebhookSignatureInvalid) throw webhookSignatureInvalid();
      throw error;
    }
    if (event) await this.settled(this.processor.name, [event]);
  }

  /** A payment made (or captured): the application follows, and one under way waits for the settle job. */
  async started(trx: PaymentsTrx, p: PaymentFact, actorUserId: number | null): Promise<void> {
    await this.follow(trx, p, actorUserId, p.status === 'created' ? 'ordered' : 'made');
    if (p.status === 'succeeded') await this.book(trx, p, 'settlement');
    // Only the local processor is settled by our job; a real one says so by its webhook.
    if (p.status === 'processing' && this.processor.name === 'local') {
      const at = new Date(Date.now() + this.settings.PORCHLIGHT_PAYMENTS_SETTLE_MS);
      await this.jobs.settleLater(trx, p, at);
    }
  }

  /**
   * The processor's word on payments under way, a webhook's events together: their statuses in one statement,
   * the ledger, then the applications in one statement, last, since that holds a slot of the queue's kept
   * counts until the commit. A replayed or late event changes nothing.
   */
  async settled(provider: string, events: SettlementEvent[]): Promise<void> {
    const outcomes = events.map((e) => ({
      ref: e.providerRef,
      status: WEBHOOK_STATUS[e.type],
      failureCode: e.failureCode,
    }));
    await this.repo.transaction(async (trx) => {
      const payments = await this.repo.settleByRefs(trx, provider, outcomes);
      for (const p of payments) if (p.status === 'succeeded') await this.book(trx, p, 'settlement');
      await this.followAll(trx, payments, null, 'settled');
    });
  }

  /**
   * Our books, whichever processor moved the money: a payment received credits the program's account from
   * the channel's clearing account, and its refund reverses that (double entry, in minor units).
   */
  async book(
    trx: PaymentsTrx,
    p: Pick<PaymentFact, 'id' | 'instanceId' | 'programId' | 'channel' | 'amount' | 'currency'>,
    kind: 'settlement' | 'refund',
  ): Promise<void> {
    await this.repo.postLedger(trx, p.instanceId, p.id, kind, settlementLines(p, kind));
  }

  /** The application's channel and status and its audit event, for a payment now in p.status. */
  follow(
    trx: PaymentsDb,
    p: PaymentFact,
    actorUserId: number | null,
    what: string,
    reason?: string,
  ): Promise<void> {
    return this.followAll(trx, [p], actorUserId, what, reason);
  }

  /** follow for several payments, in one statement. */
  async followAll(
    trx: PaymentsDb,
    payments: PaymentFact[],
    actorUserId: number | null,
    what: string,
    reason?: string,
  ): Promise<void> {
    if (payments.length === 0) return;
    await this.applications.recordPayments(
      this.repo.writerOf(trx),
      payments.map((p) => ({
        instanceId: p.instanceId,
        applicationId: p.applicationId,
        actorUserId,
        channel: PAYMENT_CHANNEL_NAME[p.channel],
        status: APPLICATION_PAYMENT_STATUS[p.status],
        comment: paymentComment(p, what, reason),
        move: paymentStateMove(p.status),
      })),
    );
  }
}
