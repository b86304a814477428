import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PaymentChannel } from '../../../contract/payments.js';
import type {
  ChargeOutcome,
  LocalBehaviour,
  PaymentsProcessor,
  SettlementEvent,
  TokenizedMethod,
} from '../payments.port.js';
import { type MethodRow, PaymentsRepository, type PaymentsTrx } from '../payments.repository.js';
import { behaviourOfAccount, behaviourOfCard } from './local-test-numbers.js';

/** A settlement attempt that failed for the processor's own reasons: the job retries it. */
export class TransientProcessorError extends Error {}

/** Settlement attempts before a payment that keeps failing is given up as failed. */
export const MAX_SETTLE_ATTEMPTS = 3;

/** The event the local processor posts to our webhook once a payment is settled, declined or failed. */
/** One settlement attempt of a payment: `attempts` counts this one. */
export interface SettleJob {
  instanceId: number;
  paymentId: number;
  attempts: number;
}

/** The local processor's webhook event: a settlement, as every processor's. */
export type LocalWebhookEvent = SettlementEvent;

const token = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The local processor: behaves like a real one (tokens, immediate card declines, asynchronous settlement,
 * webhooks) over a double-entry ledger in the database. Its decisions follow the test numbers of README.
 */
@Injectable()
export class LocalProcessor implements PaymentsProcessor {
  readonly name = 'local' as const;

  constructor(private readonly repo: PaymentsRepository) {}

  async tokenizeBankAccount(_routing: string, account: string): Promise<TokenizedMethod> {
    return { token: token('ba'), last4: account.slice(-4), behaviour: behaviourOfAccount(account) };
  }

  async tokenizeCard(number: string): Promise<TokenizedMethod> {
    return { token: token('card'), last4: number.slice(-4), behaviour: behaviourOfCard(number) };
  }

  async charge(input: {
    channel: PaymentChannel;
    method: MethodRow | null;
    idempotencyKey: string;
  }): Promise<ChargeOutcome> {
    // The reference is the key's hash: the processor's own idempotency, as Stripe keys its requests.
    const providerRef = `ch_local_${createHash('sha256')
      .update(`${input.idempotencyKey}:${randomBytes(8).toString('hex')}`)
      .digest('hex')
      .slice(0, 24)}`;
    if (input.channel === 'card' && input.method?.behaviour === 'decline') {
      return { providerRef, status: 'declined', failureCode: 'cardDeclined' };
    }
    return { providerRef, status: 'processing' };
  }

  async createOrder(input: { origin: string }) {
    const orderId = `LOCAL-${randomBytes(8).toString('hex').toUpperCase()}`;
    return { orderId, approveUrl: `${input.origin}/api/payments/paypal/approve/${orderId}` };
  }

  async captureOrder(orderId: string): Promise<ChargeOutcome> {
    return { providerRef: orderId, status: 'processing' };
  }

  /** A refund moves the settled money back at once: the reverse ledger transaction (posted by settleRefund). */
  async refund(): Promise<void> {}

  async clientToken() {
    return {
      client_id: 'local',
      client_token: token('ct'),
      expires_in: 3600,
      environment: 'local' as const,
    };
  }

  /**
   * One settlement attempt of a payment under way: the outcome its test number asks for, the ledger
   * transaction of a success, and the webhook event to deliver. Throws TransientProcessorError to be retried.
   */
  async settle(trx: PaymentsTrx, job: SettleJob): Promise<LocalWebhookEvent | null> {
    const payment = await this.repo.payment(trx, job.instanceId, job.paymentId, true);
    if (payment?.status !== 'processing') return null;
    // Read through the transaction: the embedded database has one connection, which the transaction holds.
    const method = payment.methodId === null ? null : await this.repo.methodById(trx, payment.methodId);
    const behaviour = (method?.behaviour ?? 'succeed') as LocalBehaviour;
    const event = (type: LocalWebhookEvent['type'], failureCode: string | null): LocalWebhookEvent => ({
      id: token('evt'),
      type,
      providerRef: payment.providerRef,
      failureCode,
    });
    if (behaviour === 'fail' || (behaviour === 'fail-once' && job.attempts === 1)) {
      if (job.attempts >= MAX_SETTLE_ATTEMPTS) return event('payment.failed', 'processorError');
      throw new TransientProcessorError(`settlement attempt ${job.attempts} failed (processorError)`);
    }
    if (behaviour === 'decline') return event('payment.declined', 'insufficientFunds');
    return event('payment.succeeded', null);
  }
}
