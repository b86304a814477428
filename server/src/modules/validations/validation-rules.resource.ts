import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ValidationRule } from './entities/validation-rule.entity.js';
import { VALIDATION_RULE_KINDS } from './rule-evaluator.js';

const KIND_NAMES: Record<(typeof VALIDATION_RULE_KINDS)[number], string> = {
  required_answer: 'A required answer is present ({"field"})',
  income_under: 'Income under a threshold ({"field", "threshold"})',
  duplicate_applicant: 'No other application by the applicant',
  document_attached: 'A document is attached ({"field"})',
  eligibility: "The program's eligibility criteria are met",
};

/** The validation center's checks per program. Program configuration, so under ProgramConfig. */
export const validationRulesResource = defineResource({
  name: 'validation-rules',
  label: 'Validation rules',
  entity: ValidationRule,
  permissionKey: 'ProgramConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    { name: 'name', type: 'string', label: 'Name', required: true },
    field.enum('kind', 'Check', KIND_NAMES, { required: true }),
    { name: 'config', type: 'json', label: 'Settings' },
    field.enum('severity', 'When it does not hold', { warning: 'Warning', failed: 'Failed' }),
    { name: 'message', type: 'string', label: 'Message', required: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    field.createdAt(),
  ],
  listColumns: ['id', 'name', 'programId', 'kind', 'severity', 'active'],
  filters: [filter.search('name', 'message'), ...filter.equal('programId', 'kind', 'active')],
  sortable: ['id', 'name', 'programId', 'kind', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});
