import { resourceUseErrors } from '../../contract/program-terms.js';
import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ResourceUse } from './entities/resource-use.entity.js';

/**
 * Awards of a program's money (API.md "Program application setup", resource-uses): each counts against the
 * program's budget, so the catalogue says noBudget and submit refuses once they use it all.
 */
export const resourceUsesResource = defineResource({
  name: 'resource-uses',
  label: 'Resource uses',
  entity: ResourceUse,
  // Awards are the program's money, set where its budget is (programs spec §6, the Settings tab).
  permissionKey: 'ProgramConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    field.reference('applicationId', 'Application', 'applications', 'externalId'),
    { name: 'amount', type: 'number', label: 'Amount ($)', required: true },
    { name: 'note', type: 'string', label: 'Note' },
    field.createdAt(),
  ],
  listColumns: ['id', 'amount', 'applicationId', 'note', 'createdAt', 'programId'],
  filters: [...filter.equal('programId', 'applicationId')],
  sortable: ['id', 'amount', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  checkRecord: (record) => resourceUseErrors(record),
});
