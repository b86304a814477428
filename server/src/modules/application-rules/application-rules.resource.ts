import { APPLICATION_RULE_KINDS, applicationRuleErrors } from '../../contract/application-rules.js';
import { defineResource } from '../../resources/define-resource.js';
import { field, filter } from '../../resources/resource-fields.js';
import { ApplicationRuleRow } from './entities/application-rule.entity.js';

const KIND_NAMES = {
  onePerHousehold: 'One application per household',
  window: 'Application window',
  maxPerPeriod: 'Maximum per period',
} as const satisfies Record<(typeof APPLICATION_RULE_KINDS)[number], string>;

/** Limits on a program's submissions (API.md "Program application setup"), edited in the Settings tab. */
export const applicationRulesResource = defineResource({
  name: 'application-rules',
  label: 'Application rules',
  entity: ApplicationRuleRow,
  // They are the program's settings (programs spec §6, the Settings tab).
  permissionKey: 'ProgramConfig',
  programField: 'programId',
  fields: [
    field.id,
    field.program({ required: true }),
    field.enum('kind', 'Rule', KIND_NAMES, { required: true }),
    { name: 'startsAt', type: 'date', label: 'Window opens' },
    { name: 'endsAt', type: 'date', label: 'Window closes' },
    { name: 'maxApplications', type: 'number', label: 'Most applications' },
    { name: 'periodDays', type: 'number', label: 'Period (days)' },
    field.createdAt(),
  ],
  listColumns: ['id', 'kind', 'startsAt', 'endsAt', 'maxApplications', 'periodDays', 'programId'],
  filters: [...filter.equal('programId', 'kind')],
  sortable: ['id', 'kind', 'createdAt'],
  defaultSort: ['id', 'ASC'],
  checkRecord: (record) => applicationRuleErrors(record),
});
