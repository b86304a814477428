import { Alert, Typography } from '@mui/material';
import {
  CreateBase,
  required,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { TabProps } from './ProgramPortal.js';
import { AUDIENCES, SCOPES } from './SettingsTab.js';

/** New programs start with every setting false (programs spec §3) and not launched. */
const NEW_PROGRAM = {
  active: true,
  launched: false,
  scope: 'Local',
  audience: [2],
  settings: {
    FormURL: false,
    Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: false },
    Payments: { Type: false },
    Tasks: [],
  },
  formFields: [],
  contactInfo: {},
};

/** Create program (CreateProgram, with the extra condition of docs/decisions.md): opens the new program's portal. */
export function CreateProgramTab({ writable }: TabProps) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const label = (field: string) => translate(`resources.programs.fields.${field}`);
  if (!writable) return <Alert severity="info">{translate('ra.message.access_denied')}</Alert>;
  return (
    <CreateBase
      resource="programs"
      record={NEW_PROGRAM}
      redirect={false}
      mutationOptions={{
        onSuccess: (program: { id: number }) => redirect(`/program-portal/${program.id}/settings`),
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('porchlight.program_portal.create_help')}
      </Typography>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="ra.action.create" />
          </Toolbar>
        }
        sx={{ maxWidth: 720, p: 0 }}
      >
        <TextInput source="displayName" label={label('displayName')} validate={required()} fullWidth />
        <TextInput source="description" label={label('description')} multiline fullWidth />
        <TextInput source="externalId" label={label('externalId')} fullWidth />
        <SelectInput source="scope" label={label('scope')} choices={SCOPES} />
        <SelectArrayInput source="audience" label={label('audience')} choices={AUDIENCES} />
      </SimpleForm>
    </CreateBase>
  );
}
