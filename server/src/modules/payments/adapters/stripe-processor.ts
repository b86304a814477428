import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { PaymentChannel } from '../../../contract/payments.js';
import type { ChargeOutcome, PaymentsProcessor, SettlementEvent, TokenizedMethod } from '../payments.port.js';
import { ProcessorDecline, WebhookSignatureInvalid } from '../payments.port.js';
import type { MethodRow } from '../payments.repository.js';

/**
 * Stripe (the official `stripe` package), built only with PORCHLIGHT_PAYMENTS=stripe. Thin: PaymentIntents
 * for charges, the legacy bank-account token for ACH, refunds; PayPal orders are not Stripe's.
 */
export class StripeProcessor implements PaymentsProcessor {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  static async create(secretKey: string, webhookSecret: string): Promise<StripeProcessor> {
    const { default: StripeClient } = await import('stripe');
    return new StripeProcessor(new StripeClient(secretKey), webhookSecret);
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

  /**
   * A Stripe webhook, checked with Stripe's own signature scheme (the Stripe-Signature header, the endpoint's
   * secret, a 5-minute tolerance): a PaymentIntent that succeeded, failed or was canceled settles its payment.
   */
  readEvent(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): SettlementEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        headers['stripe-signature'] ?? '',
        this.webhookSecret,
      );
    } catch {
      throw new WebhookSignatureInvalid();
    }
    const settled = (
      type: SettlementEvent['type'],
      intent: Stripe.PaymentIntent,
      failureCode: string | null,
    ) => ({
      id: event.id,
      type,
      providerRef: intent.id,
      failureCode,
    });
    if (event.type === 'payment_intent.succeeded')
      return settled('payment.succeeded', event.data.object, null);
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      return settled('payment.declined', intent, intent.last_payment_error?.code ?? 'declined');
    }
    if (event.type === 'payment_intent.canceled')
      return settled('payment.failed', event.data.object, 'canceled');
    return null;
  }
}
