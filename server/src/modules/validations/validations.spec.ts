import { evaluateRule, type RuleInput } from './rule-evaluator.js';

const rule = (
  kind: RuleInput['kind'],
  config: Record<string, unknown>,
  severity: RuleInput['severity'] = 'failed',
) => ({
  name: 'Check',
  kind,
  config,
  severity,
  message: 'Does not hold',
});
const none = { duplicateCount: 0, unmetCriteria: [] };
const answers = (values: Record<string, unknown>) => ({ answers: values });
/** A rule's own message, as its administrator wrote it: no key of ours to translate it by. */
const RULES_OWN = { messageKey: null, messageParams: null };

describe('required_answer', () => {
  const required = rule('required_answer', { field: 'household' });

  it('passes when the answer is there', () => {
    expect(evaluateRule(required, answers({ household: 3 }), none)).toEqual({
      outcome: 'passed',
      message: 'household is answered',
      messageKey: 'answered',
      messageParams: { field: 'household' },
    });
    expect(evaluateRule(required, answers({ household: false }), none).outcome).toBe('passed');
  });

  it.each([[{}], [{ household: null }], [{ household: '  ' }], [{ household: [] }]])(
    'gives the rule severity and message when the answer is missing (%j)',
    (given) => {
      expect(evaluateRule(required, answers(given), none)).toEqual({
        outcome: 'failed',
        message: 'Does not hold',
        ...RULES_OWN,
      });
    },
  );

  it('reports a warning when that is the rule severity', () => {
    const soft = rule('required_answer', { field: 'household' }, 'warning');
    expect(evaluateRule(soft, answers({}), none)).toEqual({
      outcome: 'warning',
      message: 'Does not hold',
      ...RULES_OWN,
    });
  });
});

describe('income_under', () => {
  const income = rule('income_under', { field: 'income', threshold: 30000 });

  it('passes under the threshold, numbers or numeric text alike', () => {
    expect(evaluateRule(income, answers({ income: 24500 }), none)).toEqual({
      outcome: 'passed',
      message: 'income 24500 is under 30000',
      messageKey: 'incomeUnder',
      messageParams: { field: 'income', income: 24500, threshold: 30000 },
    });
    expect(evaluateRule(income, answers({ income: '$24,500.50' }), none).outcome).toBe('passed');
  });

  it('does not pass at or over the threshold', () => {
    expect(evaluateRule(income, answers({ income: 30000 }), none).outcome).toBe('failed');
    expect(evaluateRule(income, answers({ income: '45000' }), none).outcome).toBe('failed');
  });

  it('does not pass when no income was given or it is not a number', () => {
    expect(evaluateRule(income, answers({}), none).outcome).toBe('failed');
    expect(evaluateRule(income, answers({ income: 'a lot' }), none).outcome).toBe('failed');
  });
});

describe('duplicate_applicant', () => {
  const duplicate = rule('duplicate_applicant', {}, 'warning');

  it('passes when no other application exists', () => {
    expect(evaluateRule(duplicate, answers({}), none)).toEqual({
      outcome: 'passed',
      message: 'No other application by this applicant',
      messageKey: 'noDuplicate',
      messageParams: {},
    });
  });

  it('gives the rule severity when another one does', () => {
    expect(evaluateRule(duplicate, answers({}), { ...none, duplicateCount: 2 })).toEqual({
      outcome: 'warning',
      message: 'Does not hold',
      ...RULES_OWN,
    });
  });
});

describe('document_attached', () => {
  const document = rule('document_attached', { field: 'lease' });

  it.each([['files/lease.pdf'], [42], [{ fileId: 'f-1' }], [{ url: 'https://x/lease.pdf' }], [[{ id: 7 }]]])(
    'passes with a file reference (%j)',
    (value) => {
      expect(evaluateRule(document, answers({ lease: value }), none)).toEqual({
        outcome: 'passed',
        message: 'lease is attached',
        messageKey: 'attached',
        messageParams: { field: 'lease' },
      });
    },
  );

  it.each([[undefined], [''], [{}], [{ name: 'lease.pdf' }], [[]], [0], [true]])(
    'does not pass without one (%j)',
    (value) => {
      expect(evaluateRule(document, answers({ lease: value }), none).outcome).toBe('failed');
    },
  );
});

describe('a rule saved without its settings', () => {
  it('warns about the missing setting instead of failing the applicant', () => {
    expect(evaluateRule(rule('required_answer', {}), answers({}), none)).toEqual({
      outcome: 'warning',
      message: 'The rule Check is missing its field setting',
      messageKey: 'missingField',
      messageParams: { rule: 'Check' },
    });
    expect(evaluateRule(rule('income_under', { field: 'income' }), answers({ income: 1 }), none)).toEqual({
      outcome: 'warning',
      message: 'The rule Check is missing its threshold setting',
      messageKey: 'missingThreshold',
      messageParams: { rule: 'Check' },
    });
  });
});

describe('eligibility', () => {
  const eligibility = rule('eligibility', {});

  it('passes when every criterion with a rule is met', () => {
    expect(evaluateRule(eligibility, answers({}), none)).toEqual({
      outcome: 'passed',
      message: 'Meets the eligibility criteria',
      messageKey: 'eligible',
      messageParams: {},
    });
  });

  it('gives the rule severity and names the unmet criteria', () => {
    const context = { duplicateCount: 0, unmetCriteria: ['Household income under $3,500 a month'] };
    expect(evaluateRule(eligibility, answers({}), context)).toEqual({
      outcome: 'failed',
      message: 'Does not hold: Household income under $3,500 a month',
      ...RULES_OWN,
    });
  });
});
