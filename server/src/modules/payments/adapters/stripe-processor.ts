import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { PaymentChannel } from '../../../contract/payments.js';
import type { ChargeOutcome, PaymentsProcessor, TokenizedMethod } from '../payments.port.js';
import { ProcessorDecline } from '../payments.port.js';
import type { MethodRow } from '../payments.repository.js';

/**
 * Stripe (the official `stripe` package), built only with PORCHLIGHT_PAYMENTS=stripe. Thin: PaymentIntents
 * for charges, the legacy bank-account token for ACH, refunds; PayPal orders are not Stripe's.
 */
export class StripeProcessor implements PaymentsProcessor {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  static async create(secretKey: string): Promise<StripeProcessor> {
    const { default: StripeClient } = await import('stripe');
    return new StripeProcessor(new StripeClient(secretKey));
  }

  async tokenizeBankAccount(routing: string, account: string): Promise<TokenizedMethod> {
    const token = await this.stripe.tokens.create({
      bank_account: {
        country: 'US',
        currency: 'usd',
        routing_number: routing,
        account_number: account,
        account_holder_type: 'individual',
      },
    });
    return { token: token.id, last4: account.slice(-4), behaviour: 'succeed' };
  }

  /** Card numbers never reach a real processor through us: the browser's Stripe.js gives a pm_ id instead. */
  async tokenizeCard(): Promise<TokenizedMethod> {
    throw new ProcessorDecline('cardNumbersNotAccepted');
  }

  async charge(input: {
    channel: PaymentChannel;
    amount: number;
    currency: string;
    method: MethodRow | null;
    idempotencyKey: string;
  }): Promise<ChargeOutcome> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        payment_method: input.method?.token,
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      // The same key to Stripe: a retried request of ours is one charge there too.
      { idempotencyKey: createHash('sha256').update(input.idempotencyKey).digest('hex') },
    );
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      return {
        providerRef: intent.id,
        status: 'declined',
        failureCode: intent.last_payment_error?.code ?? 'declined',
      };
    }
    return { providerRef: intent.id, status: 'processing' };
  }

  async createOrder(): Promise<never> {
    throw new ProcessorDecline('paypalNotConfigured');
  }

  async captureOrder(): Promise<never> {
    throw new ProcessorDecline('paypalNotConfigured');
  }

  async refund(input: { providerRef: string }): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: input.providerRef });
  }

  async clientToken(): Promise<never> {
    throw new ProcessorDecline('paypalNotConfigured');
  }
}
