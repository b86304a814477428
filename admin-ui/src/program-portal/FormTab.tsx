import { Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  required,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { TabProps } from './ProgramPortal.js';
import { ProgramRecordForm } from './ProgramRecordForm.js';

export const FIELD_TYPES = ['text', 'number', 'date', 'email', 'phone', 'select', 'checkbox', 'file'].map(
  (id) => ({
    id,
    name: `porchlight.program_portal.form.types.${id}`,
  }),
);

/** Field names are the keys of the answers; letters, digits and underscores, starting with a letter. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const validName = (value: unknown) =>
  typeof value === 'string' && !FIELD_NAME.test(value)
    ? 'porchlight.program_portal.form.invalid_name'
    : undefined;

// A field row stays readable when it also lists its choices.
const FIELD_WIDTH = { minWidth: 180 };

/** The application form (FormConfig): its fields in order, with type, label, required and choices. */
export function FormTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const label = (name: string) => translate(`porchlight.program_portal.form.${name}`);
  const readOnly = !writable;
  return (
    <ProgramRecordForm programId={programId} writable={writable}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label('help')}
      </Typography>
      <ArrayInput source="formFields" label={label('fields')}>
        <SimpleFormIterator inline disabled={readOnly}>
          <TextInput
            source="name"
            label={label('name')}
            sx={FIELD_WIDTH}
            validate={[required(), validName]}
            readOnly={readOnly}
          />
          <TextInput
            source="label"
            label={label('label')}
            sx={FIELD_WIDTH}
            validate={required()}
            readOnly={readOnly}
          />
          <SelectInput
            source="type"
            label={label('type')}
            choices={FIELD_TYPES}
            validate={required()}
            readOnly={readOnly}
          />
          <BooleanInput source="required" label={label('required')} readOnly={readOnly} />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.type === 'select' ? (
                <TextArrayInput
                  source="choices"
                  label={label('choices')}
                  sx={FIELD_WIDTH}
                  readOnly={readOnly}
                />
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </ProgramRecordForm>
  );
}
