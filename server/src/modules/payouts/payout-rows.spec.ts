import type { PayeeState } from '../applications/applications.repository.js';
import {
  AWARD_PAYOUT_FILE,
  headerIndexes,
  isBlank,
  isIsoDate,
  isTin,
  judgePayout,
  judgeTin,
  minorUnits,
  money,
  RowChecker,
  TIN_FILE,
} from './payout-rows.js';

const payee = (over: Partial<PayeeState> = {}): PayeeState => ({
  id: 7,
  externalId: 'SPR-1',
  awardAmount: '1250.50',
  paymentStatusName: null,
  ...over,
});

describe('headerIndexes: the columns a file needs, found by name', () => {
  it('finds each needed column ignoring case, spacing and order, and ignores other columns', () => {
    expect(headerIndexes(['Result', ' tin ', 'Payee', 'APPLICATION  id'], TIN_FILE)).toEqual({
      ok: true,
      indexes: [3, 1, 0],
    });
  });

  it('names every missing column and the columns the file has', () => {
    expect(headerIndexes(['Application ID', 'Amount'], AWARD_PAYOUT_FILE)).toEqual({
      ok: false,
      message:
        'The header has no column Paid on, Reference: an award-payout file has the columns Application ID, Amount, Paid on, Reference',
    });
  });

  it('refuses a needed column named twice', () => {
    expect(headerIndexes(['Application ID', 'TIN', 'tin', 'Result'], TIN_FILE)).toEqual({
      ok: false,
      message: 'The header names the column TIN twice',
    });
  });
});

describe('RowChecker: each row of a file', () => {
  const tin = () => new RowChecker(TIN_FILE, [0, 1, 2]);
  const payouts = () => new RowChecker(AWARD_PAYOUT_FILE, [0, 1, 2, 3]);

  it('takes a TIN row, trimmed, its result in any case', () => {
    expect(tin().check([' SPR-1 ', '12-3456789', 'No-Match'], 2)).toEqual({
      ok: true,
      value: { applicationId: 'SPR-1', tin: '12-3456789', result: 'no-match' },
    });
  });

  it('takes a payout row with its amount in minor units', () => {
    expect(payouts().check(['SPR-1', '1250.5', '2026-01-15', 'CHK-1001'], 2)).toEqual({
      ok: true,
      value: { applicationId: 'SPR-1', amount: 125050, paidOn: '2026-01-15', reference: 'CHK-1001' },
    });
  });

  it('refuses a row with a needed value empty or missing, naming the column', () => {
    expect(tin().check(['SPR-1', ' ', 'match'], 2)).toEqual({
      ok: false,
      code: 'valueRequired',
      message: 'The TIN is empty',
    });
    expect(tin().check(['SPR-1', '123456789'], 2)).toMatchObject({ message: 'The Result is empty' });
  });

  it('refuses a TIN that is not 9 digits and a result that is neither match nor no-match', () => {
    expect(tin().check(['SPR-1', '12-345', 'match'], 2)).toEqual({
      ok: false,
      code: 'invalidTin',
      message: 'The TIN 12-345 is not 9 digits (dashes between them allowed)',
    });
    expect(tin().check(['SPR-1', '123456789', 'maybe'], 2)).toEqual({
      ok: false,
      code: 'invalidResult',
      message: 'The Result maybe is neither match nor no-match',
    });
  });

  it('refuses an amount with more than 2 decimals, a date that is not one, a reference too long', () => {
    expect(payouts().check(['SPR-1', '10.001', '2026-01-15', 'R'], 2)).toEqual({
      ok: false,
      code: 'invalidAmount',
      message: 'The Amount 10.001 is not an amount of money more than 0 with at most 2 decimals (1250.50)',
    });
    expect(payouts().check(['SPR-1', '10', '2026-02-30', 'R'], 2)).toEqual({
      ok: false,
      code: 'invalidDate',
      message: 'The Paid on 2026-02-30 is not a date written YYYY-MM-DD',
    });
    expect(payouts().check(['SPR-1', '10', '2026-02-28', 'R'.repeat(101)], 2)).toEqual({
      ok: false,
      code: 'valueTooLong',
      message: 'The Reference is longer than 100 characters',
    });
  });

  it('refuses every row after the first naming the same application, whatever became of the first', () => {
    const checker = tin();
    expect(checker.check(['SPR-1', 'bad', 'match'], 2)).toMatchObject({ code: 'invalidTin' });
    expect(checker.check(['SPR-1', '123456789', 'match'], 4)).toEqual({
      ok: false,
      code: 'duplicateRow',
      message: 'Application SPR-1 is already on line 2',
    });
    expect(checker.check(['SPR-2', '123456789', 'match'], 5)).toMatchObject({ ok: true });
  });

  it('repeats at most 40 characters of a bad value', () => {
    expect(tin().check(['SPR-1', 'x'.repeat(60), 'match'], 2)).toMatchObject({
      message: `The TIN ${'x'.repeat(40)}… is not 9 digits (dashes between them allowed)`,
    });
  });
});

