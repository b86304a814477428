import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import type { WorkflowGraph } from '../../contract/workflow.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { isAdministrator } from '../accounts/roles.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { ACCESS_LEVEL } from '../permissions/permission-level.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import type { GraphStateDto, GraphTransitionDto, WorkflowGraphDto } from './dto/workflow-graph.dto.js';
import { TransitionOwner } from './entities/transition-owner.entity.js';
import { Workflow } from './entities/workflow.entity.js';
import { WorkflowState } from './entities/workflow-state.entity.js';
import { WorkflowTransition } from './entities/workflow-transition.entity.js';
import { graphProblems } from './graph.js';

const MAX_INT = 2_147_483_647;

export interface ProcessView {
  processId: number;
  processName: string;
  programId: number;
  programName: string;
}

const workflowNotFound = (id: number) => notFound('workflowNotFound', `The workflow ${id} does not exist`);

const stateFields = (s: GraphStateDto) => ({
  name: s.name.trim(),
  publicLabel: s.publicLabel?.trim() || null,
  isInitial: s.isInitial ?? false,
  requiresReason: s.requiresReason ?? false,
  requiresComment: s.requiresComment ?? false,
  approved: s.approved ?? false,
  declined: s.declined ?? false,
  sortOrder: s.sortOrder ?? 0,
  position: s.position ? { x: s.position.x, y: s.position.y } : { x: 0, y: 0 },
});

