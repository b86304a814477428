// Wire shapes and pure rules of payments (API.md "Payments"). Money is integer minor units with an ISO 4217
// currency everywhere: no floating point where money flows. Imports nothing outside the contract folder.

/** The currencies the platform takes, with their minor-unit exponent (cents: 2; yen: 0). */
export const CURRENCY_EXPONENT: Readonly<Record<string, number>> = {
  USD: 2,
  CAD: 2,
  EUR: 2,
  GBP: 2,
  MXN: 2,
  JPY: 0,
};

/** The largest single payment, in minor units: well inside Number's exact integers and bigint columns. */
export const MAX_AMOUNT_MINOR = 100_000_000;

/** How money moves for an application. */
export type PaymentChannel = 'ach' | 'card' | 'paypal' | 'check';

/** A payment's life: created (a PayPal order not yet captured), processing until settlement, then final. */
export type PaymentStatus = 'created' | 'processing' | 'succeeded' | 'declined' | 'failed' | 'refunded';

/** The application's Payment Channel column, by channel (queue filter values). */
export const PAYMENT_CHANNEL_NAME: Readonly<Record<PaymentChannel, string>> = {
  ach: 'Direct deposit',
  card: 'Card',
  paypal: 'PayPal',
  check: 'Check',
};

/** The application's payment status, by the payment's status (programs spec §4 names). */
export const APPLICATION_PAYMENT_STATUS: Readonly<Record<PaymentStatus, string>> = {
  created: 'Payment in progress',
  processing: 'Payment in progress',
  succeeded: 'Paid',
  declined: 'Failed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** Which channels a program's settings.Payments.Type accepts (false: the program takes no payments). */
export function channelsOfProgram(type: unknown): PaymentChannel[] {
  if (typeof type !== 'string' || type === '') return [];
  const named: Record<string, PaymentChannel[]> = {
    ACH: ['ach'],
    CARD: ['card'],
    PAYPAL: ['paypal'],
    CHECK: ['check'],
    ALL: ['ach', 'card', 'paypal', 'check'],
  };
  // "ACH,PayPal" lists several; an unknown word adds nothing.
  const channels = type.split(',').flatMap((word) => named[word.trim().toUpperCase()] ?? []);
  return [...new Set(channels)];
}

/** An amount's problem, as an error code; null when it is a positive whole number of minor units in range. */
export function amountError(amount: unknown, currency: unknown): 'amountInvalid' | 'currencyInvalid' | null {
  if (typeof currency !== 'string' || !(currency in CURRENCY_EXPONENT)) return 'currencyInvalid';
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return 'amountInvalid';
  return amount >= 1 && amount <= MAX_AMOUNT_MINOR ? null : 'amountInvalid';
}

/** Minor units as the currency writes them ("12.50 USD"), by string arithmetic, never floating point. */
export function formatMinor(amount: number, currency: string): string {
  const exponent = CURRENCY_EXPONENT[currency] ?? 2;
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${sign}${whole}${fraction} ${currency}`;
}

/** What a program asks to be paid: settings.Payments.Amount (minor units) in its Currency (USD unless set). */
export interface AmountOwed {
  amount: number;
  currency: string;
}

/** The amount a program's settings.Payments ask; null when it names none (the payer's amount is taken). */
export function amountOwedOf(payments: unknown): AmountOwed | null {
  if (typeof payments !== 'object' || payments === null) return null;
  const { Amount, Currency } = payments as { Amount?: unknown; Currency?: unknown };
  const currency = typeof Currency === 'string' && Currency !== '' ? Currency : 'USD';
  return amountError(Amount, currency) === null ? { amount: Amount as number, currency } : null;
}

/** A payment of something other than what the program asks is refused: the payer cannot choose the amount. */
export function notOwedError(
  amount: number,
  currency: string,
  owed: AmountOwed | null,
): { field: 'amount' | 'currency'; message: string } | null {
  if (owed === null) return null;
  const asked = formatMinor(owed.amount, owed.currency);
  if (currency !== owed.currency) return { field: 'currency', message: `The amount owed is ${asked}` };
  return amount === owed.amount ? null : { field: 'amount', message: `The amount owed is ${asked}` };
}

/** The workflow states a payment moves an application between (programs spec §4 status colours). */
export const PAYMENT_WORKFLOW_STATE = {
  waiting: 'Waiting for payment',
  inProgress: 'Payment in progress',
  paid: 'Paid',
} as const;

/**
 * Where a payment now in `status` takes its application, and from which states: under way it leaves Waiting
 * for payment, paid it is Paid, and declined or failed it waits for payment again so the payer may try again.
 * A refund moves nothing: staff decide what follows it. Only a workflow that has the state is moved.
 */
export function paymentStateMove(status: PaymentStatus): { to: string; from: string[] } | null {
  const { waiting, inProgress, paid } = PAYMENT_WORKFLOW_STATE;
  if (status === 'processing') return { to: inProgress, from: [waiting] };
  if (status === 'succeeded') return { to: paid, from: [waiting, inProgress] };
  if (status === 'declined' || status === 'failed') return { to: waiting, from: [inProgress] };
  return null;
}

/**
 * ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10), nine digits.
 */
export function isAbaRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** A US bank account number as banks issue them: 4 to 17 digits. */
export const isBankAccountNumber = (account: string): boolean => /^\d{4,17}$/.test(account);

/** One ledger line: signed minor units on an account, in one currency. */
export interface LedgerLine {
  account: string;
  amount: number;
  currency: string;
}

/** A transaction balances when its lines sum to zero in every currency (double entry). */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) return false;
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  }
  return lines.length >= 2 && [...sums.values()].every((sum) => sum === 0);
}

/** Money received from outside for a program: the channel's clearing account pays the program's account. */
export function settlementLines(
  payment: { channel: PaymentChannel; programId: number; amount: number; currency: string },
  kind: 'settlement' | 'refund',
): LedgerLine[] {
  const sign = kind === 'settlement' ? 1 : -1;
  return [
    { account: `clearing:${payment.channel}`, amount: -sign * payment.amount, currency: payment.currency },
    { account: `program:${payment.programId}`, amount: sign * payment.amount, currency: payment.currency },
  ];
}

/** POST /api/payments/verify-account: the ABA checksum's answer, and a token to charge the account by. */
export interface VerifyAccountAnswer {
  valid: boolean;
  bank_name?: string;
  /** With valid: the account's token (create-charge's source) and last four digits; the number is not kept. */
  token?: string;
  last4?: string;
}

/** create-charge, create-check-payment, capture-order, refund: the payment and its status. */
export interface PaymentAnswer {
  id: number;
  status: PaymentStatus;
}

/** POST /api/payments/paypal/link: the order made and where the payer approves it. */
export interface PaypalLinkAnswer {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  approve_url: string;
}

/** GET /api/payments/paypal/token: what the PayPal buttons need in the browser. */
export interface PaypalTokenAnswer {
  client_id: string;
  client_token: string;
  expires_in: number;
  environment: 'local' | 'sandbox' | 'live';
}

/** One payment of an application, as the applicant and staff read it. */
export interface PaymentWire {
  id: number;
  applicationId: number;
  channel: PaymentChannel;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** The last four digits of the account or card; null for PayPal and check. */
  last4: string | null;
  bankName: string | null;
  payee: string | null;
  /** Settlement attempts made (a failed attempt is retried by the job). */
  attempts: number;
  /** Why it was declined or failed (insufficientFunds, processorError, ...), else null. */
  failureCode: string | null;
  refundReason: string | null;
  createdAt: string;
  settledAt: string | null;
  refundedAt: string | null;
}
