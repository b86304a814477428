import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import {
  DomainException,
  type FieldError,
  forbidden,
  unprocessable,
} from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type { BulkAnswer } from '../../contract/queue.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import type { BulkAction } from '../applications/entities/bulk-operation.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { type BulkChangeDto, MAX_BULK_IDS } from './dto/bulk-change.dto.js';
import { QueueService } from './queue.service.js';
import { parseQueueFilter } from './queue-query.js';
import { judgeMove, loadMoves, type Mover, moverOf } from './workflow-moves.js';

export type { BulkAnswer };

interface TargetState {
  id: number;
  name: string;
  requiresReason: boolean;
  requiresComment: boolean;
}

interface LockedApplication {
  id: number;
  version: number;
  programId: number;
  currentStateId: number;
  ownerId: number | null;
}

interface Change {
  id: number;
  type: 'status' | 'owner';
  fromStateId: number;
  toStateId: number;
  fromOwnerId: number | null;
  toOwnerId: number | null;
}

type Failure = BulkAnswer['failed'][number];

/** What every range of one request is judged by. */
interface RangeRules {
  scope: { processIds: number[] | null };
  expected: Map<number, number>;
  reasonProgramId: number | null;
  mover: Mover;
}

/** Transactions one request runs at once, and the fewest ids worth a transaction of their own. */
const BULK_TRANSACTIONS = 2;
const MIN_IDS_PER_TRANSACTION = 250;

/**
 * The ids sorted and cut into at most `parts` ranges of consecutive ids, each of at least `minSize` (but
 * one): ranges of ascending ids, so transactions that lock them in order never wait on each other in a cycle.
 */
export function idRanges(ids: readonly number[], parts: number, minSize: number): number[][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const count = Math.max(1, Math.min(parts, Math.floor(sorted.length / minSize)));
  const size = Math.ceil(sorted.length / count);
  return Array.from({ length: count }, (_, i) => sorted.slice(i * size, (i + 1) * size)).filter(
    (range) => range.length > 0,
  );
}

const fieldError = (field: string, code: string, message: string): FieldError => ({ field, code, message });

