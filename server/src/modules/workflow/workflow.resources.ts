import { defineResource } from '../../resources/define-resource.js';
import { type FieldOptions, field, filter } from '../../resources/resource-fields.js';
import { TransitionOwner } from './entities/transition-owner.entity.js';
import { Workflow } from './entities/workflow.entity.js';
import { WorkflowMember } from './entities/workflow-member.entity.js';
import { WorkflowState } from './entities/workflow-state.entity.js';
import { WorkflowTransition } from './entities/workflow-transition.entity.js';

const readOnly: FieldOptions = { readOnly: true };
const workflowRef = (options = readOnly) =>
  field.reference('workflowId', 'Workflow', 'workflows', 'name', options);
const stateRef = (name: string, label: string) => field.reference(name, label, 'states', 'name', readOnly);
const userRef = (options = readOnly) => field.reference('userId', 'User', 'users', 'email', options);

/** Processes of the instance's programs (workflow-editor tab). States and moves are saved as one graph. */
export const workflowsResource = defineResource({
  name: 'workflows',
  label: 'Workflows',
  entity: Workflow,
  permissionKey: 'WorkflowConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    { name: 'name', type: 'string', label: 'Name', required: true },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'programId', 'createdAt'],
  filters: [filter.search('name'), ...filter.equal('programId')],
  sortable: ['id', 'name', 'programId', 'createdAt'],
  defaultSort: ['name', 'ASC'],
});

// States, transitions and owners are read here and written through PUT /api/admin/workflows/:id/graph, which
// checks the whole graph at once (one initial state, moves between the workflow's own states, staff owners).
const WRITTEN_AS_A_GRAPH = { permissionKey: 'WorkflowConfig', operations: [] } as const;

export const statesResource = defineResource({
  name: 'states',
  label: 'States',
  entity: WorkflowState,
  ...WRITTEN_AS_A_GRAPH,
  fields: [
    field.id,
    workflowRef(),
    { name: 'name', type: 'string', label: 'Name', readOnly: true },
    { name: 'isInitial', type: 'boolean', label: 'Initial', readOnly: true },
    { name: 'requiresReason', type: 'boolean', label: 'Requires a reason', readOnly: true },
    { name: 'requiresComment', type: 'boolean', label: 'Requires a comment', readOnly: true },
    { name: 'approved', type: 'boolean', label: 'Approved', readOnly: true },
    { name: 'declined', type: 'boolean', label: 'Declined', readOnly: true },
    { name: 'sortOrder', type: 'number', label: 'Order', readOnly: true },
    { name: 'position', type: 'json', label: 'Position', readOnly: true },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'workflowId', 'isInitial', 'approved', 'declined'],
  filters: [filter.search('name'), ...filter.equal('workflowId', 'isInitial')],
  sortable: ['id', 'name', 'workflowId', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
});

export const transitionsResource = defineResource({
  name: 'transitions',
  label: 'Transitions',
  entity: WorkflowTransition,
  ...WRITTEN_AS_A_GRAPH,
  fields: [
    field.id,
    workflowRef(),
    stateRef('fromStateId', 'From'),
    stateRef('toStateId', 'To'),
    field.reference('defaultUserId', 'Default user', 'users', 'email', readOnly),
    { name: 'requiresUserAssignment', type: 'boolean', label: 'Requires an assignment', readOnly: true },
    field.createdAt(),
  ],
  listColumns: ['id', 'workflowId', 'fromStateId', 'toStateId', 'defaultUserId', 'requiresUserAssignment'],
  filters: filter.equal('workflowId', 'fromStateId', 'toStateId'),
  sortable: ['id', 'workflowId', 'fromStateId', 'toStateId'],
  defaultSort: ['id', 'ASC'],
});

/** The possible owners after a transition (the possible-state rows' users and partners). */
export const transitionOwnersResource = defineResource({
  name: 'transition-owners',
  label: 'Possible owners',
  entity: TransitionOwner,
  ...WRITTEN_AS_A_GRAPH,
  fields: [
    field.id,
    field.reference('transitionId', 'Transition', 'transitions', 'id', readOnly),
    userRef(),
    field.reference('organizationId', 'Partner', 'organizations', 'name', readOnly),
    field.createdAt(),
  ],
  listColumns: ['id', 'transitionId', 'userId', 'organizationId'],
  filters: filter.equal('transitionId', 'userId'),
  sortable: ['id', 'transitionId', 'userId'],
  defaultSort: ['id', 'ASC'],
});

/** Who works a process and as what (GetRolesForEmailAndProcess); members see its applications in the queue. */
export const workflowMembersResource = defineResource({
  name: 'workflow-members',
  label: 'Workflow members',
  entity: WorkflowMember,
  permissionKey: 'WorkflowConfig',
  fields: [
    field.id,
    workflowRef({ required: true }),
    userRef({ required: true }),
    { name: 'roleName', type: 'string', label: 'Role on the process', required: true },
    field.createdAt(),
  ],
  listColumns: ['id', 'workflowId', 'userId', 'roleName'],
  filters: [...filter.equal('workflowId', 'userId'), filter.search('roleName')],
  sortable: ['id', 'workflowId', 'userId', 'roleName', 'createdAt'],
  defaultSort: ['id', 'ASC'],
});
