import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import {
  DomainException,
  type FieldError,
  forbidden,
  unprocessable,
} from '../../common/errors/domain.exception.js';
import { mayAssignOnlySelf } from '../accounts/roles.js';
import type { BulkAction } from '../applications/entities/bulk-operation.entity.js';
import type { BulkChangeDto } from './dto/bulk-change.dto.js';
import { QueueService } from './queue.service.js';
import {
  judgeMove,
  loadMoves,
  type Mover,
  type PossibleStateRow,
  possibleStateRows,
} from './workflow-moves.js';

export interface BulkAnswer {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
  bulkOperationId: number;
}

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

const fieldError = (field: string, code: string, message: string): FieldError => ({ field, code, message });

/** Possible next states with their owners, and bulk status and owner changes (programs spec §4, API.md). */
@Injectable()
export class BulkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueService,
  ) {}

  private async mover(caller: SessionCaller): Promise<Mover> {
    const [row]: { name: string | null }[] = await this.dataSource.query(
      'SELECT queue_user_name($1) AS name',
      [caller.user.id],
    );
    return { userId: caller.user.id, name: row.name, selfOnly: mayAssignOnlySelf(caller.roles) };
  }

  /** GetPossibleStates for the selected applications' current states; another instance's ids add nothing. */
  async possibleStates(caller: SessionCaller, ids: number[]): Promise<PossibleStateRow[]> {
    const scope = await this.queue.scope(caller);
    const states: { id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT current_state_id AS id FROM applications
        WHERE instance_id = $1 AND id = ANY($2::int[]) AND ($3::int[] IS NULL OR workflow_id = ANY($3::int[]))
        ORDER BY 1`,
      [scope.instanceId, ids, scope.processIds],
    );
    const moves = await loadMoves(
      this.dataSource.manager,
      scope.instanceId,
      states.map((s) => s.id),
    );
    const mover = await this.mover(caller);
    return states.flatMap((s) => possibleStateRows(moves.get(s.id) ?? [], mover));
  }

  /**
   * Changes status, owner or both of many applications. Whole-request problems answer 403/422; each
   * application then succeeds or fails on its own. The rows are locked in id order (so two bulk requests
   * never deadlock), each is checked against the version the caller saw (the `versions` sent, or the one
   * read when the request began), and the changes and their audit events are written set-based in one
   * transaction with a bulk_operations row.
   */
  async change(caller: SessionCaller, body: BulkChangeDto): Promise<BulkAnswer> {
    const mover = await this.mover(caller);
    this.checkShape(body, mover);
    const instanceId = caller.instance.id;
    const target = body.toState === undefined ? null : await this.targetState(instanceId, body.toState);
    this.checkExplanation(body, target);
    if (body.ownerId !== undefined) await this.checkStaff(instanceId, body.ownerId);
    const reasonProgramId =
      body.reasonId === undefined ? null : await this.reasonProgram(instanceId, body, target);
    const expected = this.expectedVersions(body);
    const ids = [...new Set(body.ids)];
    const scope = await this.queue.scope(caller);

    return this.dataSource.transaction(async (manager) => {
      const seen = new Map<number, number>(
        (
          await manager.query(
            `SELECT id, version FROM applications
              WHERE instance_id = $1 AND id = ANY($2::int[]) AND ($3::int[] IS NULL OR workflow_id = ANY($3::int[]))`,
            [instanceId, ids, scope.processIds],
          )
        ).map((r: { id: number; version: number }) => [r.id, r.version]),
      );
      const locked = new Map<number, LockedApplication>(
        (
          await manager.query(
            `SELECT id, version, program_id AS "programId", current_state_id AS "currentStateId", owner_id AS "ownerId"
               FROM applications
              WHERE instance_id = $1 AND id = ANY($2::int[]) AND ($3::int[] IS NULL OR workflow_id = ANY($3::int[]))
              ORDER BY id FOR NO KEY UPDATE`,
            [instanceId, ids, scope.processIds],
          )
        ).map((r: LockedApplication) => [r.id, r]),
      );
      const moves = await loadMoves(manager, instanceId, [
        ...new Set([...locked.values()].map((a) => a.currentStateId)),
      ]);

      const changes: Change[] = [];
      const failed: BulkAnswer['failed'] = [];
      for (const id of ids) {
        const app = locked.get(id);
        if (!app) {
          failed.push({ id, code: 'applicationNotFound', message: `The application ${id} does not exist` });
          continue;
        }
        const version = expected.get(id) ?? seen.get(id);
        if (version !== app.version) {
          failed.push({
            id,
            code: 'staleVersion',
            message: `The application ${id} was changed by someone else; reload it and try again`,
          });
          continue;
        }
        if (reasonProgramId !== null && reasonProgramId !== app.programId) {
          failed.push({
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
          failed.push({ id, code: verdict.code, message: verdict.message });
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
      }

      const bulkOperationId = await this.record(manager, caller, body, ids.length, changes, failed.length);
      return { succeeded: changes.map((c) => c.id), failed, bulkOperationId };
    });
  }

  /** Writes the changes, their audit events and the bulk_operations row: three statements whatever the count. */
  private async record(
    manager: EntityManager,
    caller: SessionCaller,
    body: BulkChangeDto,
    requested: number,
    changes: Change[],
    failures: number,
  ): Promise<number> {
    const instanceId = caller.instance.id;
    const [{ id: bulkOperationId }]: { id: number }[] = await manager.query(
      `INSERT INTO bulk_operations (instance_id, actor_user_id, action, to_state_id, owner_id, requested, succeeded, failed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        instanceId,
        caller.user.id,
        body.action,
        body.toState ?? null,
        body.ownerId ?? null,
        requested,
        changes.length,
        failures,
      ],
    );
    if (changes.length === 0) return bulkOperationId;
    const column = <K extends keyof Change>(key: K) => changes.map((c) => c[key]);
    await manager.query(
      `UPDATE applications a
          SET current_state_id = c.to_state,
              state_entered_at = CASE WHEN c.type = 'status' THEN now() ELSE a.state_entered_at END,
              owner_id = c.to_owner, version = a.version + 1,
              last_changed_by_id = $2, last_changed_at = now(), updated_at = now()
         FROM unnest($3::int[], $4::text[], $5::int[], $6::int[]) AS c(id, type, to_state, to_owner)
        WHERE a.instance_id = $1 AND a.id = c.id`,
      [instanceId, caller.user.id, column('id'), column('type'), column('toStateId'), column('toOwnerId')],
    );
    await manager.query(
      `INSERT INTO application_events (instance_id, application_id, type, actor_user_id, from_state_id, to_state_id,
                                       from_owner_id, to_owner_id, comment, reason_id, bulk_operation_id)
       SELECT $1, c.id, c.type, $2,
              CASE WHEN c.type = 'status' THEN c.from_state END, CASE WHEN c.type = 'status' THEN c.to_state END,
              CASE WHEN c.from_owner IS DISTINCT FROM c.to_owner THEN c.from_owner END,
              CASE WHEN c.from_owner IS DISTINCT FROM c.to_owner THEN c.to_owner END,
              $3, $4, $5
         FROM unnest($6::int[], $7::text[], $8::int[], $9::int[], $10::int[], $11::int[])
              AS c(id, type, from_state, to_state, from_owner, to_owner)`,
      [
        instanceId,
        caller.user.id,
        body.comment ?? null,
        body.reasonId ?? null,
        bulkOperationId,
        column('id'),
        column('type'),
        column('fromStateId'),
        column('toStateId'),
        column('fromOwnerId'),
        column('toOwnerId'),
      ],
    );
    return bulkOperationId;
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
