import {
  activityErrors,
  activityPeriodErrors,
  businessMetrics,
  compareFinancials,
  documentsErrors,
  type FinancialWire,
  financialErrors,
  periodOf,
} from './business-activity.js';

const TODAY = '2026-11-27';
const codes = (errors: { field: string; code: string }[]) => errors.map((e) => [e.field, e.code]);

describe('financial periods', () => {
  it('a monthly period needs its month and an annual one has none', () => {
    expect(financialErrors({ periodType: 'monthly', year: 2026, revenue: 1 }, TODAY)).toEqual([
      { field: 'month', code: 'monthRequired', message: 'A monthly period needs its month' },
    ]);
    expect(financialErrors({ periodType: 'annual', year: 2026, month: 1, revenue: 1 }, TODAY)).toEqual([
      { field: 'month', code: 'monthNotAnnual', message: 'An annual period has no month' },
    ]);
    expect(financialErrors({ periodType: 'annual', year: 2026, revenue: 0, expenses: 5 }, TODAY)).toEqual([]);
  });

  it('revenue is required and figures are not negative', () => {
    expect(
      codes(financialErrors({ periodType: 'monthly', year: 2026, month: 2, expenses: -1 }, TODAY)),
    ).toEqual([
      ['revenue', 'fieldRequired'],
      ['expenses', 'fieldMin'],
    ]);
  });

  it('is named by its year, and month when monthly', () => {
    expect(periodOf('monthly', 2026, 3)).toBe('2026-03');
    expect(periodOf('annual', 2026, null)).toBe('2026');
  });

  it('sorts by year then month, the annual period after its year’s months', () => {
    const entry = (year: number, month: number | null) =>
      ({ year, month, periodType: month === null ? 'annual' : 'monthly' }) as FinancialWire;
    const sorted = [entry(2026, 1), entry(2025, null), entry(2025, 12), entry(2025, 2)].sort(
      compareFinancials,
    );
    expect(sorted.map((f) => [f.year, f.month])).toEqual([
      [2025, 2],
      [2025, 12],
      [2025, null],
      [2026, 1],
    ]);
  });
});

describe('activity periods and activities', () => {
  const SPRING = { id: 1, name: 'Spring', startsOn: '2026-03-01', endsOn: '2026-05-31' };

  it('a period ends on or after the day it starts', () => {
    expect(
      activityPeriodErrors({ name: 'One day', startsOn: '2026-03-01', endsOn: '2026-03-01' }, TODAY),
    ).toEqual([]);
    expect(
      activityPeriodErrors({ name: 'Back', startsOn: '2026-03-02', endsOn: '2026-03-01' }, TODAY),
    ).toEqual([
      { field: 'endsOn', code: 'periodOrder', message: 'The period must end on or after the day it starts' },
    ]);
  });

  it('an activity falls within its period, its first and last days included', () => {
    expect(activityErrors({ period: 1, date: '2026-05-31', title: 'Fair' }, SPRING, TODAY)).toEqual([]);
    expect(activityErrors({ period: 1, date: '2026-06-01', title: 'Fair' }, SPRING, TODAY)).toEqual([
      {
        field: 'date',
        code: 'outsidePeriod',
        message: 'The activity must fall within its period, 2026-03-01 to 2026-05-31',
      },
    ]);
  });
});

describe('documents', () => {
  it('are a list given whole, each with a name and a file', () => {
    expect(codes(documentsErrors(undefined, TODAY))).toEqual([['documents', 'fieldList']]);
    expect(codes(documentsErrors([{ file: { id: 1, name: 'a.pdf', size: 3 } }], TODAY))).toEqual([
      ['documents[0].title', 'fieldRequired'],
    ]);
    expect(documentsErrors([], TODAY)).toEqual([]);
  });
});

describe('quick metrics', () => {
  it('count applications, submitted ones and awards above zero, and sum the awards to the cent', () => {
    expect(
      businessMetrics([
        { submitted: true, awardAmount: '0.10' },
        { submitted: true, awardAmount: '0.20' },
        { submitted: true, awardAmount: '0.00' },
        { submitted: false, awardAmount: null },
      ]),
    ).toEqual({ applications: 4, submitted: 3, awards: 2, awardedAmount: 0.3 });
  });
});
