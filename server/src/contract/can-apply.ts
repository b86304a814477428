// Whether the caller can apply to a program now, and why not (API.md "Applying"): the catalogue and a
// program's page carry the answer so the community UI shows no Apply button that cannot succeed.
// The contract folder imports only its own files.

/** Why a program offered cannot be applied to here, in the order they are judged. */
export const CANNOT_APPLY_REASONS = [
  'thirdParty',
  'closed',
  'notOpenYet',
  'noBudget',
  'alreadyApplied',
] as const;
export type CannotApplyReason = (typeof CANNOT_APPLY_REASONS)[number];

/** canApply and, when false, cannotApplyReason, as the catalogue rows and GET resource/:id carry them. */
export interface ApplyAbility {
  canApply: boolean;
  cannotApplyReason?: CannotApplyReason;
}

/** What the rule needs to know of the program and the applicant. */
export interface ApplyFacts {
  /** ic_active: an inactive program takes no applications. */
  active: boolean;
  /** Applied to on someone else's site (third-party.ts): the UI links out instead. */
  thirdParty: boolean;
  /** ic_allow_multiple_applications. */
  allowMultipleApplications: boolean;
  /** This account has an application to the program already. */
  applied: boolean;
  /** The application window, ISO times; absent or null: open on that side. */
  opensAt?: string | null;
  closesAt?: string | null;
  /** What the program's budget has left to award; absent or null: no budget kept. */
  budgetLeft?: number | null;
  now: Date;
}

/** The reasons that hold for everyone: the program takes no applications here now. */
export type ProgramClosedReason = 'closed' | 'notOpenYet' | 'noBudget';

/**
 * Whether the program takes applications at all now (inactive or past its deadline: closed; before its
 * opening: notOpenYet; its budget spent: noBudget). The catalogue's canApply and the submit call's refusal
 * both come from here, so they cannot disagree.
 */
export function programClosedReason(
  facts: Pick<ApplyFacts, 'active' | 'opensAt' | 'closesAt' | 'budgetLeft' | 'now'>,
): ProgramClosedReason | null {
  const now = facts.now.getTime();
  if (!facts.active || (facts.closesAt && Date.parse(facts.closesAt) <= now)) return 'closed';
  if (facts.opensAt && Date.parse(facts.opensAt) > now) return 'notOpenYet';
  if (facts.budgetLeft != null && facts.budgetLeft <= 0) return 'noBudget';
  return null;
}

/** The submit call's 409 for each: its code and English message ({program}, {opensAt} filled in). */
export const PROGRAM_CLOSED_REFUSALS: Record<ProgramClosedReason, { code: string; message: string }> = {
  closed: { code: 'program-closed', message: 'The program {program} is not taking applications' },
  notOpenYet: {
    code: 'program-not-open-yet',
    message: 'The program {program} takes applications from {opensAt}',
  },
  noBudget: { code: 'program-no-budget', message: 'The program {program} has no budget left' },
};

const reasonOf = (facts: ApplyFacts): CannotApplyReason | null => {
  if (facts.thirdParty) return 'thirdParty';
  const closed = programClosedReason(facts);
  if (closed) return closed;
  if (facts.applied && !facts.allowMultipleApplications) return 'alreadyApplied';
  return null;
};

/**
 * Whether an application to the program would be taken: a program that can take none for anyone (elsewhere,
 * closed, not open yet, out of budget) says so before the applicant's own application does.
 */
export function applyAbility(facts: ApplyFacts): ApplyAbility {
  const reason = reasonOf(facts);
  return reason === null ? { canApply: true } : { canApply: false, cannotApplyReason: reason };
}
