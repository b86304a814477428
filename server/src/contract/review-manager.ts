// The review-manager routes (access spec §2 "Route guards"): after a loader, a user whose only role on the
// process is Process-Admin goes to the program portal's settings, everyone else to the reviewer root. The
// contract folder imports only its own files.

export const PROCESS_ADMIN_ROLE = 'Process-Admin';
/** The reviewer root: the reviewer's applications. */
export const REVIEWER_ROOT = '/v2/review';

/** Where a review manager lands for a process, given their role names on it and the process's program. */
export function reviewManagerLanding(roleNames: readonly string[], programId: number): string {
  const onlyProcessAdmin = roleNames.length > 0 && roleNames.every((r) => r === PROCESS_ADMIN_ROLE);
  return onlyProcessAdmin ? `/program-portal/${programId}/settings` : REVIEWER_ROOT;
}

/**
 * Where a government navigation's Reviews leads in the admin UI: a reviewer's (or review manager's) own list,
 * everyone else's work queue.
 */
export const reviewsTarget = (accountType: string): string =>
  accountType === 'Reviewer' || accountType === 'review-manager' ? REVIEWER_ROOT : '/applications';
