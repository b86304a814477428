// Where an application may go next and who may own it there (programs spec §3 possible-state rows, §4 bulk
// actions): the transitions out of its current state and their owners, and the rules a bulk change obeys.
import type { EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import type { PossibleStateRow } from '../../contract/queue.js';
import { mayAssignOnlySelf } from '../accounts/roles.js';
import type { BulkAction } from '../applications/entities/bulk-operation.entity.js';
import { type MoveRefusal, refusals } from './bulk-targets.js';

export type { PossibleStateRow };

export interface MoveOwner {
  userId: number;
  name: string | null;
  organizationId: number | null;
  organizationName: string | null;
}

export interface Move {
  transitionId: number;
  processId: number;
  fromStateId: number;
  toStateId: number;
  toStateName: string;
  /** The state moved to asks for a denial reason (or a comment in its place). */
  requiresReason: boolean;
  /** The state moved to asks for a comment. */
  requiresComment: boolean;
  defaultUserId: number | null;
  requiresUserAssignment: boolean;
  /** The transition's listed owners, and its default user when not listed. */
  owners: MoveOwner[];
}

/** Who is asking: roles 2 and 4 (mayAssignOnlySelf) have themselves as the only owner choice. */
export interface Mover {
  userId: number;
  name: string | null;
  selfOnly: boolean;
}

/** The caller as a mover, with the name the queue shows for them. */
export async function moverOf(manager: EntityManager, caller: SessionCaller): Promise<Mover> {
  const [row]: { name: string | null }[] = await manager.query('SELECT queue_user_name($1) AS name', [
    caller.user.id,
  ]);
  return { userId: caller.user.id, name: row.name, selfOnly: mayAssignOnlySelf(caller.roles) };
}

/** The moves out of each of `fromStateIds`, in the order the workflow lists its states. */
export async function loadMoves(
  manager: EntityManager,
  instanceId: number,
  fromStateIds: readonly number[],
): Promise<Map<number, Move[]>> {
  const moves = new Map<number, Move[]>();
  if (fromStateIds.length === 0) return moves;
  const transitions: Omit<Move, 'owners'>[] = await manager.query(
    `SELECT t.id AS "transitionId", t.workflow_id AS "processId", t.from_state_id AS "fromStateId",
            t.to_state_id AS "toStateId", s.name AS "toStateName", s.requires_reason AS "requiresReason",
            s.requires_comment AS "requiresComment", t.default_user_id AS "defaultUserId",
            t.requires_user_assignment AS "requiresUserAssignment"
       FROM workflow_transitions t JOIN workflow_states s ON s.id = t.to_state_id
      WHERE t.instance_id = $1 AND t.from_state_id = ANY($2::int[])
      ORDER BY t.from_state_id, s.sort_order, s.id`,
    [instanceId, fromStateIds],
  );
  const owners: (MoveOwner & { transitionId: number })[] = transitions.length
    ? await manager.query(
        `SELECT o.transition_id AS "transitionId", o.user_id AS "userId", queue_user_name(o.user_id) AS name,
                o.organization_id AS "organizationId", g.name AS "organizationName"
           FROM transition_owners o LEFT JOIN organizations g ON g.id = o.organization_id
          WHERE o.instance_id = $1 AND o.transition_id = ANY($2::int[])
          UNION ALL
         SELECT t.id, t.default_user_id, queue_user_name(t.default_user_id), NULL, NULL
           FROM workflow_transitions t
          WHERE t.instance_id = $1 AND t.id = ANY($2::int[]) AND t.default_user_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM transition_owners o
                             WHERE o.transition_id = t.id AND o.user_id = t.default_user_id)
          ORDER BY 3, 2`,
        [instanceId, transitions.map((t) => t.transitionId)],
      )
    : [];
  for (const t of transitions) {
    const move: Move = {
      ...t,
      owners: owners
        .filter((o) => o.transitionId === t.transitionId)
        .map(({ transitionId: _, ...owner }) => owner),
    };
    moves.set(t.fromStateId, [...(moves.get(t.fromStateId) ?? []), move]);
  }
  return moves;
}

/** The owners a mover may pick after a move: themselves alone for roles 2 and 4, else the move's owners. */
export function ownerChoices(move: Move, mover: Mover): MoveOwner[] {
  if (!mover.selfOnly) return move.owners;
  const listed = move.owners.find((o) => o.userId === mover.userId);
  return [listed ?? { userId: mover.userId, name: mover.name, organizationId: null, organizationName: null }];
}

/** One possible-state row per move and owner choice (one row with no user when a move lists no owner). */
export function possibleStateRows(moves: readonly Move[], mover: Mover): PossibleStateRow[] {
  return moves.flatMap((move): PossibleStateRow[] => {
    const base = {
      process_id: move.processId,
      current_state_id: move.fromStateId,
      possible_state_id: move.toStateId,
      possible_state_name: move.toStateName,
      default_user: move.defaultUserId,
      requires_user_assigment: move.requiresUserAssignment,
      requires_reason: move.requiresReason,
      requires_comment: move.requiresComment,
    };
    const choices = ownerChoices(move, mover);
    if (choices.length === 0) {
      return [
        { ...base, possible_user_id: null, possible_user_name: null, company_id: null, company_name: null },
      ];
    }
    return choices.map((o) => ({
      ...base,
      possible_user_id: o.userId,
      possible_user_name: o.name,
      company_id: o.organizationId,
      company_name: o.organizationName,
    }));
  });
}

export interface BulkRequest {
  action: BulkAction;
  toStateId?: number;
  ownerId?: number;
}

export interface CurrentApplication {
  id: number;
  currentStateId: number;
  ownerId: number | null;
}

export type MoveVerdict =
  | { ok: true; toStateId: number; ownerId: number | null }
  | { ok: false; code: string; message: string };

const refuse = (refusal: MoveRefusal): MoveVerdict => ({ ok: false, ...refusal });

/**
 * Whether one application may make the requested change, and its state and owner afterwards: only to a
 * state its current state leads to, only to an owner offered there (for an owner change alone: offered by
 * any move out of its current state). A status change alone keeps the owner, unless the move requires an
 * assignment: then the mover themselves (roles 2 and 4) or the move's default user takes it.
 */
export function judgeMove(
  app: CurrentApplication,
  moves: readonly Move[],
  request: BulkRequest,
  mover: Mover,
): MoveVerdict {
  const { action, toStateId, ownerId } = request;
  if (action === 'UPDATE_OWNER') {
    const offered = moves.some((m) => ownerChoices(m, mover).some((o) => o.userId === ownerId));
    if (!offered) {
      return refuse(refusals.ownerNotAllowed(app.id, ownerId, 'its status'));
    }
    return { ok: true, toStateId: app.currentStateId, ownerId: ownerId ?? null };
  }
  const move = moves.find((m) => m.toStateId === toStateId);
  if (!move) {
    return refuse(refusals.stateNotAllowed(app.id, toStateId));
  }
  if (action === 'UPDATE_STATUS_AND_OWNER') {
    if (!ownerChoices(move, mover).some((o) => o.userId === ownerId)) {
      return refuse(refusals.ownerNotAllowed(app.id, ownerId, move.toStateName));
    }
    return { ok: true, toStateId: move.toStateId, ownerId: ownerId ?? null };
  }
  if (!move.requiresUserAssignment) return { ok: true, toStateId: move.toStateId, ownerId: app.ownerId };
  const assigned = mover.selfOnly ? mover.userId : move.defaultUserId;
  if (assigned === null) {
    return refuse(refusals.ownerRequired(app.id, move.toStateName));
  }
  return { ok: true, toStateId: move.toStateId, ownerId: assigned };
}
