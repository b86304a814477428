import { defineResource } from '../../resources/define-resource.js';
import { ValidationRule } from './entities/validation-rule.entity.js';
import { VALIDATION_RULE_KINDS } from './rule-evaluator.js';

const KIND_NAMES: Record<(typeof VALIDATION_RULE_KINDS)[number], string> = {
  required_answer: 'A required answer is present ({"field"})',
  income_under: 'Income under a threshold ({"field", "threshold"})',
  duplicate_applicant: 'No other application by the applicant',
  document_attached: 'A document is attached ({"field"})',
};

/** The validation center's checks per program. Program configuration, so under ProgramConfig. */
export const validationRulesResource = defineResource({
  name: 'validation-rules',
  label: 'Validation rules',
  entity: ValidationRule,
  permissionKey: 'ProgramConfig',
  programField: 'programId',
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    {
      name: 'programId',
      type: 'reference',
      label: 'Program',
      required: true,
      reference: { resource: 'programs', field: 'displayName' },
    },
    { name: 'name', type: 'string', label: 'Name', required: true },
    {
      name: 'kind',
      type: 'enum',
      label: 'Check',
      required: true,
      choices: VALIDATION_RULE_KINDS.map((kind) => ({ id: kind, name: KIND_NAMES[kind] })),
    },
    { name: 'config', type: 'json', label: 'Settings' },
    {
      name: 'severity',
      type: 'enum',
      label: 'When it does not hold',
      choices: [
        { id: 'warning', name: 'Warning' },
        { id: 'failed', name: 'Failed' },
      ],
    },
    { name: 'message', type: 'string', label: 'Message', required: true },
    { name: 'active', type: 'boolean', label: 'Active' },
    { name: 'createdAt', type: 'date', label: 'Created', readOnly: true },
  ],
  listColumns: ['id', 'name', 'programId', 'kind', 'severity', 'active'],
  filters: [
    { name: 'q', operator: 'search', fields: ['name', 'message'] },
    { name: 'programId', operator: 'eq' },
    { name: 'kind', operator: 'eq' },
    { name: 'active', operator: 'eq' },
  ],
  sortable: ['id', 'name', 'programId', 'kind', 'createdAt'],
  defaultSort: ['createdAt', 'ASC'],
});
