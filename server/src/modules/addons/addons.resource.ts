import { formDefinitionErrors } from '../../contract/form-definition.js';
import { resourceUseErrors } from '../../contract/program-terms.js';
import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ProgramAddon } from './entities/program-addon.entity.js';

/** Optional extra items of a program's application (API.md "Program application setup"), edited in the Form tab. */
export const addonsResource = defineResource({
  name: 'addons',
  label: 'Add-ons',
  entity: ProgramAddon,
  // They are part of the application form (programs spec §6, the Form tab).
  permissionKey: 'FormConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    { name: 'name', type: 'string', label: 'Name', required: true },
    { name: 'description', type: 'string', label: 'Description' },
    { name: 'amount', type: 'number', label: 'Amount ($)' },
    // Its own questions, refused as they are saved when applicants could not answer them (as the form's).
    { name: 'formFields', type: 'json', label: 'Fields', contentErrors: formDefinitionErrors },
    { name: 'position', type: 'number', label: 'Order' },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'amount', 'position', 'programId'],
  filters: [filter.search('name', 'description'), ...filter.equal('programId')],
  sortable: ['id', 'name', 'position', 'createdAt'],
  defaultSort: ['position', 'ASC'],
  // An amount, when given, is an award: more than 0.
  checkRecord: (record) =>
    record.amount === null || record.amount === undefined ? [] : resourceUseErrors(record),
});
