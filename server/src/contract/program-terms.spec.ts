import {
  matchesCatalogueSearch,
  programTermsErrors,
  resourceUseErrors,
  type SearchableProgram,
} from './program-terms.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const program = (more: Partial<SearchableProgram> = {}): SearchableProgram => ({
  ds_displayname: 'Emergency Rental Assistance',
  ds_description: 'Up to three months of rent for tenants facing eviction.',
  opensAt: null,
  closesAt: null,
  amountMin: null,
  amountMax: null,
  ...more,
});
const search = (more = {}) => ({ text: '', deadline: 'any' as const, amountAtLeast: null, ...more });

describe('programTermsErrors', () => {
  it('takes a window whose deadline follows its opening, amounts of 0 or more and min ≤ max', () => {
    expect(
      programTermsErrors({
        opensAt: '2026-01-01T00:00:00Z',
        closesAt: new Date('2026-02-01T00:00:00Z'),
        amountMin: 0,
        amountMax: '0.00',
        budgetTotal: 10,
      }),
    ).toEqual([]);
  });

  it('refuses a deadline at or before the opening with closesBeforeOpens', () => {
    expect(programTermsErrors({ opensAt: '2026-02-01T00:00:00Z', closesAt: '2026-02-01T00:00:00Z' })).toEqual(
      [
        {
          field: 'closesAt',
          code: 'closesBeforeOpens',
          message: 'The deadline must be after the opening date',
        },
      ],
    );
  });

  it('refuses negative amounts and a budget past the column with mustNotBeNegative and tooLarge', () => {
    expect(programTermsErrors({ amountMin: -1, amountMax: -0.01, budgetTotal: 1e10 })).toEqual([
      { field: 'amountMin', code: 'mustNotBeNegative', message: 'The amount must be 0 or more' },
      { field: 'amountMax', code: 'mustNotBeNegative', message: 'The amount must be 0 or more' },
      { field: 'budgetTotal', code: 'tooLarge', message: 'The amount must be less than $10,000,000,000' },
    ]);
  });

  it('refuses a smallest award above the largest with minAboveMax on amountMax', () => {
    expect(programTermsErrors({ amountMin: '500.00', amountMax: 100 })).toEqual([
      {
        field: 'amountMax',
        code: 'minAboveMax',
        message: 'The smallest award must not be more than the largest',
      },
    ]);
  });
});

describe('programTermsErrors with several broken rules', () => {
  it('says each field its own error: a deadline before the opening does not hide minAboveMax', () => {
    expect(
      programTermsErrors({
        opensAt: '2026-02-01T00:00:00Z',
        closesAt: '2026-01-01T00:00:00Z',
        amountMin: 500,
        amountMax: 100,
      }).map((e) => [e.field, e.code]),
    ).toEqual([
      ['closesAt', 'closesBeforeOpens'],
      ['amountMax', 'minAboveMax'],
    ]);
  });
});

describe('resourceUseErrors', () => {
  it('takes an award of more than 0 and refuses 0, a negative or a missing amount, and one too large', () => {
    expect(resourceUseErrors({ amount: 250.5 })).toEqual([]);
    const positive = [{ field: 'amount', code: 'mustBePositive', message: 'The amount must be more than 0' }];
    expect(resourceUseErrors({ amount: 0 })).toEqual(positive);
    expect(resourceUseErrors({ amount: -5 })).toEqual(positive);
    expect(resourceUseErrors({})).toEqual(positive);
    expect(resourceUseErrors({ amount: 1e13 })).toEqual([
      { field: 'amount', code: 'tooLarge', message: 'The amount must be less than $10,000,000,000' },
    ]);
  });
});

describe('matchesCatalogueSearch', () => {
  it('finds every word of the text in the name or description, ignoring case and accents', () => {
    expect(matchesCatalogueSearch(program(), search({ text: 'RENT  eviction' }), NOW)).toBe(true);
    expect(
      matchesCatalogueSearch(
        program({ ds_displayname: 'Ayuda de alquiler única' }),
        search({ text: 'unica' }),
        NOW,
      ),
    ).toBe(true);
    expect(matchesCatalogueSearch(program(), search({ text: 'rent grocery' }), NOW)).toBe(false);
  });

  it('keeps open now the programs inside their window, and leaves out those not open yet or closed', () => {
    const openNow = search({ deadline: 'openNow' });
    expect(matchesCatalogueSearch(program(), openNow, NOW)).toBe(true);
    expect(matchesCatalogueSearch(program({ opensAt: '2026-04-01T00:00:00Z' }), openNow, NOW)).toBe(false);
    expect(matchesCatalogueSearch(program({ closesAt: '2026-03-01T11:00:00Z' }), openNow, NOW)).toBe(false);
  });

  it('keeps closing soon the open programs whose deadline is within 30 days, never one without a deadline', () => {
    const soon = search({ deadline: 'closingSoon' });
    expect(matchesCatalogueSearch(program({ closesAt: '2026-03-31T12:00:00Z' }), soon, NOW)).toBe(true);
    expect(matchesCatalogueSearch(program({ closesAt: '2026-03-31T12:00:01Z' }), soon, NOW)).toBe(false);
    expect(matchesCatalogueSearch(program(), soon, NOW)).toBe(false);
  });

  it('keeps for an amount the programs whose largest award reaches it, never one that states none', () => {
    const atLeast = search({ amountAtLeast: 1000 });
    expect(matchesCatalogueSearch(program({ amountMin: 500, amountMax: 3000 }), atLeast, NOW)).toBe(true);
    expect(matchesCatalogueSearch(program({ amountMin: 1000 }), atLeast, NOW)).toBe(true);
    expect(matchesCatalogueSearch(program({ amountMax: 999.99 }), atLeast, NOW)).toBe(false);
    expect(matchesCatalogueSearch(program(), atLeast, NOW)).toBe(false);
  });
});
