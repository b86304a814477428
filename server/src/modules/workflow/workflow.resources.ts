import { defineResource } from '../../resources/define-resource.js';
import { TransitionOwner } from './entities/transition-owner.entity.js';
import { Workflow } from './entities/workflow.entity.js';
import { WorkflowMember } from './entities/workflow-member.entity.js';
import { WorkflowState } from './entities/workflow-state.entity.js';
import { WorkflowTransition } from './entities/workflow-transition.entity.js';

const id = { name: 'id', type: 'number', label: 'Id', readOnly: true } as const;
const createdAt = { name: 'createdAt', type: 'date', label: 'Created', readOnly: true } as const;
const workflowRef = {
  name: 'workflowId',
  type: 'reference',
  label: 'Workflow',
  readOnly: true,
  reference: { resource: 'workflows', field: 'name' },
} as const;

/** Processes of the instance's programs (workflow-editor tab). States and moves are saved as one graph. */
export const workflowsResource = defineResource({
  name: 'workflows',
  label: 'Workflows',
  entity: Workflow,
  permissionKey: 'WorkflowConfig',
  programField: 'programId',
  fields: [
    id,
    {
      name: 'programId',
      type: 'reference',
      label: 'Program',
      required: true,
      reference: { resource: 'programs', field: 'displayName' },
    },
    { name: 'name', type: 'string', label: 'Name', required: true },
    createdAt,
  ],
  listColumns: ['id', 'name', 'programId', 'createdAt'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name'] },
    { name: 'programId', operator: 'eq' },
  ],
  sortable: ['id', 'name', 'programId', 'createdAt'],
  defaultSort: ['name', 'ASC'],
});

// States, transitions and owners are read here and written through PUT /api/admin/workflows/:id/graph, which
// checks the whole graph at once (one initial state, moves between the workflow's own states, staff owners).

export const statesResource = defineResource({
  name: 'states',
  label: 'States',
  entity: WorkflowState,
  permissionKey: 'WorkflowConfig',
  operations: [],
  fields: [
    id,
    workflowRef,
    { name: 'name', type: 'string', label: 'Name', readOnly: true },
    { name: 'isInitial', type: 'boolean', label: 'Initial', readOnly: true },
    { name: 'requiresReason', type: 'boolean', label: 'Requires a reason', readOnly: true },
    { name: 'requiresComment', type: 'boolean', label: 'Requires a comment', readOnly: true },
    { name: 'approved', type: 'boolean', label: 'Approved', readOnly: true },
    { name: 'declined', type: 'boolean', label: 'Declined', readOnly: true },
    { name: 'sortOrder', type: 'number', label: 'Order', readOnly: true },
    { name: 'position', type: 'json', label: 'Position', readOnly: true },
    createdAt,
  ],
  listColumns: ['id', 'name', 'workflowId', 'isInitial', 'approved', 'declined'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name'] },
    { name: 'workflowId', operator: 'eq' },
    { name: 'isInitial', operator: 'eq' },
  ],
  sortable: ['id', 'name', 'workflowId', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
});

export const transitionsResource = defineResource({
  name: 'transitions',
  label: 'Transitions',
  entity: WorkflowTransition,
  permissionKey: 'WorkflowConfig',
  operations: [],
  fields: [
    id,
    workflowRef,
    {
      name: 'fromStateId',
      type: 'reference',
      label: 'From',
      readOnly: true,
      reference: { resource: 'states', field: 'name' },
    },
    {
      name: 'toStateId',
      type: 'reference',
      label: 'To',
      readOnly: true,
      reference: { resource: 'states', field: 'name' },
    },
    {
      name: 'defaultUserId',
      type: 'reference',
      label: 'Default user',
      readOnly: true,
      reference: { resource: 'users', field: 'email' },
    },
    { name: 'requiresUserAssignment', type: 'boolean', label: 'Requires an assignment', readOnly: true },
    createdAt,
  ],
  listColumns: ['id', 'workflowId', 'fromStateId', 'toStateId', 'defaultUserId', 'requiresUserAssignment'],
  filters: [
    { name: 'workflowId', operator: 'eq' },
    { name: 'fromStateId', operator: 'eq' },
    { name: 'toStateId', operator: 'eq' },
  ],
  sortable: ['id', 'workflowId', 'fromStateId', 'toStateId'],
  defaultSort: ['id', 'ASC'],
});

/** The possible owners after a transition (the possible-state rows' users and partners). */
export const transitionOwnersResource = defineResource({
  name: 'transition-owners',
  label: 'Possible owners',
  entity: TransitionOwner,
  permissionKey: 'WorkflowConfig',
  operations: [],
  fields: [
    id,
    {
      name: 'transitionId',
      type: 'reference',
      label: 'Transition',
      readOnly: true,
      reference: { resource: 'transitions', field: 'id' },
    },
    {
      name: 'userId',
      type: 'reference',
      label: 'User',
      readOnly: true,
      reference: { resource: 'users', field: 'email' },
    },
    {
      name: 'organizationId',
      type: 'reference',
      label: 'Partner',
      readOnly: true,
      reference: { resource: 'organizations', field: 'name' },
    },
    createdAt,
  ],
  listColumns: ['id', 'transitionId', 'userId', 'organizationId'],
  filters: [
    { name: 'transitionId', operator: 'eq' },
    { name: 'userId', operator: 'eq' },
  ],
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
    id,
    { ...workflowRef, readOnly: false, required: true },
    {
      name: 'userId',
      type: 'reference',
      label: 'User',
      required: true,
      reference: { resource: 'users', field: 'email' },
    },
    { name: 'roleName', type: 'string', label: 'Role on the process', required: true },
    createdAt,
  ],
  listColumns: ['id', 'workflowId', 'userId', 'roleName'],
  filters: [
    { name: 'workflowId', operator: 'eq' },
    { name: 'userId', operator: 'eq' },
    { name: 'q', operator: 'search', fields: ['roleName'] },
  ],
  sortable: ['id', 'workflowId', 'userId', 'roleName', 'createdAt'],
  defaultSort: ['id', 'ASC'],
});
