import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ProgramDeclaration } from './entities/program-declaration.entity.js';

/** The statements a program's applicants accept (API.md "Program application setup"), edited in the Form tab. */
export const declarationsResource = defineResource({
  name: 'resource-instance-declarations',
  label: 'Declarations',
  entity: ProgramDeclaration,
  // They are part of the application form (programs spec §6, the Form tab).
  permissionKey: 'FormConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    { name: 'statement', type: 'string', label: 'Statement', required: true },
    { name: 'required', type: 'boolean', label: 'Required' },
    { name: 'position', type: 'number', label: 'Order' },
    field.createdAt(),
  ],
  listColumns: ['id', 'statement', 'required', 'position', 'programId'],
  filters: [filter.search('statement'), ...filter.equal('programId', 'required')],
  sortable: ['id', 'position', 'createdAt'],
  defaultSort: ['position', 'ASC'],
});
