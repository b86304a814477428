import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
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
    field.id,
    { name: 'label', type: 'string', label: 'Reason', required: true },
    field.program({ required: true }),
    field.reference('stateId', 'State', 'states', 'name'),
    field.createdAt(),
  ],
  listColumns: ['id', 'label', 'programId', 'stateId', 'createdAt'],
  filters: [filter.search('label'), ...filter.equal('programId', 'stateId')],
  sortable: ['id', 'label', 'programId', 'createdAt'],
  // The list variant of the specification sorts by creation, oldest first.
  defaultSort: ['createdAt', 'ASC'],
});
