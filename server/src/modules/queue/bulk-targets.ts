// What the bulk dialog may offer for a selection (issue 16, "offers only valid targets"): from the
// possible-state rows of the selected applications' current states, the states and owners valid for every
// one of them, and for each application the targets that would fail and why, in the words the bulk call
// answers them with (judgeMove uses the same refusals). Pure: the admin UI imports it.
import type { BulkAction, PossibleStateRow } from '../../contract/queue.js';

/** A failure the bulk call answers for one application: its code and a message to show as it is. */
export interface MoveRefusal {
  code: 'stateNotAllowed' | 'ownerNotAllowed' | 'ownerRequired';
  message: string;
}

/** The refusals of a bulk change, one application at a time (programs spec §4). */
export const refusals = {
  stateNotAllowed: (applicationId: number, stateId: number | undefined): MoveRefusal => ({
    code: 'stateNotAllowed',
    message: `The status ${stateId} is not a possible next status of application ${applicationId}`,
  }),
  /** `where`: "its status" for an owner change alone, else the name of the state moved to. */
  ownerNotAllowed: (applicationId: number, ownerId: number | undefined, where: string): MoveRefusal => ({
    code: 'ownerNotAllowed',
    message: `The user ${ownerId} is not a possible owner of application ${applicationId} in ${where}`,
  }),
  ownerRequired: (applicationId: number, stateName: string): MoveRefusal => ({
    code: 'ownerRequired',
    message: `Moving application ${applicationId} to ${stateName} needs an owner`,
  }),
};

export interface SelectedApplication {
  id: number;
  currentStateId: number;
}

export interface BulkChoice {
  action: BulkAction;
  toStateId?: number;
  ownerId?: number;
}

export interface TargetOptions {
  /** The caller may assign only themselves (roles 2 and 4): a move that requires an owner gives it them. */
  assignsOnlySelf?: boolean;
}

export interface TargetState {
  id: number;
  name: string;
  requiresReason: boolean;
  requiresComment: boolean;
}

export interface TargetOwner {
  id: number;
  name: string | null;
}

/** One application for which one target (a state, an owner, or both) would fail, and why. */
export interface TargetFailure extends MoveRefusal {
  applicationId: number;
  stateId?: number;
  ownerId?: number;
}

export interface BulkTargets {
  /** The states every selected application can move to (none for UPDATE_OWNER), in the rows' order. */
  states: TargetState[];
  /** UPDATE_OWNER: the owners every selected application may get in its current status. */
  owners: TargetOwner[];
  /** UPDATE_STATUS_AND_OWNER: per state of `states`, the owners every application may get there. */
  ownersByState: Record<number, TargetOwner[]>;
  /** Each target offered to some of the selection, for each application it would fail for. */
  failures: TargetFailure[];
}

const unique = <T, K>(items: readonly T[], key: (item: T) => K): T[] => {
  const seen = new Set<K>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
};

/** stateNotAllowed when no move leads the application from its current state to the state, else null. */
const unreachable = (
  rows: readonly PossibleStateRow[],
  app: SelectedApplication,
  toStateId: number | undefined,
): MoveRefusal | null =>
  rows.some((r) => r.current_state_id === app.currentStateId && r.possible_state_id === toStateId)
    ? null
    : refusals.stateNotAllowed(app.id, toStateId);

/**
 * Whether the bulk call would refuse one application the change chosen, as judgeMove decides it from the
 * same moves: only to a state its current state leads to, only to an owner offered there (an owner change
 * alone: offered by any move out of its current state); a status change alone to a state that requires an
 * owner needs the move's default user, or a caller who assigns themselves. Null: it would succeed.
 */
