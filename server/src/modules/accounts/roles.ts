// Government role numbers (access spec §6, programs spec §4 "Bulk actions" and §6).

export const ROLE = {
  Administrator: 99,
  CaseManagerSupervisor: 200,
  CaseManager: 201,
  IntakeSpecialist: 2,
  CaseWorker: 4,
} as const;

export const ROLE_NAMES: ReadonlyMap<number, string> = new Map<number, string>([
  [ROLE.Administrator, 'Administrator'],
  [ROLE.CaseManagerSupervisor, 'Case Manager Supervisor'],
  [ROLE.CaseManager, 'Case Manager'],
  [ROLE.IntakeSpecialist, 'Intake specialist'],
  [ROLE.CaseWorker, 'Case worker'],
]);

/** The name of a role the list does not know. */
export const OTHER_ROLE_NAME = 'Operation User';

export const roleName = (role: number): string => ROLE_NAMES.get(role) ?? OTHER_ROLE_NAME;

/** A role number the named roles do not hold: the demo's Operation User (any other number is one too). */
export const OPERATION_USER_ROLE = 7;

/** The roles offered when adding or editing a user or making an API key: the named ones, then Operation User. */
export const ROLE_CHOICES: readonly { id: number; name: string }[] = [
  ...[...ROLE_NAMES].map(([id, name]) => ({ id, name: `${name} (${id})` })),
  { id: OPERATION_USER_ROLE, name: `${OTHER_ROLE_NAME} (${OPERATION_USER_ROLE})` },
];

export const isAdministrator = (roles: readonly number[]): boolean => roles.includes(ROLE.Administrator);

const SELF_ASSIGN_ROLES: readonly number[] = [ROLE.IntakeSpecialist, ROLE.CaseWorker];
// A user who also holds a managing role keeps that role's wider choice of owners.
const ASSIGN_ANYONE_ROLES: readonly number[] = [
  ROLE.Administrator,
  ROLE.CaseManagerSupervisor,
  ROLE.CaseManager,
];

/** Intake specialists and case workers may only assign applications to themselves. */
export const mayAssignOnlySelf = (roles: readonly number[]): boolean =>
  roles.some((role) => SELF_ASSIGN_ROLES.includes(role)) &&
  !roles.some((role) => ASSIGN_ANYONE_ROLES.includes(role));
