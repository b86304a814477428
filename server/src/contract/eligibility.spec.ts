import {
  criteriaFields,
  type EligibilityCriterion,
  eligibilityCriteriaErrors,
  evaluateCriterion,
  evaluateEligibility,
} from './eligibility.js';
import type { FormField } from './programs.js';

const rule = (more: Partial<EligibilityCriterion>): EligibilityCriterion => ({
  label: 'Rule',
  field: 'x',
  operator: '=',
  value: null,
  ...more,
});
const met = (criterion: EligibilityCriterion, x: unknown) =>
  evaluateCriterion(criterion, { answers: { x } }).met;

describe('eligibility operators', () => {
  it('= compares numbers as numbers and text without case', () => {
    expect(met(rule({ operator: '=', value: 3 }), '3.0')).toBe(true);
    expect(met(rule({ operator: '=', value: 'Springfield' }), ' springfield ')).toBe(true);
    expect(met(rule({ operator: '=', value: 'Springfield' }), 'Shelbyville')).toBe(false);
    expect(met(rule({ operator: '=', value: true }), true)).toBe(true);
    expect(met(rule({ operator: '=', value: true }), false)).toBe(false);
  });

  it('≠ holds for a different value and not for the same', () => {
    expect(met(rule({ operator: '≠', value: 'Dairy' }), 'Produce')).toBe(true);
    expect(met(rule({ operator: '≠', value: 'Dairy' }), 'dairy')).toBe(false);
  });

  it('< and ≤ compare amounts, the limit itself only for ≤', () => {
    expect(met(rule({ operator: '<', value: 3500 }), 3499.99)).toBe(true);
    expect(met(rule({ operator: '<', value: 3500 }), 3500)).toBe(false);
    expect(met(rule({ operator: '≤', value: 3500 }), '3500')).toBe(true);
    expect(met(rule({ operator: '≤', value: 3500 }), 3500.01)).toBe(false);
  });

  it('> and ≥ compare amounts and ISO dates', () => {
    expect(met(rule({ operator: '>', value: 0 }), 1)).toBe(true);
    expect(met(rule({ operator: '>', value: 0 }), 0)).toBe(false);
    expect(met(rule({ operator: '≥', value: '2020-09-01' }), '2020-09-01')).toBe(true);
    expect(met(rule({ operator: '≥', value: '2020-09-01' }), '2020-08-31')).toBe(false);
  });

  it('an order operator does not hold for text that is not a number or a date', () => {
    expect(met(rule({ operator: '<', value: 3500 }), 'a lot')).toBe(false);
  });

  it('in holds for a value of the list, given as a list or as comma-separated text', () => {
    expect(met(rule({ operator: 'in', value: ['62701', '62702'] }), '62702')).toBe(true);
    expect(met(rule({ operator: 'in', value: '62701, 62702' }), '62701')).toBe(true);
    expect(met(rule({ operator: 'in', value: ['62701', '62702'] }), '10001')).toBe(false);
  });

  it('present holds for any answer and fails for blank text or an unticked box', () => {
    expect(met(rule({ operator: 'present' }), 'yes')).toBe(true);
    expect(met(rule({ operator: 'present' }), 0)).toBe(true);
    expect(met(rule({ operator: 'present' }), '  ')).toBe(false);
    expect(met(rule({ operator: 'present' }), false)).toBe(false);
  });
});

describe('evaluateEligibility', () => {
  const income = rule({
    label: 'Household income under $3,500 a month',
    field: 'monthlyIncome',
    operator: '<',
    value: 3500,
  });

  it('says which criterion is not met, in words', () => {
    const answer = evaluateEligibility([income], { answers: { monthlyIncome: 4000 } });
    expect(answer).toEqual({
      eligible: false,
      results: [
        {
          label: 'Household income under $3,500 a month',
          met: false,
          reason: 'unmet',
          field: 'monthlyIncome',
          message: 'Does not meet: Household income under $3,500 a month',
        },
      ],
    });
  });

  it('counts a missing answer as not met (unanswered) and an unticked box as an answer', () => {
    expect(evaluateEligibility([income], { answers: {} }).results[0]).toMatchObject({
      met: false,
      reason: 'unanswered',
      message: 'Not answered yet: Household income under $3,500 a month',
    });
    expect(evaluateCriterion(rule({ operator: '=', value: true }), { answers: { x: false } }).reason).toBe(
      'unmet',
    );
  });

  it('reads the profile for a field the answers leave blank, the answer winning otherwise', () => {
    expect(evaluateEligibility([income], { answers: {}, profile: { monthlyIncome: 1200 } }).eligible).toBe(
      true,
    );
    expect(
      evaluateEligibility([income], { answers: { monthlyIncome: 5000 }, profile: { monthlyIncome: 1200 } })
        .eligible,
    ).toBe(false);
  });

  it('shows a criterion without a rule and never fails on it', () => {
    const answer = evaluateEligibility([{ label: 'Lives in Springfield' }], { answers: {} });
    expect(answer).toEqual({
      eligible: true,
      results: [
        {
          label: 'Lives in Springfield',
          met: null,
          reason: 'unchecked',
          field: null,
          message: 'Not checked automatically: Lives in Springfield',
        },
      ],
    });
  });
});

describe('criteriaFields', () => {
  it('gives the form fields the rules read, in the form order, each once', () => {
    const form = ['zip', 'fullName', 'monthlyIncome'].map(
      (name): FormField => ({ name, label: name, type: 'text', required: true }),
    );
    const criteria = [rule({ field: 'monthlyIncome' }), rule({ field: 'zip' }), rule({ field: 'zip' })];
    expect(criteriaFields(criteria, form).map((f) => f.name)).toEqual(['zip', 'monthlyIncome']);
  });
});

describe('eligibilityCriteriaErrors', () => {
  const form: FormField[] = [{ name: 'monthlyIncome', label: 'Income', type: 'number', required: true }];

  it('takes rules over the form and label-only criteria', () => {
    const criteria = [
      { label: 'Income', field: 'monthlyIncome', operator: '<', value: 3500 },
      { label: 'Old' },
    ];
    expect(eligibilityCriteriaErrors(criteria, form)).toEqual([]);
  });

  it('refuses a criterion without a label, a field off the form, an unknown operator and a missing value', () => {
    const criteria = [
      { label: '', field: 'income', operator: '<', value: 3500 },
      { label: 'Income', field: 'monthlyIncome', operator: '=<', value: 3500 },
      { label: 'Income', field: 'monthlyIncome', operator: 'in', value: [] },
    ];
    expect(eligibilityCriteriaErrors(criteria, form)).toEqual([
      { field: 'eligibilityCriteria.0.label', code: 'fieldRequired', message: 'The label is required' },
      {
        field: 'eligibilityCriteria.0.field',
        code: 'unknownField',
        message: 'The field income is not on the form',
      },
      {
        field: 'eligibilityCriteria.1.operator',
        code: 'unknownOperator',
        message: 'The operator must be one of = ≠ < ≤ > ≥ in present',
      },
      { field: 'eligibilityCriteria.2.value', code: 'fieldRequired', message: 'The value is required' },
    ]);
  });
});
