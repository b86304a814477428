import type { OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
import { CURRENCY_EXPONENT } from '../../../contract/payments.js';
import type { ChargeOutcome, PaymentsProcessor, TokenizedMethod } from '../payments.port.js';
import { ProcessorDecline } from '../payments.port.js';

/** Minor units as PayPal's decimal string ("12.50"), by string arithmetic. */
export function paypalValue(amount: number, currency: string): string {
  const exponent = CURRENCY_EXPONENT[currency] ?? 2;
  const digits = String(amount).padStart(exponent + 1, '0');
  return exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * PayPal (the official @paypal/paypal-server-sdk), built only with PORCHLIGHT_PAYMENTS=paypal. Thin: orders
 * (create, capture) and refunds of captures; bank accounts and cards are not taken through PayPal here.
 */
export class PaypalProcessor implements PaymentsProcessor {
  readonly name = 'paypal' as const;
  /** Capture ids by order id, for refunds (kept as the provider reference once captured). */
  constructor(
    private readonly orders: OrdersController,
    private readonly payments: PaymentsController,
    private readonly clientId: string,
    private readonly environment: 'sandbox' | 'live',
  ) {}

  static async create(
    clientId: string,
    secret: string,
    environment: 'sandbox' | 'live',
  ): Promise<PaypalProcessor> {
    const sdk = await import('@paypal/paypal-server-sdk');
    const client = new sdk.Client({
      clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: secret },
      environment: environment === 'live' ? sdk.Environment.Production : sdk.Environment.Sandbox,
      timeout: 10_000,
    });
    return new PaypalProcessor(
      new sdk.OrdersController(client),
      new sdk.PaymentsController(client),
      clientId,
      environment,
    );
  }

  async tokenizeBankAccount(): Promise<TokenizedMethod> {
    throw new ProcessorDecline('achNotConfigured');
  }

  async tokenizeCard(): Promise<TokenizedMethod> {
    throw new ProcessorDecline('cardNotConfigured');
  }

  async charge(): Promise<ChargeOutcome> {
    throw new ProcessorDecline('chargeNotConfigured');
  }

  async createOrder(input: { amount: number; currency: string }) {
    const { result } = await this.orders.createOrder({
      body: {
        intent: 'CAPTURE' as never,
        purchaseUnits: [
          { amount: { currencyCode: input.currency, value: paypalValue(input.amount, input.currency) } },
        ],
      },
    });
    const approve = result.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    return { orderId: result.id ?? '', approveUrl: approve?.href ?? '' };
  }

  async captureOrder(orderId: string): Promise<ChargeOutcome> {
    const { result } = await this.orders.captureOrder({ id: orderId });
    // A completed capture is money received: nothing settles it later (PayPal sends no settlement of ours).
    return result.status === 'COMPLETED'
      ? { providerRef: orderId, status: 'succeeded' }
      : { providerRef: orderId, status: 'declined', failureCode: String(result.status ?? 'declined') };
  }

  /** A refund of the order's first capture. */
  async refund(input: { providerRef: string }): Promise<void> {
    const { result } = await this.orders.getOrder({ id: input.providerRef });
    const captureId = result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
    if (!captureId) throw new ProcessorDecline('captureNotFound');
    await this.payments.refundCapturedPayment({ captureId });
  }

  async clientToken() {
    return { client_id: this.clientId, client_token: '', expires_in: 0, environment: this.environment };
  }
}
