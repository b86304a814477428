// Where drafts wait and where they go when submitted (API.md "Applying": a draft is kept in the state Form in
// progress). A workflow may name that state itself (the demo's 1715 starts in it); one without it gets it at
// its first draft, leading to the initial state, so staff see drafts by their state and can move them on.
import type { EntityManager } from 'typeorm';
import { DRAFT_STATE_NAME } from '../../contract/drafts.js';
import { statePosition } from './default-workflow.js';
import { WorkflowState } from './entities/workflow-state.entity.js';
import { WorkflowTransition } from './entities/workflow-transition.entity.js';

interface StateRef {
  id: number;
  instanceId: number;
  workflowId: number;
  name: string;
}

const findDraftState = (manager: EntityManager, initial: StateRef) =>
  manager.getRepository(WorkflowState).findOne({
    where: { instanceId: initial.instanceId, workflowId: initial.workflowId, name: DRAFT_STATE_NAME },
    order: { id: 'ASC' },
  });

/** The workflow's Form in progress state, made (with a transition to the initial state) when it has none. */
export async function draftStateOf(manager: EntityManager, initial: StateRef): Promise<{ id: number }> {
  const found = await findDraftState(manager, initial);
  if (found) return found;
  const { instanceId, workflowId } = initial;
  // Two first drafts at once must not make the state twice: the workflow row is the lock.
  await manager.query('SELECT id FROM workflows WHERE instance_id = $1 AND id = $2 FOR UPDATE', [
    instanceId,
    workflowId,
  ]);
  const raced = await findDraftState(manager, initial);
  if (raced) return raced;
  const states = await manager.getRepository(WorkflowState).countBy({ instanceId, workflowId });
  // After the workflow's states in the editor's grid; first in lists, as it comes first in an application's life.
  const state = await manager.getRepository(WorkflowState).save({
    instanceId,
    workflowId,
    name: DRAFT_STATE_NAME,
    sortOrder: -1,
    position: statePosition(states),
  });
  await manager
    .getRepository(WorkflowTransition)
    .insert({ instanceId, workflowId, fromStateId: state.id, toStateId: initial.id });
  return state;
}

/**
 * The state a submitted application enters: the initial state, unless that is Form in progress itself (a
 * workflow that starts every application as a draft), then the first state it leads to.
 */
export async function submittedStateOf(manager: EntityManager, initial: StateRef): Promise<{ id: number }> {
  if (initial.name !== DRAFT_STATE_NAME) return initial;
  const next = await manager.getRepository(WorkflowTransition).findOne({
    where: { instanceId: initial.instanceId, workflowId: initial.workflowId, fromStateId: initial.id },
    order: { id: 'ASC' },
  });
  return next ? { id: next.toStateId } : initial;
}