/** Possible next states with their owners, and bulk status and owner changes (programs spec §4, API.md). */
@Injectable()
export class BulkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
    private readonly applications: ApplicationsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Changes status, owner or both of many applications. Whole-request problems answer 403/422; each
   * application then succeeds or fails on its own. The rows are locked in id order (so two bulk requests
   * never deadlock), each is checked against the version the caller saw (the `versions` sent, or the one
   * read when its range began), and the changes and their audit events are written set-based, in up to two
   * transactions of ranges of ids, under one bulk_operations row.
   */
  async change(caller: SessionCaller, body: BulkChangeDto): Promise<BulkAnswer> {
    const mover = await moverOf(this.dataSource.manager, caller);
    this.checkShape(body, mover);
    const instanceId = caller.instance.id;
    const target = body.toState === undefined ? null : await this.targetState(instanceId, body.toState);
    this.checkExplanation(body, target);
    if (body.ownerId !== undefined) await this.checkStaff(instanceId, body.ownerId);
    const reasonProgramId =
      body.reasonId === undefined ? null : await this.reasonProgram(instanceId, body, target);
    const expected = this.expectedVersions(body);
    const ids = await this.selection(caller, body);
    const scope = await this.queue.scope(caller);

    const rules: RangeRules = { scope, expected, reasonProgramId, mover };
    const bulkOperationId = await this.openOperation(caller, body, ids.length);
    // Each range of ids is its own transaction (every change stays atomic with its audit event, which is all
    // the spec asks), and a large request runs two at once: the index upkeep of the rows is the cost, and a
    // second connection puts a second core to work. Each transaction locks its rows in ascending id order, so
    // concurrent requests never deadlock.
    const settled = await Promise.allSettled(
      idRanges(ids, BULK_TRANSACTIONS, MIN_IDS_PER_TRANSACTION).map((range) =>
        this.dataSource.transaction((manager) =>
          this.changeRange(manager, caller, body, range, rules, bulkOperationId),
        ),
      ),
    );
    const outcomes = new Map(settled.flatMap((r) => (r.status === 'fulfilled' ? [...r.value] : [])));
    const succeeded = ids.filter((id) => outcomes.get(id) === null);
    const failed = ids.flatMap((id) => outcomes.get(id) ?? []);
    await this.dataSource.query('UPDATE bulk_operations SET succeeded = $2, failed = $3 WHERE id = $1', [
      bulkOperationId,
      succeeded.length,
      failed.length,
    ]);
    const error = settled.find((r) => r.status === 'rejected');
    if (error) throw error.reason;
    return { succeeded, failed, bulkOperationId };
  }

  /**
   * The applications to change: the ids sent, each once, or those the queue filter sent matches in the
   * caller's scope ("select all N matching"), at most MAX_BULK_IDS. Exactly one of the two is sent.
   */
  private async selection(caller: SessionCaller, body: BulkChangeDto): Promise<number[]> {
    const chosenBy = [body.ids, body.filter].filter((given) => given !== undefined && given !== null);
    if (chosenBy.length !== 1) {
      const message = 'Choose the applications with either ids or filter: exactly one of the two';
      throw new DomainException(422, 'idsOrFilter', message, [fieldError('ids', 'idsOrFilter', message)]);
    }
    if (body.ids) return [...new Set(body.ids)];
    const ids = await this.queue.matchingIds(caller, parseQueueFilter(body.filter), MAX_BULK_IDS + 1);
    if (ids.length > MAX_BULK_IDS) {
      const message = `The filter matches more than ${MAX_BULK_IDS} applications; a bulk change takes at most ${MAX_BULK_IDS}: narrow the filter`;
      throw new DomainException(422, 'tooManyApplications', message, [
        fieldError('filter', 'tooManyApplications', message),
      ]);
    }
    if (ids.length === 0) {
      const message = 'The filter matches no applications';
      throw new DomainException(422, 'noApplications', message, [
        fieldError('filter', 'noApplications', message),
      ]);
    }
    return ids;
  }

  /** The bulk_operations row the audit events name; its counts are set once every range is done. */
  private async openOperation(
    caller: SessionCaller,
    body: BulkChangeDto,
    requested: number,
  ): Promise<number> {
    const [{ id }]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO bulk_operations (instance_id, actor_user_id, action, to_state_id, owner_id, requested, succeeded, failed)
       VALUES ($1, $2, $3, $4, $5, $6, 0, 0) RETURNING id`,
      [
        caller.instance.id,
        caller.user.id,
        body.action,
        body.toState ?? null,
        body.ownerId ?? null,
        requested,
      ],
    );
    return id;
  }

  /**
   * One range of ids in its transaction: each application is judged on the row as locked, then the changes
   * and their audit events are written. Answers, per id, null for a change or the failure.
   */
  private async changeRange(
    manager: EntityManager,
    caller: SessionCaller,
    body: BulkChangeDto,
    ids: number[],
    { scope, expected, reasonProgramId, mover }: RangeRules,
    bulkOperationId: number,
  ): Promise<Map<number, Failure | null>> {
    const instanceId = caller.instance.id;
    // One statement: `seen` holds the versions as the statement began (what the caller saw, unless
    // `versions` says otherwise); then each row is locked in id order and read as it is now, after any
    // concurrent change it had to wait for.
    const rows: (LockedApplication & { seenVersion: number })[] = await manager.query(
      `WITH seen AS MATERIALIZED (
         SELECT id, version FROM applications
          WHERE instance_id = $1 AND id = ANY($2::int[]) AND ($3::int[] IS NULL OR workflow_id = ANY($3::int[])))
       SELECT a.id, a.version, s.version AS "seenVersion", a.program_id AS "programId",
              a.current_state_id AS "currentStateId", a.owner_id AS "ownerId"
         FROM applications a JOIN seen s ON s.id = a.id
        WHERE a.instance_id = $1
        ORDER BY a.id FOR NO KEY UPDATE OF a`,
      [instanceId, ids, scope.processIds],
    );
    const locked = new Map(rows.map((r) => [r.id, r]));
    const moves = await loadMoves(manager, instanceId, [...new Set(rows.map((a) => a.currentStateId))]);

    const outcomes = new Map<number, Failure | null>();
    const changes: Change[] = [];
    for (const id of ids) {
      const app = locked.get(id);
      if (!app) {
        outcomes.set(id, {
          id,
          code: 'applicationNotFound',
          message: `The application ${id} does not exist`,
        });
        continue;
      }
      const version = expected.get(id) ?? app.seenVersion;
      if (version !== app.version) {
        outcomes.set(id, {
          id,
          code: ERROR_CODE.staleVersion,
          message: `The application ${id} was changed by someone else; reload it and try again`,
        });
        continue;
      }
      if (reasonProgramId !== null && reasonProgramId !== app.programId) {
        outcomes.set(id, {
          id,
          code: 'reasonNotAllowed',
          message: `The denial reason ${body.reasonId} is not one of application ${id}'s program`,
        });
        continue;
      }
      const verdict = judgeMove(
        app,
        moves.get(app.currentStateId) ?? [],
        { action: body.action, toStateId: body.toState, ownerId: body.ownerId },
        mover,
      );
      if (!verdict.ok) {
        outcomes.set(id, { id, code: verdict.code, message: verdict.message });
        continue;
      }
      const stateChanged = verdict.toStateId !== app.currentStateId || body.action !== 'UPDATE_OWNER';
      changes.push({
        id,
        type: stateChanged ? 'status' : 'owner',
        fromStateId: app.currentStateId,
        toStateId: verdict.toStateId,
        fromOwnerId: app.ownerId,
        toOwnerId: verdict.ownerId,
      });
      outcomes.set(id, null);
    }
    await this.record(manager, caller, body, bulkOperationId, changes);
    return outcomes;
  }

  /** Writes the changes, then one audit event each (appendEvents): two statements whatever the count. */
  private async record(
    manager: EntityManager,
    caller: SessionCaller,
    body: BulkChangeDto,
    bulkOperationId: number,
    changes: Change[],
  ): Promise<void> {
    if (changes.length === 0) return;
    const column = <K extends keyof Change>(key: K) => changes.map((c) => c[key]);
    await manager.query(
      `UPDATE applications a
          SET current_state_id = c.to_state,
              state_entered_at = CASE WHEN c.type = 'status' THEN now() ELSE a.state_entered_at END,
              owner_id = c.to_owner, version = a.version + 1,
              last_changed_by_id = $2, last_changed_at = now(), updated_at = now()
         FROM unnest($3::int[], $4::text[], $5::int[], $6::int[]) AS c(id, type, to_state, to_owner)
        WHERE a.instance_id = $1 AND a.id = c.id`,
      [
        caller.instance.id,
        caller.user.id,
        column('id'),
        column('type'),
        column('toStateId'),
        column('toOwnerId'),
      ],
    );
    // A status move names states; either names owners only when they changed.
    await this.applications.appendEvents(
      manager,
      changes.map((c) => {
        const status = c.type === 'status';
        const ownerChanged = c.fromOwnerId !== c.toOwnerId;
        return {
          instanceId: caller.instance.id,
          applicationId: c.id,
          type: c.type,
          actorUserId: caller.user.id,
          fromStateId: status ? c.fromStateId : null,
          toStateId: status ? c.toStateId : null,
          fromOwnerId: ownerChanged ? c.fromOwnerId : null,
          toOwnerId: ownerChanged ? c.toOwnerId : null,
          comment: body.comment ?? null,
          reasonId: body.reasonId ?? null,
          bulkOperationId,
        };
      }),
    );
    // Only enqueued here: the messages go out after the change commits, without slowing the answer.
    await this.notifications.applicationsChanged(
      manager,
      caller.instance.id,
      changes.map((c) => ({
        applicationId: c.id,
        kind: c.type,
        toStateId: c.type === 'status' ? c.toStateId : null,
        fromOwnerId: c.fromOwnerId,
        toOwnerId: c.toOwnerId,
      })),
    );
  }

  /** A status-only request names no owner and an owner-only one no state; roles 2 and 4 assign only themselves. */
  private checkShape(body: BulkChangeDto, mover: Mover) {
    const notFor = (field: string, action: BulkAction) =>
      fieldError(field, 'fieldNotAllowed', `The field ${field} is not used by ${action}`);
    if (body.action === 'UPDATE_STATUS' && body.ownerId !== undefined)
      throw unprocessable([notFor('ownerId', body.action)]);
    if (body.action === 'UPDATE_OWNER') {
      const extra = (['toState', 'reasonId'] as const).filter((f) => body[f] !== undefined);
      if (extra.length) throw unprocessable(extra.map((f) => notFor(f, body.action)));
    }
    if (mover.selfOnly && body.ownerId !== undefined && body.ownerId !== mover.userId) {
      throw forbidden('assignOnlySelf', 'You may assign applications only to yourself');
    }
  }

  private async targetState(instanceId: number, stateId: number): Promise<TargetState> {
    const [state]: TargetState[] = await this.dataSource.query(
      `SELECT id, name, requires_reason AS "requiresReason", requires_comment AS "requiresComment"
         FROM workflow_states WHERE instance_id = $1 AND id = $2`,
      [instanceId, stateId],
    );
    if (!state) {
      throw unprocessable([fieldError('toState', 'unknownState', `The status ${stateId} does not exist`)]);
    }
    return state;
  }

  /** A status that asks for a reason takes a denial reason or a comment; one that asks for a comment, a comment. */
  private checkExplanation(body: BulkChangeDto, target: TargetState | null) {
    if (!target) return;
    const comment = body.comment?.trim() ?? '';
    if (target.requiresComment && comment === '') {
      throw unprocessable([
        fieldError(
          'comment',
          'commentRequired',
          `A comment is required to move applications to ${target.name}`,
        ),
      ]);
    }
    if (target.requiresReason && body.reasonId === undefined && comment === '') {
      throw unprocessable([
        fieldError(
          'reasonId',
          'reasonRequired',
          `A denial reason or a comment is required to move applications to ${target.name}`,
        ),
      ]);
    }
  }

  private async checkStaff(instanceId: number, userId: number) {
    const [staff] = await this.dataSource.query(
      'SELECT 1 FROM accounts WHERE instance_id = $1 AND user_id = $2 AND entity_type = 3 AND active LIMIT 1',
      [instanceId, userId],
    );
    if (!staff) {
      throw unprocessable([
        fieldError('ownerId', 'unknownUser', `The user ${userId} is not staff of this instance`),
      ]);
    }
  }

  /** The program of the denial reason; it must be offered for the target state (or for every state). */
  private async reasonProgram(
    instanceId: number,
    body: BulkChangeDto,
    target: TargetState | null,
  ): Promise<number> {
    const [reason]: { programId: number; stateId: number | null }[] = await this.dataSource.query(
      'SELECT program_id AS "programId", state_id AS "stateId" FROM denial_reasons WHERE instance_id = $1 AND id = $2',
      [instanceId, body.reasonId],
    );
    if (!reason || (reason.stateId !== null && reason.stateId !== target?.id)) {
      throw unprocessable([
        fieldError(
          'reasonId',
          'unknownReason',
          `The denial reason ${body.reasonId} is not offered for this status`,
        ),
      ]);
    }
    return reason.programId;
  }

  /** `versions` maps application ids to whole version numbers. */
  private expectedVersions(body: BulkChangeDto): Map<number, number> {
    const entries = Object.entries(body.versions ?? {});
    const valid = entries.every(([id, v]) => /^\d{1,10}$/.test(id) && Number.isSafeInteger(v) && v >= 1);
    if (!valid) {
      throw new DomainException(
        422,
        'invalidVersions',
        'versions must map application ids to version numbers',
        [fieldError('versions', 'invalidVersions', 'versions must map application ids to version numbers')],
      );
    }
    return new Map(entries.map(([id, v]) => [Number(id), v]));
  }
}
