import { type ApplyFacts, applyAbility, programClosedReason } from './can-apply.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const open = (more: Partial<ApplyFacts> = {}): ApplyFacts => ({
  active: true,
  thirdParty: false,
  allowMultipleApplications: false,
  applied: false,
  now: NOW,
  ...more,
});

describe('applyAbility', () => {
  it('lets an applicant apply to an active program of ours they have not applied to', () => {
    expect(applyAbility(open())).toEqual({ canApply: true });
  });

  it('refuses a second application with alreadyApplied', () => {
    expect(applyAbility(open({ applied: true }))).toEqual({
      canApply: false,
      cannotApplyReason: 'alreadyApplied',
    });
  });

  it('takes a second application where the program allows multiple applications', () => {
    expect(applyAbility(open({ applied: true, allowMultipleApplications: true }))).toEqual({
      canApply: true,
    });
  });

  it('sends a third-party program elsewhere with thirdParty', () => {
    expect(applyAbility(open({ thirdParty: true }))).toEqual({
      canApply: false,
      cannotApplyReason: 'thirdParty',
    });
  });

  it('says closed for an inactive program and for one whose window has ended', () => {
    expect(applyAbility(open({ active: false }))).toEqual({ canApply: false, cannotApplyReason: 'closed' });
    expect(applyAbility(open({ closesAt: '2026-03-01T12:00:00Z' }))).toEqual({
      canApply: false,
      cannotApplyReason: 'closed',
    });
  });

  it('takes applications until the window closes', () => {
    expect(applyAbility(open({ opensAt: '2026-03-01T12:00:00Z', closesAt: '2026-03-01T12:00:01Z' }))).toEqual(
      {
        canApply: true,
      },
    );
  });

  it('says notOpenYet before the window opens', () => {
    expect(applyAbility(open({ opensAt: '2026-03-01T12:00:01Z' }))).toEqual({
      canApply: false,
      cannotApplyReason: 'notOpenYet',
    });
  });

  it('says noBudget when nothing is left to award, and keeps no budget when none is set', () => {
    expect(applyAbility(open({ budgetLeft: 0 }))).toEqual({ canApply: false, cannotApplyReason: 'noBudget' });
    expect(applyAbility(open({ budgetLeft: null }))).toEqual({ canApply: true });
    expect(applyAbility(open({ budgetLeft: 1 }))).toEqual({ canApply: true });
  });

  it("judges the program before the applicant's own application", () => {
    expect(applyAbility(open({ applied: true, thirdParty: true }))).toEqual({
      canApply: false,
      cannotApplyReason: 'thirdParty',
    });
    expect(applyAbility(open({ applied: true, active: false }))).toEqual({
      canApply: false,
      cannotApplyReason: 'closed',
    });
    expect(applyAbility(open({ applied: true, budgetLeft: 0 }))).toEqual({
      canApply: false,
      cannotApplyReason: 'noBudget',
    });
  });
});

describe('programClosedReason', () => {
  it('judges only what holds for everyone: closed, notOpenYet, noBudget, else null', () => {
    const facts = { active: true, now: NOW };
    expect(programClosedReason(facts)).toBeNull();
    expect(programClosedReason({ ...facts, closesAt: '2026-03-01T12:00:00Z' })).toBe('closed');
    expect(programClosedReason({ ...facts, opensAt: '2026-03-02T00:00:00Z' })).toBe('notOpenYet');
    expect(programClosedReason({ ...facts, budgetLeft: -5 })).toBe('noBudget');
  });
});
