import { Divider, Stack, Typography } from '@mui/material';
import { FORM_FRAME_MODES } from '@server/contract/form-frames.js';
import { channelsOfProgram, formatMinor, type PaymentChannel } from '@server/contract/payments.js';
import { programTermsErrors } from '@server/contract/program-terms.js';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
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
import { EmbeddedList } from '../schema/EmbeddedList.js';
import { BulkApplications } from './BulkApplications.js';
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

/** The words of settings.Payments.Type the server reads (channelsOfProgram), one checkbox each. */
const PAYMENT_WORDS: Record<PaymentChannel, string> = {
  ach: 'ACH',
  card: 'Card',
  paypal: 'PayPal',
  check: 'Check',
};
const PAYMENT_CHOICES = (Object.keys(PAYMENT_WORDS) as PaymentChannel[]).map((id) => ({
  id,
  name: `porchlight.program_portal.settings.channels.${id}`,
}));
// Stored as the server expects: "ACH,PayPal", or false when the program takes no payments.
const typeAsChannels = (type: unknown): PaymentChannel[] => channelsOfProgram(type);
const channelsAsType = (channels: PaymentChannel[] | null): string | false =>
  channels && channels.length > 0 ? channels.map((c) => PAYMENT_WORDS[c]).join(',') : false;

// The amount owed is kept in cents (settings.Payments.Amount) and edited in dollars, by string arithmetic.
const centsAsDollars = (cents: unknown) =>
  typeof cents === 'number'
    ? formatMinor(cents, 'USD').split(' ')[0]
    : typeof cents === 'string'
      ? cents
      : '';
function dollarsAsCents(text: string): number | string | undefined {
  const match = text.trim().match(/^(\d{1,7})(?:\.(\d{1,2}))?$/);
  if (text.trim() === '') return undefined;
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : text;
}

/**
 * The contract's rules over the window and the money, said in this UI's catalogue by code; the server
 * checks the same rules and refuses with the same codes.
 */
const termsValidator =
  (translate: (key: string) => string) =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const errors: Record<string, unknown> = Object.fromEntries(
      programTermsErrors(values).map((e) => [
        e.field,
        translate(`porchlight.program_portal.terms.${e.code}`),
      ]),
    );
    // The amount owed: dollarsAsCents leaves text it cannot read as whole cents (a comma, three decimals).
    const amount = (values.settings as { Payments?: { Amount?: unknown } } | undefined)?.Payments?.Amount;
    if (amount !== undefined && amount !== null && typeof amount !== 'number') {
      const message = translate('porchlight.program_portal.settings.PaymentsAmount_invalid');
      errors.settings = { Payments: { Amount: message } };
    }
    return errors;
  };

/** Program settings (ProgramConfig): the program's own fields and its settings object. */
export function SettingsTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.programs.fields.${field}`);
  const setting = (name: string) => translate(`porchlight.program_portal.settings.${name}`);
  const readOnly = !writable;
  return (
    <Stack spacing={3}>
      <ProgramRecordForm programId={programId} writable={writable} validate={termsValidator(translate)}>
        <TextInput
          source="displayName"
          label={label('displayName')}
          validate={required()}
          readOnly={readOnly}
          fullWidth
        />
        <TextInput
          source="description"
          label={label('description')}
          multiline
          readOnly={readOnly}
          fullWidth
        />
        <SelectInput source="scope" label={label('scope')} choices={SCOPES} readOnly={readOnly} />
        <SelectArrayInput
          source="audience"
          label={label('audience')}
          choices={AUDIENCES}
          readOnly={readOnly}
        />
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
        <SelectInput
          source="settings.FormFrame.Mode"
          label={setting('FormFrameMode')}
          helperText={setting('FormFrameMode_help')}
          choices={FORM_FRAME_MODES.map((id) => ({
            id,
            name: `porchlight.program_portal.settings.FormFrameModes.${id}`,
          }))}
          emptyText="porchlight.program_portal.settings.FormFrameModes.none"
          parse={(value: string) => (value === '' ? null : value)}
          readOnly={readOnly}
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
        <CheckboxGroupInput
          source="settings.Payments.Type"
          label={setting('PaymentsType')}
          helperText={setting('PaymentsType_help')}
          choices={PAYMENT_CHOICES}
          format={typeAsChannels}
          parse={channelsAsType}
          readOnly={readOnly}
        />
        <TextInput
          source="settings.Payments.Amount"
          label={setting('PaymentsAmount')}
          helperText={setting('PaymentsAmount_help')}
          format={centsAsDollars}
          parse={dollarsAsCents}
          readOnly={readOnly}
        />
        <BooleanInput
          source="settings.Eligibility.AcceptIneligible"
          label={setting('AcceptIneligible')}
          helperText={setting('AcceptIneligible_help')}
          readOnly={readOnly}
        />
        <TextInput
          source="settings.Eligibility.IneligibleMessage"
          label={setting('IneligibleMessage')}
          helperText={setting('IneligibleMessage_help')}
          parse={(value: string) => (value.trim() === '' ? undefined : value)}
          readOnly={readOnly}
          multiline
          fullWidth
        />
        <ArrayInput source="settings.Tasks" label={setting('Tasks')}>
          <SimpleFormIterator inline disableReordering disabled={readOnly}>
            <TextInput source="WorkflowRoleName" label={setting('WorkflowRoleName')} readOnly={readOnly} />
            <TextArrayInput source="Tasks" label={setting('TaskList')} readOnly={readOnly} />
          </SimpleFormIterator>
        </ArrayInput>
      </ProgramRecordForm>
      <Divider />
      {/* Limits on submissions (one per household, a window, a maximum per period), each saved on its own. */}
      <EmbeddedList resource="application-rules" filter={{ programId }} writable={writable} createInline />
      <Divider />
      {/* Awards of the program's money, counted against its budget with the applications' awards. */}
      <EmbeddedList resource="resource-uses" filter={{ programId }} writable={writable} createInline />
      {writable && (
        <>
          <Divider />
          <BulkApplications programId={programId} />
        </>
      )}
    </Stack>
  );
}
