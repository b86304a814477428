import { defineResource } from '../../resources/define-resource.js';
import { DenialReason } from './entities/denial-reason.entity.js';

/** Reasons staff pick when moving an application to a state that asks for one (programs spec §3). */
export const denialReasonsResource = defineResource({
  name: 'denial-reasons',
  label: 'Denial reasons',
  entity: DenialReason,
  // The denial-reasons tab sits under this key (programs spec §6).
  permissionKey: 'Communications',
  programField: 'programId',
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    { name: 'label', type: 'string', label: 'Reason', required: true },
    {
      name: 'programId',
      type: 'reference',
      label: 'Program',
      required: true,
      reference: { resource: 'programs', field: 'displayName' },
    },
    { name: 'stateId', type: 'reference', label: 'State', reference: { resource: 'states', field: 'name' } },
    { name: 'createdAt', type: 'date', label: 'Created', readOnly: true },
  ],
  listColumns: ['id', 'label', 'programId', 'stateId', 'createdAt'],
  filters: [
    { name: 'q', operator: 'search', fields: ['label'] },
    { name: 'programId', operator: 'eq' },
    { name: 'stateId', operator: 'eq' },
  ],
  sortable: ['id', 'label', 'programId', 'createdAt'],
  // The list variant of the specification sorts by creation, oldest first.
  defaultSort: ['createdAt', 'ASC'],
});
