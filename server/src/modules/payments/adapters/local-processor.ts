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
import type { MethodRow, PaymentRow } from '../payments.repository.js';
import { behaviourOfAccount, behaviourOfCard } from './local-test-numbers.js';

/** A settlement attempt that failed for the processor's own reasons: the job retries it. */
export class TransientProcessorError extends Error {}

/** Settlement attempts before a payment that keeps failing is given up as failed. */
export const MAX_SETTLE_ATTEMPTS = 3;

/** One settlement attempt of a payment: `attempts` counts this one. */
export interface SettleJob {
  instanceId: number;
  paymentId: number;
  attempts: number;
}

/** The local processor's webhook event: a settlement, as every processor's. */
export type LocalWebhookEvent = SettlementEvent;

/** Most events one local webhook carries (a settle batch holds 20). */
export const MAX_WEBHOOK_EVENTS = 100;

/** What the local processor posts to our webhook: the settlements of one batch, at most MAX_WEBHOOK_EVENTS. */
export interface LocalWebhookBody {
  events: LocalWebhookEvent[];
}

const token = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The local processor: behaves like a real one (tokens, immediate card declines, asynchronous settlement,
 * webhooks) over a double-entry ledger in the database. Its decisions follow the test numbers of README.
 */
@Injectable()
export class LocalProcessor implements PaymentsProcessor {
  readonly name = 'local' as const;

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
   * One settlement attempt of a payment under way (its method's test behaviour read with it): the outcome its
   * test number asks for, as the webhook event to deliver. Throws TransientProcessorError to be retried.
   */
  settle(job: SettleJob, payment: PaymentRow & { behaviour: string | null }): LocalWebhookEvent {
    const behaviour = (payment.behaviour ?? 'succeed') as LocalBehaviour;
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
