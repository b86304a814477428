import {
  type ApplicationRule,
  applicationRuleErrors,
  applicationRuleMessage,
  applicationRuleRefusal,
  householdKey,
} from './application-rules.js';

const rule = (more: Partial<ApplicationRule>): ApplicationRule => ({
  kind: 'onePerHousehold',
  startsAt: null,
  endsAt: null,
  maxApplications: null,
  periodDays: null,
  ...more,
});
const NOW = new Date('2026-11-27T12:00:00Z');
const facts = { now: NOW, householdApplied: false, submittedAt: [] as Date[] };
const message = (rules: ApplicationRule[], more: Partial<typeof facts> = {}) => {
  const refusal = applicationRuleRefusal(rules, { ...facts, ...more });
  return refusal && { code: refusal.code, message: applicationRuleMessage(refusal, 'Grocery Support') };
};

describe('one application per household', () => {
  it('refuses when the household already applied, and takes the first', () => {
    expect(message([rule({})], { householdApplied: true })).toEqual({
      code: 'householdAlreadyApplied',
      message: 'Someone in your household has already applied to Grocery Support',
    });
    expect(message([rule({})])).toBeNull();
  });

  it('knows a household by address line 1 and the 5-digit ZIP, spacing and case aside', () => {
    expect(householdKey({ addressLine1: ' 12  Elm St. ', zip: '62701-1234' })).toBe('12 elm st|62701');
    expect(householdKey({ addressLine1: '12 ELM ST', zip: '62701' })).toBe('12 elm st|62701');
    expect(householdKey({ addressLine1: '12 Elm St' })).toBeNull();
  });
});

describe('application window', () => {
  const window = rule({ kind: 'window', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z' });
  it('refuses before it opens and after it closes, naming the day', () => {
    expect(message([window])).toEqual({
      code: 'applicationWindowNotOpen',
      message: 'Applications to Grocery Support open on 2026-12-01',
    });
    expect(message([window], { now: new Date('2027-01-02T00:00:00Z') })).toEqual({
      code: 'applicationWindowClosed',
      message: 'Applications to Grocery Support closed on 2026-12-31',
    });
    expect(message([window], { now: new Date('2026-12-15T00:00:00Z') })).toBeNull();
  });

  it('needs a start or an end, the end after the start', () => {
    expect(applicationRuleErrors(rule({ kind: 'window' }))).toEqual([
      { field: 'startsAt', code: 'invalidRule', message: 'A window needs a start or an end' },
    ]);
    expect(
      applicationRuleErrors(rule({ kind: 'window', startsAt: '2026-12-02', endsAt: '2026-12-01' })),
    ).toEqual([{ field: 'endsAt', code: 'invalidRule', message: 'The window must end after it starts' }]);
  });
});

describe('maximum per period', () => {
  const twoIn30 = rule({ kind: 'maxPerPeriod', maxApplications: 2, periodDays: 30 });
  it('refuses the submission over the maximum within the period, and counts only that period', () => {
    const recent = [new Date('2026-11-20T00:00:00Z'), new Date('2026-11-01T00:00:00Z')];
    expect(message([twoIn30], { submittedAt: recent })).toEqual({
      code: 'applicationLimitReached',
      message: 'You may submit at most 2 applications to Grocery Support every 30 days',
    });
    expect(message([twoIn30], { submittedAt: [recent[0], new Date('2026-10-01T00:00:00Z')] })).toBeNull();
  });

  it('needs a maximum and a period of at least 1', () => {
    expect(
      applicationRuleErrors(rule({ kind: 'maxPerPeriod', maxApplications: 0 })).map((e) => e.field),
    ).toEqual(['maxApplications', 'periodDays']);
  });
});
