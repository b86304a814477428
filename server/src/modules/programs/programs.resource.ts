import { eligibilityCriteriaErrors } from '../../contract/eligibility.js';
import { formDefinitionErrors } from '../../contract/form-definition.js';
import { formFrameErrors } from '../../contract/form-frames.js';
import { programTermsErrors } from '../../contract/program-terms.js';
import { defineResource } from '../../resources/define-resource.js';
import { createDefaultWorkflow, type ProgramRef } from '../workflow/create-default-workflow.js';
import { Program } from './entities/program.entity.js';

/** Programs of the caller's instance (programs spec §3 "Instance resource"); grants per program apply. */
export const programsResource = defineResource({
  name: 'programs',
  label: 'Programs',
  entity: Program,
  permissionKey: 'ProgramConfig',
  programField: 'id',
  versionField: 'updatedAt',
  fields: [
    { name: 'id', type: 'number', label: 'Id', readOnly: true },
    { name: 'displayName', type: 'string', label: 'Name', required: true },
    { name: 'description', type: 'string', label: 'Description' },
    { name: 'externalId', type: 'string', label: 'Forms engine id' },
    { name: 'active', type: 'boolean', label: 'Active' },
    { name: 'launched', type: 'boolean', label: 'Launched' },
    { name: 'allowMultipleApplications', type: 'boolean', label: 'Allow multiple applications' },
    { name: 'applicationType', type: 'number', label: 'Application type' },
    { name: 'applyUrl', type: 'string', label: 'Apply URL' },
    { name: 'subscriptionId', type: 'string', label: 'Subscription id' },
    {
      name: 'scope',
      type: 'enum',
      label: 'Scope',
      choices: ['National', 'State', 'Local', 'Private'].map((s) => ({ id: s, name: s })),
    },
    {
      name: 'audience',
      type: 'enum',
      label: 'Who may apply',
      many: true,
      choices: [
        { id: 1, name: 'Businesses' },
        { id: 2, name: 'Individuals' },
      ],
    },
    { name: 'signUpIndividuals', type: 'boolean', label: 'Individuals may sign up' },
    { name: 'signUpBusiness', type: 'boolean', label: 'Businesses may sign up' },
    { name: 'mfaRequired', type: 'boolean', label: 'MFA required' },
    { name: 'opensAt', type: 'date', label: 'Opens' },
    { name: 'closesAt', type: 'date', label: 'Deadline' },
    { name: 'amountMin', type: 'number', label: 'Smallest award ($)' },
    { name: 'amountMax', type: 'number', label: 'Largest award ($)' },
    { name: 'budgetTotal', type: 'number', label: 'Budget ($)' },
    { name: 'settings', type: 'json', label: 'Settings' },
    { name: 'contactInfo', type: 'json', label: 'Contact info' },
    // A form applicants could not answer (min above max, a select without choices) is refused as it is saved.
    { name: 'formFields', type: 'json', label: 'Form fields', contentErrors: formDefinitionErrors },
    // Rules {label, field, operator, value} over the form's fields; checked with the form in checkRecord.
    { name: 'eligibilityCriteria', type: 'json', label: 'Eligibility criteria' },
    { name: 'createdAt', type: 'date', label: 'Created', readOnly: true },
    { name: 'updatedAt', type: 'date', label: 'Updated', readOnly: true },
  ],
  listColumns: ['id', 'displayName', 'active', 'launched', 'scope', 'createdAt'],
  filters: [
    { name: 'q', operator: 'search', fields: ['displayName', 'description', 'externalId'] },
    { name: 'active', operator: 'eq' },
    { name: 'launched', operator: 'eq' },
    { name: 'scope', operator: 'in' },
  ],
  sortable: ['id', 'displayName', 'active', 'launched', 'createdAt', 'updatedAt'],
  defaultSort: ['displayName', 'ASC'],
  // A new program can be applied to at once: its applications start in the default workflow's initial state.
  afterCreate: (manager, program) => createDefaultWorkflow(manager, program as ProgramRef),
  checkRecord: (record) => [
    ...programTermsErrors(record),
    ...formFrameErrors(record.settings),
    ...eligibilityCriteriaErrors(
      record.eligibilityCriteria ?? [],
      Array.isArray(record.formFields) ? record.formFields : [],
    ),
  ],
});
