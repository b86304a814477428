import { monthlyIncomeOf, prefillAnswers, profileFacts, profileSectionErrors } from './profiles.js';
import type { FormField } from './programs.js';

const TODAY = '2026-11-27';

describe('monthlyIncomeOf', () => {
  it('sums each source as amount × payments a year ÷ 12, to the cent', () => {
    const sources = [
      { type: 'wages', amount: 1200, frequency: 'biweekly' },
      { type: 'pension', amount: '300.50', frequency: 'monthly' },
      { type: 'other', amount: 1000, frequency: 'annually' },
    ];
    expect(monthlyIncomeOf(sources)).toBe(2983.83);
  });

  it('is null without sources', () => {
    expect(monthlyIncomeOf([])).toBeNull();
    expect(monthlyIncomeOf(undefined)).toBeNull();
  });
});

describe('profileSectionErrors', () => {
  it('checks the ZIP with the shared pattern and the ZIP+4 form', () => {
    const address = { addressLine1: '1 Main', city: 'X', state: 'IL', zip: '62704-1234' };
    expect(profileSectionErrors('mailing-address', address, TODAY)).toEqual([]);
    expect(profileSectionErrors('mailing-address', { ...address, zip: '627041' }, TODAY)).toEqual([
      {
        field: 'zip',
        code: 'fieldPattern',
        message: 'The field ZIP code must look like 12345 or 12345-6789',
      },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(profileSectionErrors('general', [], TODAY)).toEqual([
      { field: 'body', code: 'fieldEntry', message: 'The body must be an object' },
    ]);
  });
});

describe('profileFacts and prefillAnswers', () => {
  const profile = {
    general: { firstName: 'Ana', ssn: '12-34-5678' },
    'mailing-address': { zip: '62701', city: 'Springfield' },
    household: { householdSize: 3, members: [] },
    income: { sources: [{ type: 'wages', amount: 3000, frequency: 'monthly' }] },
    rent: { rentType: 'rent', evictionNotice: true },
  };

  it('names the answers by form field, the income summed, never the SSN', () => {
    expect(profileFacts(profile)).toEqual({
      firstName: 'Ana',
      zip: '62701',
      city: 'Springfield',
      householdSize: 3,
      monthlyIncome: 3000,
      rentType: 'rent',
      evictionNotice: true,
    });
  });

  it("fills only the form's fields of the same name, as each field's type takes them", () => {
    const fields: FormField[] = [
      { name: 'monthlyIncome', label: 'Income', type: 'number', required: true },
      { name: 'zip', label: 'ZIP', type: 'text', required: false },
      { name: 'evictionNotice', label: 'Notice', type: 'checkbox', required: false },
      { name: 'rentType', label: 'Housing', type: 'select', required: false, choices: ['own'] },
      { name: 'ssn', label: 'SSN', type: 'text', required: false },
    ];
    expect(prefillAnswers(fields, profile)).toEqual({
      monthlyIncome: 3000,
      zip: '62701',
      evictionNotice: true,
    });
  });
});