describe('values', () => {
  it('isTin: nine digits, a dash allowed between two digits', () => {
    expect(['123456789', '123-45-6789', '12-3456789'].filter(isTin)).toEqual([
      '123456789',
      '123-45-6789',
      '12-3456789',
    ]);
    expect(['12345678', '1234567890', '-123456789', '12--3456789', '12 3456789'].filter(isTin)).toEqual([]);
  });

  it('minorUnits: integer cents from decimal text, null for anything else', () => {
    expect(['0.1', '0.29', '1250', '9999999999.99'].map(minorUnits)).toEqual([10, 29, 125000, 999999999999]);
    expect(['1.005', '-1', '1e3', '1,250.00', '.5', '', '12345678901'].map(minorUnits)).toEqual(
      Array(7).fill(null),
    );
  });

  it('money: minor units written back with 2 decimals', () => {
    expect([5, 125050, 100].map(money)).toEqual(['0.05', '1250.50', '1.00']);
  });

  it('isIsoDate: calendar dates written YYYY-MM-DD only', () => {
    expect(['2024-02-29', '2026-12-31'].filter(isIsoDate)).toEqual(['2024-02-29', '2026-12-31']);
    expect(
      ['2026-02-29', '2026-13-01', '2026-1-15', '15/01/2026', '2026-01-15T00:00'].filter(isIsoDate),
    ).toEqual([]);
  });

  it('isBlank: a line of nothing but spaces', () => {
    expect(isBlank(['', '  '])).toBe(true);
    expect(isBlank(['', 'x'])).toBe(false);
  });
});

describe('judging a row against its application', () => {
  const tinRow = { applicationId: 'SPR-1', tin: '123456789', result: 'match' as const };
  const payout = { applicationId: 'SPR-1', amount: 125050, paidOn: '2026-01-15', reference: 'CHK-1' };

  it('applies to an application of the instance, found by its Application ID', () => {
    expect(judgeTin(tinRow, payee())).toEqual({ ok: true, value: 7 });
    expect(judgePayout(payout, payee())).toEqual({ ok: true, value: 7 });
  });

  it('refuses an Application ID the instance has no application for', () => {
    expect(judgeTin(tinRow, undefined)).toEqual({
      ok: false,
      code: 'applicationNotFound',
      message: 'There is no application SPR-1',
    });
    expect(judgePayout(payout, undefined)).toMatchObject({ code: 'applicationNotFound' });
  });

  it('refuses a payment of an application with no award', () => {
    expect(judgePayout(payout, payee({ awardAmount: null }))).toEqual({
      ok: false,
      code: 'noAward',
      message: 'Application SPR-1 has no award to pay',
    });
  });

  it('refuses a payment that is not the award, to the cent', () => {
    expect(judgePayout({ ...payout, amount: 125049 }, payee())).toEqual({
      ok: false,
      code: 'amountMismatch',
      message: 'The Amount 1250.49 is not the award of application SPR-1, 1250.50',
    });
  });

  it('refuses a payment of an application already marked Paid', () => {
    expect(judgePayout(payout, payee({ paymentStatusName: 'Paid' }))).toEqual({
      ok: false,
      code: 'alreadyPaid',
      message: 'Application SPR-1 is already marked Paid',
    });
  });
});
