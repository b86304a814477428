// A form in three sections (About you, Household, Needs) with a whole-number household size: the e2e and the
// browser tests of long forms make their own programs with it.
import type { FormField } from '../../server/src/contract/programs.js';

export const SECTIONED_FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true, section: 'About you' },
  {
    name: 'householdSize',
    label: 'People at home',
    type: 'number',
    required: true,
    integer: true,
    min: 1,
    section: 'Household',
  },
  { name: 'income', label: 'Monthly income', type: 'number', required: true, min: 0 },
  {
    name: 'need',
    label: 'What you need',
    type: 'select',
    required: true,
    choices: ['Rent', 'Food'],
    section: 'Needs',
  },
];