/** Workflows as data: the editor's whole graph, and the processes a user works (GetProcessesForUser). */
@Injectable()
export class WorkflowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly permissions: PermissionsService,
  ) {}

  async graph(caller: SessionCaller, id: number) {
    const workflow = await this.workflowOf(this.dataSource.manager, caller, id);
    await this.demand(caller, workflow, 'Read');
    return this.graphOf(this.dataSource.manager, workflow);
  }

  /**
   * Saves states, transitions and their owners as sent, in one transaction: existing states keep their
   * ids, absent ones are removed (refused while applications sit in them), transitions are matched by
   * their two states so their ids stay stable, and each transition's owners are replaced.
   */
  async saveGraph(caller: SessionCaller, id: number, graph: WorkflowGraphDto) {
    const problems = graphProblems(graph);
    if (problems.length) throw unprocessable(problems);
    // The grant is read before the transaction: the embedded database has one connection, held by it.
    await this.demand(caller, await this.workflowOf(this.dataSource.manager, caller, id), 'ReadWrite');
    return this.dataSource.transaction(async (manager) => {
      const workflow = await this.workflowOf(manager, caller, id, { lock: true });
      const existing = await manager
        .getRepository(WorkflowState)
        .findBy({ instanceId: caller.instance.id, workflowId: id });
      await this.checkGraphReferences(manager, caller, existing, graph);
      const kept = new Set(graph.states.flatMap((s) => (s.id === undefined ? [] : [s.id])));
      await this.removeStates(
        manager,
        caller,
        existing.filter((s) => !kept.has(s.id)),
      );

      const stateIds = new Map<string, number>();
      for (const state of graph.states) {
        const fields = stateFields(state);
        if (state.id !== undefined) {
          await manager
            .getRepository(WorkflowState)
            .update({ instanceId: caller.instance.id, id: state.id }, fields);
          stateIds.set(state.key, state.id);
        } else {
          const saved = await manager
            .getRepository(WorkflowState)
            .save(
              manager
                .getRepository(WorkflowState)
                .create({ ...fields, instanceId: caller.instance.id, workflowId: id }),
            );
          stateIds.set(state.key, saved.id);
        }
      }
      await this.saveTransitions(manager, caller, id, graph.transitions, stateIds);
      return this.graphOf(manager, workflow);
    });
  }

  /** Administrators work every process of the instance; other staff those they are members of. */
  async processes(caller: SessionCaller): Promise<ProcessView[]> {
    return this.dataSource.query(
      `SELECT w.id AS "processId", w.name AS "processName", w.program_id AS "programId", p.display_name AS "programName"
         FROM workflows w JOIN programs p ON p.id = w.program_id AND p.instance_id = w.instance_id
        WHERE w.instance_id = $1
          AND ($2 OR EXISTS (SELECT 1 FROM workflow_members m
                              WHERE m.instance_id = w.instance_id AND m.workflow_id = w.id AND m.user_id = $3))
        ORDER BY w.name, w.id`,
      [caller.instance.id, isAdministrator(caller.roles), caller.user.id],
    );
  }

  /** The caller's roles on one process (GetRolesForEmailAndProcess). */
  async rolesOnProcess(caller: SessionCaller, id: number): Promise<{ roleName: string }[]> {
    const workflow = await this.workflowOf(this.dataSource.manager, caller, id);
    return this.dataSource.query(
      `SELECT role_name AS "roleName" FROM workflow_members
        WHERE instance_id = $1 AND workflow_id = $2 AND user_id = $3 ORDER BY role_name`,
      [caller.instance.id, workflow.id, caller.user.id],
    );
  }

  private async workflowOf(manager: EntityManager, caller: SessionCaller, id: number, { lock = false } = {}) {
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT) throw workflowNotFound(id);
    const workflow = await manager.getRepository(Workflow).findOne({
      where: { instanceId: caller.instance.id, id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!workflow) throw workflowNotFound(id);
    return workflow;
  }

  /** The guard checked WorkflowConfig across all programs; the workflow's own program decides. */
  private async demand(caller: SessionCaller, workflow: Workflow, level: 'Read' | 'ReadWrite') {
    const has = await this.permissions.levelFor(caller, 'WorkflowConfig', workflow.programId);
    if (has < ACCESS_LEVEL[level]) throw forbidden();
  }

  /** Existing state ids must be this workflow's; owners active staff of the instance; partners its own. */
  private async checkGraphReferences(
    manager: EntityManager,
    caller: SessionCaller,
    existing: WorkflowState[],
    graph: WorkflowGraphDto,
  ) {
    const ours = new Set(existing.map((s) => s.id));
    const problems = graph.states.flatMap((s, i) =>
      s.id !== undefined && !ours.has(s.id)
        ? [
            {
              field: `states.${i}.id`,
              code: 'unknownState',
              message: `The state ${s.id} is not part of this workflow`,
            },
          ]
        : [],
    );
    const owners = graph.transitions.flatMap((t, i) =>
      t.owners.map((o, j) => ({ ...o, at: `transitions.${i}.owners.${j}` })),
    );
    const staff = await this.staffAmong(manager, caller, [...new Set(owners.map((o) => o.userId))]);
    const partnerIds = [...new Set(owners.flatMap((o) => (o.organizationId ? [o.organizationId] : [])))];
    const partners = new Set(
      partnerIds.length === 0
        ? []
        : (
            await manager.getRepository(Organization).find({
              select: { id: true },
              where: { instanceId: caller.instance.id, id: In(partnerIds) },
            })
          ).map((o) => o.id),
    );
    for (const owner of owners) {
      if (!staff.has(owner.userId)) {
        problems.push({
          field: `${owner.at}.userId`,
          code: 'unknownUser',
          message: `The user ${owner.userId} is not staff of this instance`,
        });
      }
      if (owner.organizationId && !partners.has(owner.organizationId)) {
        problems.push({
          field: `${owner.at}.organizationId`,
          code: 'unknownOrganization',
          message: `The organization ${owner.organizationId} does not exist`,
        });
      }
    }
    if (problems.length) throw unprocessable(problems);
  }

  /** Which of these users hold an active government account on the caller's instance. */
  private async staffAmong(
    manager: EntityManager,
    caller: SessionCaller,
    userIds: number[],
  ): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows: { id: number }[] = await manager.query(
      `SELECT DISTINCT user_id AS id FROM accounts
        WHERE instance_id = $1 AND entity_type = $2 AND active AND user_id = ANY($3::int[])`,
      [caller.instance.id, ENTITY_TYPE.government, userIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  private async removeStates(manager: EntityManager, caller: SessionCaller, removed: WorkflowState[]) {
    if (removed.length === 0) return;
    const ids = removed.map((s) => s.id);
    const busy: { id: number; n: number }[] = await manager.query(
      `SELECT current_state_id AS id, count(*)::int AS n FROM applications
        WHERE instance_id = $1 AND current_state_id = ANY($2::int[]) GROUP BY current_state_id`,
      [caller.instance.id, ids],
    );
    if (busy.length) {
      const state = removed.find((s) => s.id === busy[0].id);
      throw conflict(
        'stateInUse',
        `The state ${state?.name} still holds ${busy[0].n} application(s); move them first`,
      );
    }
    await manager.getRepository(WorkflowState).delete({ instanceId: caller.instance.id, id: In(ids) });
  }

  private async saveTransitions(
    manager: EntityManager,
    caller: SessionCaller,
    workflowId: number,
    transitions: GraphTransitionDto[],
    stateIds: Map<string, number>,
  ) {
    const instanceId = caller.instance.id;
    const repository = manager.getRepository(WorkflowTransition);
    const pairKey = (from: number, to: number) => `${from}>${to}`;
    const current = new Map(
      (await repository.findBy({ instanceId, workflowId })).map((t) => [
        pairKey(t.fromStateId, t.toStateId),
        t,
      ]),
    );
    const wanted = transitions.map((t) => ({
      ...t,
      fromStateId: stateIds.get(t.from) as number,
      toStateId: stateIds.get(t.to) as number,
    }));
    const wantedKeys = new Set(wanted.map((t) => pairKey(t.fromStateId, t.toStateId)));
    const dropped = [...current.entries()].filter(([key]) => !wantedKeys.has(key)).map(([, t]) => t.id);
    if (dropped.length) await repository.delete({ instanceId, id: In(dropped) });

    const transitionIds: number[] = [];
    const owners: Pick<TransitionOwner, 'instanceId' | 'transitionId' | 'userId' | 'organizationId'>[] = [];
    for (const t of wanted) {
      const fields = {
        defaultUserId: t.defaultUserId ?? null,
        requiresUserAssignment: t.requiresUserAssignment ?? false,
      };
      const existing = current.get(pairKey(t.fromStateId, t.toStateId));
      let transitionId: number;
      if (existing) {
        await repository.update({ instanceId, id: existing.id }, fields);
        transitionId = existing.id;
      } else {
        const saved = await repository.save(
          repository.create({
            ...fields,
            instanceId,
            workflowId,
            fromStateId: t.fromStateId,
            toStateId: t.toStateId,
          }),
        );
        transitionId = saved.id;
      }
      transitionIds.push(transitionId);
      for (const o of t.owners) {
        owners.push({ instanceId, transitionId, userId: o.userId, organizationId: o.organizationId ?? null });
      }
    }
    if (transitionIds.length) {
      await manager.getRepository(TransitionOwner).delete({ instanceId, transitionId: In(transitionIds) });
    }
    if (owners.length) await manager.getRepository(TransitionOwner).insert(owners);
  }

  private async graphOf(manager: EntityManager, workflow: Workflow): Promise<WorkflowGraph> {
    const { instanceId, id } = workflow;
    const states = await manager
      .getRepository(WorkflowState)
      .find({ where: { instanceId, workflowId: id }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const transitions = await manager
      .getRepository(WorkflowTransition)
      .find({ where: { instanceId, workflowId: id }, order: { id: 'ASC' } });
    const owners: {
      transitionId: number;
      userId: number;
      userName: string;
      organizationId: number | null;
      organizationName: string | null;
    }[] = transitions.length
      ? await manager.query(
          `SELECT o.transition_id AS "transitionId", o.user_id AS "userId",
                    coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email, u.phone) AS "userName",
                    o.organization_id AS "organizationId", g.name AS "organizationName"
               FROM transition_owners o
               JOIN users u ON u.id = o.user_id
               LEFT JOIN organizations g ON g.id = o.organization_id AND g.instance_id = o.instance_id
              WHERE o.instance_id = $1 AND o.transition_id = ANY($2::int[])
              ORDER BY o.transition_id, o.id`,
          [instanceId, transitions.map((t) => t.id)],
        )
      : [];
    return {
      id,
      programId: workflow.programId,
      name: workflow.name,
      states: states.map((s) => ({
        id: s.id,
        key: String(s.id),
        name: s.name,
        publicLabel: s.publicLabel,
        isInitial: s.isInitial,
        requiresReason: s.requiresReason,
        requiresComment: s.requiresComment,
        approved: s.approved,
        declined: s.declined,
        sortOrder: s.sortOrder,
        position: s.position,
      })),
      transitions: transitions.map((t) => ({
        id: t.id,
        from: String(t.fromStateId),
        to: String(t.toStateId),
        defaultUserId: t.defaultUserId,
        requiresUserAssignment: t.requiresUserAssignment,
        owners: owners.filter((o) => o.transitionId === t.id).map(({ transitionId: _, ...owner }) => owner),
      })),
    };
  }
}
