import {
  amountError,
  amountOwedOf,
  channelsOfProgram,
  formatMinor,
  isAbaRoutingNumber,
  isBalanced,
  isBankAccountNumber,
  notOwedError,
  paymentStateMove,
  settlementLines,
} from './payments.js';

describe('isAbaRoutingNumber', () => {
  it.each(['110000000', '011000015', '021000021', '011401533'])('accepts %s (checksum holds)', (routing) => {
    expect(isAbaRoutingNumber(routing)).toBe(true);
  });

  it.each([
    ['110000001', 'a checksum off by one'],
    ['021000022', 'a changed last digit'],
    ['12345678', 'eight digits'],
    ['1100000000', 'ten digits'],
    ['11000000a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (routing) => {
    expect(isAbaRoutingNumber(routing)).toBe(false);
  });
});

describe('isBankAccountNumber', () => {
  it('takes 4 to 17 digits only', () => {
    expect(isBankAccountNumber('000123456789')).toBe(true);
    expect(isBankAccountNumber('123')).toBe(false);
    expect(isBankAccountNumber('123456789012345678')).toBe(false);
    expect(isBankAccountNumber('1234-5678')).toBe(false);
  });
});

describe('amountError', () => {
  it('takes a positive whole number of minor units in a known currency', () => {
    expect(amountError(50000, 'USD')).toBeNull();
    expect(amountError(1, 'JPY')).toBeNull();
  });

  it('refuses fractions, zero, negatives, huge and non-numbers as amountInvalid', () => {
    for (const amount of [12.5, 0, -100, 100_000_001, Number.NaN, '100', null]) {
      expect(amountError(amount, 'USD')).toBe('amountInvalid');
    }
  });

  it('refuses an unknown or lower-case currency as currencyInvalid', () => {
    expect(amountError(100, 'usd')).toBe('currencyInvalid');
    expect(amountError(100, 'XXX')).toBe('currencyInvalid');
    expect(amountError(100, undefined)).toBe('currencyInvalid');
  });
});

describe('formatMinor', () => {
  it('writes minor units by the currency exponent, without floating point', () => {
    expect(formatMinor(50000, 'USD')).toBe('500.00 USD');
    expect(formatMinor(5, 'USD')).toBe('0.05 USD');
    expect(formatMinor(-1999, 'EUR')).toBe('-19.99 EUR');
    expect(formatMinor(1200, 'JPY')).toBe('1200 JPY');
  });
});

describe('channelsOfProgram', () => {
  it("reads settings.Payments.Type: false takes nothing, 'ACH' bank accounts, a list several", () => {
    expect(channelsOfProgram(false)).toEqual([]);
    expect(channelsOfProgram(undefined)).toEqual([]);
    expect(channelsOfProgram('ACH')).toEqual(['ach']);
    expect(channelsOfProgram('ach, PayPal')).toEqual(['ach', 'paypal']);
    expect(channelsOfProgram('All')).toEqual(['ach', 'card', 'paypal', 'check']);
    expect(channelsOfProgram('Bitcoin')).toEqual([]);
  });
});

describe('ledger balance', () => {
  const payment = { channel: 'ach' as const, programId: 6, amount: 50000, currency: 'USD' };

  it('a settlement and its refund each balance, and together leave every account at zero', () => {
    const settlement = settlementLines(payment, 'settlement');
    const refund = settlementLines(payment, 'refund');
    expect(isBalanced(settlement)).toBe(true);
    expect(isBalanced(refund)).toBe(true);
    expect(settlement).toEqual([
      { account: 'clearing:ach', amount: -50000, currency: 'USD' },
      { account: 'program:6', amount: 50000, currency: 'USD' },
    ]);
    const byAccount = new Map<string, number>();
    for (const line of [...settlement, ...refund])
      byAccount.set(line.account, (byAccount.get(line.account) ?? 0) + line.amount);
    expect([...byAccount.values()]).toEqual([0, 0]);
  });

  it('is unbalanced when a currency does not sum to zero, with one line, or with a fraction', () => {
    expect(
      isBalanced([
        { account: 'a', amount: -100, currency: 'USD' },
        { account: 'b', amount: 100, currency: 'EUR' },
      ]),
    ).toBe(false);
    expect(isBalanced([{ account: 'a', amount: 0, currency: 'USD' }])).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: -0.5, currency: 'USD' },
        { account: 'b', amount: 0.5, currency: 'USD' },
      ]),
    ).toBe(false);
  });
});

describe('amountOwedOf: what a program asks is its settings.Payments.Amount in its Currency', () => {
  it('reads the amount in minor units, in USD unless the program names a currency', () => {
    expect(amountOwedOf({ Type: 'ACH', Amount: 50000 })).toEqual({ amount: 50000, currency: 'USD' });
    expect(amountOwedOf({ Type: 'ACH', Amount: 1200, Currency: 'CAD' })).toEqual({
      amount: 1200,
      currency: 'CAD',
    });
  });

  it.each([[false], [{ Type: 'ACH' }], [{ Amount: 12.5 }], [{ Amount: 0 }], [{ Amount: '500' }]])(
    'names none for %j',
    (payments) => {
      expect(amountOwedOf(payments)).toBeNull();
    },
  );
});

describe('notOwedError: a payer cannot choose what to pay', () => {
  const owed = { amount: 50000, currency: 'USD' };

  it('takes exactly the amount owed, and anything where the program names none', () => {
    expect(notOwedError(50000, 'USD', owed)).toBeNull();
    expect(notOwedError(100, 'USD', null)).toBeNull();
  });

  it('refuses another amount or currency, saying what is owed', () => {
    expect(notOwedError(100, 'USD', owed)).toEqual({
      field: 'amount',
      message: 'The amount owed is 500.00 USD',
    });
    expect(notOwedError(50000, 'EUR', owed)).toEqual({
      field: 'currency',
      message: 'The amount owed is 500.00 USD',
    });
  });
});

describe('paymentStateMove: the workflow state follows the payment', () => {
  it.each([
    ['processing', { to: 'Payment in progress', from: ['Waiting for payment'] }],
    ['succeeded', { to: 'Paid', from: ['Waiting for payment', 'Payment in progress'] }],
    ['declined', { to: 'Waiting for payment', from: ['Payment in progress'] }],
    ['failed', { to: 'Waiting for payment', from: ['Payment in progress'] }],
  ] as const)('a payment %s moves the application %j', (status, move) => {
    expect(paymentStateMove(status)).toEqual(move);
  });

  it.each(['created', 'refunded'] as const)('a payment %s moves nothing', (status) => {
    expect(paymentStateMove(status)).toBeNull();
  });
});
