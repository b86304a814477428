// The work queue as /api/admin/schema describes it. QueueController serves it (pages over kept counts and
// covering indexes, not the generic resource queries); this description says what its rows, columns,
// filters and sorting are, from the same lists the queue's request parsing uses.
import {
  describeResource,
  type FieldDefinition,
  type FilterDefinition,
} from '../../resources/define-resource.js';
import { field } from '../../resources/resource-fields.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { QUEUE_TAB_LABELS, QUEUE_TABS, queueColumns } from './queue-columns.js';
import { DEFAULT_SORT, type QueueFilterName, SORTABLE_FIELDS } from './queue-query.js';

/** The labels of the queue's columns (programs spec §2), every optional column included. */
const COLUMN_LABELS = new Map(
  queueColumns({ caseColumns: true, paymentsEnabled: true }).map((c) => [c.field, c.label]),
);

/** A read-only field; a column of the queue takes the column's label. */
const rowField = (name: string, type: FieldDefinition['type'], label?: string): FieldDefinition => ({
  name,
  type,
  label: label ?? COLUMN_LABELS.get(name) ?? name,
  readOnly: true,
});
const ref = (name: string, label: string, resource: string, shown: string) =>
  field.reference(name, label, resource, shown, { readOnly: true });

/** The filters of API.md "The work queue" (id and q are built in: getMany and the search box). */
const FILTERS: Record<Exclude<QueueFilterName, 'id' | 'q'>, Omit<FilterDefinition, 'name'>> = {
  startDate: { operator: 'gte', field: 'createdAt', label: 'Submitted from' },
  endDate: { operator: 'lte', field: 'createdAt', label: 'Submitted until' },
  search: {
    operator: 'search',
    fields: ['id', 'externalId', 'itemName', 'processName', 'programName'],
    label: 'Search',
  },
  assignedTo: { operator: 'in', field: 'ownerId' },
  partner: { operator: 'in', field: 'companyId' },
  process: { operator: 'in', field: 'processId' },
  state: { operator: 'in', field: 'currentStateId' },
  lastContactDate: { operator: 'eq', field: 'lastComDate', label: 'Last contact date' },
  paymentChannelName: { operator: 'in' },
  categoryName: { operator: 'in' },
  tab: {
    operator: 'view',
    choices: QUEUE_TABS.map((id) => ({ id, name: QUEUE_TAB_LABELS[id] })),
    label: 'Tab',
  },
};

/** The queue application of the programs spec §3, field by field as QueueService answers it. */
export const applicationsResource = describeResource({
  name: 'applications',
  label: 'Applications',
  accountTypes: QUEUE_STAFF_ACCOUNT_TYPES,
  // Staff change statuses and owners through the bulk call, not through simple-rest writes.
  operations: [],
  fields: [
    field.id,
    ref('processId', 'Process', 'workflows', 'name'),
    rowField('processName', 'string'),
    ref('programId', 'Program', 'programs', 'displayName'),
    rowField('programName', 'string', 'Program display name'),
    ref('companyId', 'Partner', 'organizations', 'name'),
    rowField('companyName', 'string'),
    ref('currentStateId', 'Status', 'states', 'name'),
    rowField('currentStateName', 'string'),
    rowField('externalId', 'string'),
    ref('ownerId', 'Assigned to', 'users', 'email'),
    rowField('ownerName', 'string'),
    rowField('userName', 'string', 'Applicant user'),
    ref('userId', 'Applicant user id', 'users', 'email'),
    rowField('roleName', 'string', "Owner's role"),
    rowField('roleId', 'number', "Owner's role id"),
    rowField('paymentChannelName', 'string'),
    rowField('paymentStatusName', 'string', 'Payment status'),
    rowField('stateCurrentTime', 'number', 'Seconds in the status'),
    rowField('stateEnteredAt', 'date', 'In the status since'),
    rowField('lastChangedBy', 'string'),
    rowField('lastChangedAt', 'date', 'Last changed at'),
    rowField('cdUser', 'number', 'Applicant account'),
    {
      ...rowField('communityEntityType', 'enum', 'Applicant type'),
      choices: [
        { id: 1, name: 'Business' },
        { id: 2, name: 'Individual' },
      ],
    },
    rowField('clientId', 'string'),
    rowField('caseNumber', 'string'),
    rowField('unreadItems', 'json', 'Unread by channel'),
    rowField('unreadTotal', 'number', 'Unread'),
    rowField('hasUnreadMessages', 'boolean', 'Has unread messages'),
    rowField('evictionNotice', 'boolean', 'Eviction notice'),
    rowField('incomeThreshold', 'number', 'Income threshold'),
    rowField('awardAmount', 'number', 'Award amount'),
    rowField('categoryName', 'string', 'Category'),
    rowField('validations', 'json', 'Validations'),
    rowField('lastComDate', 'date'),
    rowField('ComDirection', 'string'),
    rowField('ComType', 'string'),
    rowField('itemName', 'string'),
    rowField('createdAt', 'date'),
    rowField('submittedAt', 'date', 'Submitted at'),
    rowField('version', 'number', 'Version'),
    // Only in GET /api/admin/applications/:id (the record page: contract/application-record.ts).
    rowField('possibleStates', 'json', 'Possible states'),
    rowField('applicant', 'json', 'Applicant'),
    rowField('program', 'json', 'Program'),
    rowField('form', 'json', 'Form'),
    rowField('answers', 'json', 'Answers'),
    rowField('declarations', 'json', 'Declarations'),
    rowField('addons', 'json', 'Add-ons'),
  ],
  listColumns: queueColumns({ caseColumns: false, paymentsEnabled: false }).map((c) => c.field),
  filters: Object.entries(FILTERS).map(([name, filter]) => ({ name, ...filter })),
  sortable: SORTABLE_FIELDS,
  defaultSort: [DEFAULT_SORT.field, DEFAULT_SORT.order],
});
