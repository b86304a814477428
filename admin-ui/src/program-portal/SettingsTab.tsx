import { Typography } from '@mui/material';
import { programTermsErrors } from '@server/contract/program-terms.js';
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { PROGRAM_SCOPES } from '../rules.js';
import type { TabProps } from './ProgramPortal.js';
import { ProgramRecordForm } from './ProgramRecordForm.js';

export const SCOPES = PROGRAM_SCOPES.map((id) => ({ id, name: id }));
export const AUDIENCES = [
  { id: 1, name: 'porchlight.program_portal.audience.business' },
  { id: 2, name: 'porchlight.program_portal.audience.individual' },
];

// FormURL and Payments.Type are false when unset (programs spec §3 "all default false").
const falseAsEmpty = (value: unknown) =>
  value === false || value === null || value === undefined ? '' : value;
const emptyAsFalse = (value: string) => (value.trim() === '' ? false : value);

/**
 * The contract's rules over the window and the money, said in this UI's catalogue by code; the server
 * checks the same rules and refuses with the same codes.
 */
const termsValidator =
  (translate: (key: string) => string) =>
  (values: Record<string, unknown>): Record<string, string> =>
    Object.fromEntries(
      programTermsErrors(values).map((e) => [
        e.field,
        translate(`porchlight.program_portal.terms.${e.code}`),
      ]),
    );

/** Program settings (ProgramConfig): the program's own fields and its settings object. */
export function SettingsTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.programs.fields.${field}`);
  const setting = (name: string) => translate(`porchlight.program_portal.settings.${name}`);
  const readOnly = !writable;
  return (
    <ProgramRecordForm programId={programId} writable={writable} validate={termsValidator(translate)}>
      <TextInput
        source="displayName"
        label={label('displayName')}
        validate={required()}
        readOnly={readOnly}
        fullWidth
      />
      <TextInput source="description" label={label('description')} multiline readOnly={readOnly} fullWidth />
      <SelectInput source="scope" label={label('scope')} choices={SCOPES} readOnly={readOnly} />
      <SelectArrayInput source="audience" label={label('audience')} choices={AUDIENCES} readOnly={readOnly} />
      <BooleanInput source="active" label={label('active')} readOnly={readOnly} />
      <BooleanInput
        source="allowMultipleApplications"
        label={label('allowMultipleApplications')}
        readOnly={readOnly}
      />
      <BooleanInput source="signUpIndividuals" label={label('signUpIndividuals')} readOnly={readOnly} />
      <BooleanInput source="signUpBusiness" label={label('signUpBusiness')} readOnly={readOnly} />
      <BooleanInput source="mfaRequired" label={label('mfaRequired')} readOnly={readOnly} />
      <NumberInput source="applicationType" label={label('applicationType')} readOnly={readOnly} />
      <TextInput source="applyUrl" label={label('applyUrl')} readOnly={readOnly} fullWidth />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('porchlight.program_portal.terms.heading')}
      </Typography>
      <DateTimeInput source="opensAt" label={label('opensAt')} readOnly={readOnly} />
      <DateTimeInput source="closesAt" label={label('closesAt')} readOnly={readOnly} />
      <NumberInput source="amountMin" label={label('amountMin')} readOnly={readOnly} />
      <NumberInput source="amountMax" label={label('amountMax')} readOnly={readOnly} />
      <NumberInput
        source="budgetTotal"
        label={label('budgetTotal')}
        helperText={translate('porchlight.program_portal.terms.budget_help')}
        readOnly={readOnly}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {setting('heading')}
      </Typography>
      <TextInput
        source="settings.FormURL"
        label={setting('FormURL')}
        format={falseAsEmpty}
        parse={emptyAsFalse}
        readOnly={readOnly}
        fullWidth
      />
      <BooleanInput
        source="settings.Applications.AllowCases"
        label={setting('AllowCases')}
        readOnly={readOnly}
      />
      <BooleanInput
        source="settings.Applications.MultipleDraftCases"
        label={setting('MultipleDraftCases')}
        readOnly={readOnly}
      />
      <BooleanInput
        source="settings.Applications.ApplicantSubmission"
        label={setting('ApplicantSubmission')}
        readOnly={readOnly}
      />
      <BooleanInput
        source="settings.Queue.CaseColumns"
        label={setting('CaseColumns')}
        helperText={setting('CaseColumns_help')}
        readOnly={readOnly}
      />
      <TextInput
        source="settings.Payments.Type"
        label={setting('PaymentsType')}
        helperText={setting('PaymentsType_help')}
        format={falseAsEmpty}
        parse={emptyAsFalse}
        readOnly={readOnly}
      />
      <ArrayInput source="settings.Tasks" label={setting('Tasks')}>
        <SimpleFormIterator inline disableReordering disabled={readOnly}>
          <TextInput source="WorkflowRoleName" label={setting('WorkflowRoleName')} readOnly={readOnly} />
          <TextArrayInput source="Tasks" label={setting('TaskList')} readOnly={readOnly} />
        </SimpleFormIterator>
      </ArrayInput>
    </ProgramRecordForm>
  );
}
