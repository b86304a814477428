import { DomainException } from '../../common/errors/domain.exception.js';
import type { PaymentChannel, PaypalTokenAnswer } from '../../contract/payments.js';
import type { MethodRow } from './payments.repository.js';

/** The token the processor in use is provided under. */
export const PAYMENTS_PROCESSOR = Symbol('PAYMENTS_PROCESSOR');

/** A bank account or card as the processor keeps it: a token and the last four digits, never the number. */
export interface TokenizedMethod {
  token: string;
  last4: string;
  /** What the local processor's test numbers do (succeed for a real processor: it decides itself). */
  behaviour: LocalBehaviour;
}

export type LocalBehaviour = 'succeed' | 'decline' | 'fail-once' | 'fail';

/** A processor's word on a payment under way, read from its webhook: the payment's final status. */
export interface SettlementEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.declined' | 'payment.failed';
  providerRef: string;
  failureCode: string | null;
}

/** A webhook whose signature is not the processor's: nothing in it is believed (401). */
export class WebhookSignatureInvalid extends Error {}

/** A charge's first answer: under way (settled later, by webhook), paid at once (a captured order) or declined. */
export interface ChargeOutcome {
  providerRef: string;
  status: 'processing' | 'succeeded' | 'declined';
  failureCode?: string;
}

/**
 * The payments port: what the platform asks of a processor. The local adapter (default) is a ledger in the
 * database; Stripe and PayPal adapters are thin and only built when configured.
 */
export interface PaymentsProcessor {
  readonly name: 'local' | 'stripe' | 'paypal';
  tokenizeBankAccount(routing: string, account: string): Promise<TokenizedMethod>;
  tokenizeCard(number: string): Promise<TokenizedMethod>;
  charge(input: {
    channel: PaymentChannel;
    amount: number;
    currency: string;
    method: MethodRow | null;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  createOrder(input: {
    amount: number;
    currency: string;
    origin: string;
  }): Promise<{ orderId: string; approveUrl: string }>;
  /** A PayPal order captured: under way, or refused (not approved). */
  captureOrder(orderId: string): Promise<ChargeOutcome>;
  refund(input: { providerRef: string; amount: number; currency: string }): Promise<void>;
  clientToken(): Promise<PaypalTokenAnswer>;
  /**
   * A real processor's webhook, checked by its own signature scheme (WebhookSignatureInvalid otherwise):
   * the settlement it reports, or null for an event that settles nothing. The local processor's own
   * webhooks are signed and read by WebhookSignature instead.
   */
  readEvent?(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): SettlementEvent | null;
}

/** The processor refused, or the configured processor does not offer this: a 409 with the reason's code. */
export class ProcessorDecline extends DomainException {
  constructor(code: string) {
    super(409, code, `The payment processor refused: ${code}`);
  }
}