export function foretellMove(
  rows: readonly PossibleStateRow[],
  app: SelectedApplication,
  { action, toStateId, ownerId }: BulkChoice,
  { assignsOnlySelf = false }: TargetOptions = {},
): MoveRefusal | null {
  const out = rows.filter((r) => r.current_state_id === app.currentStateId);
  if (action === 'UPDATE_OWNER') {
    return out.some((r) => r.possible_user_id === ownerId)
      ? null
      : refusals.ownerNotAllowed(app.id, ownerId, 'its status');
  }
  const move = out.filter((r) => r.possible_state_id === toStateId);
  if (move.length === 0) return refusals.stateNotAllowed(app.id, toStateId);
  const [{ possible_state_name: name, requires_user_assigment, default_user }] = move;
  if (action === 'UPDATE_STATUS_AND_OWNER') {
    return move.some((r) => r.possible_user_id === ownerId)
      ? null
      : refusals.ownerNotAllowed(app.id, ownerId, name);
  }
  if (requires_user_assigment && !assignsOnlySelf && default_user === null) {
    return refusals.ownerRequired(app.id, name);
  }
  return null;
}

/**
 * The targets the bulk dialog may offer a selection for an action: each state or owner that some
 * application's rows offer is valid when the bulk call would refuse none of the selection, and listed as
 * a failure for each application it would refuse. For a status and owner change, a state must first be
 * reachable by all, then each owner offered there is judged. `rows` are the possible-state rows of the
 * selection's current states (GET /api/admin/applications/possible-states).
 */
export function bulkTargets(
  rows: readonly PossibleStateRow[],
  applications: readonly SelectedApplication[],
  action: BulkAction,
  options: TargetOptions = {},
): BulkTargets {
  const inSelection = new Set(applications.map((a) => a.currentStateId));
  const offered = rows.filter((r) => inSelection.has(r.current_state_id));
  const failures: TargetFailure[] = [];
  /** Whether `judge` refuses no application the target; each refusal goes to `failures`. */
  const validForAll = (
    target: { stateId?: number; ownerId?: number },
    judge: (app: SelectedApplication) => MoveRefusal | null,
  ) => {
    const refused = applications.flatMap((app) => {
      const refusal = judge(app);
      return refusal ? [{ applicationId: app.id, ...target, ...refusal }] : [];
    });
    failures.push(...refused);
    return refused.length === 0;
  };
  const foretold = (choice: BulkChoice) => (app: SelectedApplication) =>
    foretellMove(offered, app, choice, options);

  if (action === 'UPDATE_OWNER') {
    const owners = ownersOf(offered).filter((o) =>
      validForAll({ ownerId: o.id }, foretold({ action, ownerId: o.id })),
    );
    return { states: [], owners, ownersByState: {}, failures };
  }
  // With an owner chosen, a state need only be reachable by all; then each owner offered there is judged.
  const reachable = unique(offered, (r) => r.possible_state_id).filter(({ possible_state_id: stateId }) =>
    validForAll(
      { stateId },
      action === 'UPDATE_STATUS'
        ? foretold({ action, toStateId: stateId })
        : (app) => unreachable(offered, app, stateId),
    ),
  );
  const ownersByState: Record<number, TargetOwner[]> = {};
  if (action === 'UPDATE_STATUS_AND_OWNER') {
    for (const { possible_state_id: stateId } of reachable) {
      const there = offered.filter((r) => r.possible_state_id === stateId);
      ownersByState[stateId] = ownersOf(there).filter((o) =>
        validForAll({ stateId, ownerId: o.id }, foretold({ action, toStateId: stateId, ownerId: o.id })),
      );
    }
  }
  return { states: reachable.map(targetState), owners: [], ownersByState, failures };
}

const ownersOf = (rows: readonly PossibleStateRow[]): TargetOwner[] =>
  unique(
    rows.flatMap((r) =>
      r.possible_user_id === null ? [] : [{ id: r.possible_user_id, name: r.possible_user_name }],
    ),
    (o) => o.id,
  );

const targetState = (r: PossibleStateRow): TargetState => ({
  id: r.possible_state_id,
  name: r.possible_state_name,
  requiresReason: r.requires_reason,
  requiresComment: r.requires_comment,
});
