// The applicant's payment calls (API.md "Payments") and how their answers read to a person. Every call that
// moves money carries an Idempotency-Key made once per attempt, so a double click or a retried request pays once.
import {
  type AmountOwed,
  amountOwedOf,
  formatMinor,
  type PaymentAnswer,
  type PaymentChannel,
  type PaymentStatus,
  type PaymentWire,
  type PaypalLinkAnswer,
  type VerifyAccountAnswer,
} from '@server/contract/payments.js';
import type { ProgramSettings } from '@server/contract/programs.js';
import { ApiError, api } from '../api/http';
import type { CatalogueKey } from '../i18n/catalogues/en';
import { t } from '../i18n/i18n';

/** What the applicant owes: the program's Payments.Amount by the shared rule, null where the program set none. */
export const amountDueOf = (settings: ProgramSettings): AmountOwed | null => amountOwedOf(settings.Payments);

/**
 * Minor units in the reader's language ("$500.00", "500,00 US$"), from exact decimal text, never a float. Shown
 * inside a left-to-right isolate: in Arabic the currency's letters would otherwise split from its sign ("$US").
 */
export function moneyText(amount: number, currency: string, language: string): string {
  const [decimal] = formatMinor(amount, currency).split(' ');
  // Intl formats a decimal string exactly (ES2023); the cast is for TypeScript's older lib signature.
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    decimal as unknown as number,
  );
}

export const CHANNEL_KEY: Record<PaymentChannel, CatalogueKey> = {
  ach: 'payment.channel.ach',
  card: 'payment.channel.card',
  paypal: 'payment.channel.paypal',
  check: 'payment.channel.check',
};

export const STATUS_KEY: Record<PaymentStatus, CatalogueKey> = {
  created: 'payment.status.processing',
  processing: 'payment.status.processing',
  succeeded: 'payment.status.succeeded',
  declined: 'payment.status.declined',
  failed: 'payment.status.failed',
  refunded: 'payment.status.refunded',
};

/** Why a payment did not go through, in words (failure codes of the processor). */
export function failureText(payment: Pick<PaymentWire, 'status' | 'failureCode'>): string | null {
  if (payment.status !== 'declined' && payment.status !== 'failed') return null;
  if (payment.failureCode === 'insufficientFunds') return t('payment.error.insufficientFunds');
  if (payment.failureCode === 'cardDeclined') return t('payment.error.cardDeclined');
  return t('payment.error.processor');
}

const CODE_KEY: Record<string, CatalogueKey> = {
  paymentsNotAccepted: 'payment.error.notAccepted',
  notWaitingForPayment: 'payment.error.notWaiting',
  paymentInProgress: 'payment.error.inProgress',
  alreadyPaid: 'payment.error.alreadyPaid',
  paypalOrderNotApproved: 'payment.error.paypalNotApproved',
  paypalOrderNotFound: 'payment.error.paypalNotApproved',
};

/** A refused call in the reader's language; the server's own words only for what we do not know. */
export function refusalText(caught: unknown): string {
  if (!(caught instanceof ApiError)) return t('errors.generic');
  const key = CODE_KEY[String(caught.code)];
  return key ? t(key) : caught.message;
}

/** One payment attempt: its key lives until the server has answered it for good. */
export class Attempt {
  private key: string | null = null;

  /** The key of the attempt under way; a new one after a definite answer. */
  current(): string {
    this.key ??= crypto.randomUUID();
    return this.key;
  }

  /** A network failure keeps the key (a retry replays the same attempt); any answer ends the attempt. */
  settle(caught?: unknown): void {
    if (!(caught instanceof ApiError && caught.status === 0)) this.key = null;
  }
}

const money = (path: string, body: unknown, key: string) =>
  api<PaymentAnswer>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });

export const verifyAccount = (routing: string, account: string) =>
  api<VerifyAccountAnswer>('/payments/verify-account', {
    method: 'POST',
    body: { routing_number: routing, account_number: account },
  });

export const createCharge = (
  body: { applicationId: number; amount: number; currency: string; source?: string },
  key: string,
) => money('/payments/create-charge', body, key);

export const createCheckPayment = (
  body: { applicationId: number; amount: number; currency: string; payee: string; address: string },
  key: string,
) => money('/payments/create-check-payment', body, key);

export const paypalLink = (body: { applicationId: number; amount: number; currency: string }) =>
  api<PaypalLinkAnswer>('/payments/paypal/link', { method: 'POST', body });

export const paypalCapture = (orderID: string, key: string) =>
  money('/payments/paypal/capture-order', { orderID }, key);

export const paymentsOf = (applicationId: number) =>
  api<PaymentWire[]>(`/applications/${applicationId}/payments`);
