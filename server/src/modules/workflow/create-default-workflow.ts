import type { EntityManager } from 'typeorm';
import { DEFAULT_WORKFLOW, statePosition } from './default-workflow.js';
import { Workflow } from './entities/workflow.entity.js';
import { WorkflowState } from './entities/workflow-state.entity.js';
import { WorkflowTransition } from './entities/workflow-transition.entity.js';

/** The program a default workflow is made for. */
export interface ProgramRef {
  instanceId: number;
  id: number;
  displayName: string;
}

/**
 * Writes the default workflow for a program, in the caller's transaction (a seed's, a resource create's, the
 * CLI's). It has no owners: an administrator names them in the workflow editor. Answers the workflow's id.
 */
export async function createDefaultWorkflow(manager: EntityManager, program: ProgramRef): Promise<number> {
  const { instanceId } = program;
  const workflowId = (
    await manager
      .getRepository(Workflow)
      .save({ instanceId, programId: program.id, name: program.displayName.slice(0, 200) })
  ).id;
  const states = await manager.getRepository(WorkflowState).save(
    DEFAULT_WORKFLOW.states.map((state, index) => ({
      instanceId,
      workflowId,
      name: state.name,
      publicLabel: state.publicLabel ?? null,
      isInitial: state.isInitial ?? false,
      requiresReason: state.requiresReason ?? false,
      approved: state.approved ?? false,
      declined: state.declined ?? false,
      sortOrder: index,
      position: statePosition(index),
    })),
  );
  const idOf = new Map(states.map((s) => [s.name, s.id]));
  await manager.getRepository(WorkflowTransition).insert(
    DEFAULT_WORKFLOW.transitions.map((t) => ({
      instanceId,
      workflowId,
      fromStateId: idOf.get(t.from) as number,
      toStateId: idOf.get(t.to) as number,
    })),
  );
  return workflowId;
}

/** Whether the program has a workflow already (the seeds give the default one only to those without). */
export function hasWorkflow(manager: EntityManager, program: ProgramRef): Promise<boolean> {
  return manager.getRepository(Workflow).existsBy({ instanceId: program.instanceId, programId: program.id });
}
