import { Box, Divider, Stack, Typography } from '@mui/material';
import { ELIGIBILITY_OPERATORS } from '@server/contract/eligibility.js';
import { FORM_FIELD_NAME, FORM_FIELD_TYPES, patternProblem } from '@server/contract/form-definition.js';
import type { FormField } from '@server/contract/programs.js';
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
import { EmbeddedList } from '../schema/EmbeddedList.js';
import { FormPreview } from './FormPreview.js';
import type { TabProps } from './ProgramPortal.js';
import { ProgramRecordForm } from './ProgramRecordForm.js';

export const FIELD_TYPES = FORM_FIELD_TYPES.map((id) => ({
  id,
  name: `porchlight.program_portal.form.types.${id}`,
}));

const validName = (value: unknown) =>
  typeof value === 'string' && !FORM_FIELD_NAME.test(value)
    ? 'porchlight.program_portal.form.invalid_name'
    : undefined;

// The contract's rule (the server refuses the same pattern with 422), said at once beside the input.
const validPattern = (value: unknown) => {
  const reason = typeof value === 'string' && value !== '' ? patternProblem(value) : null;
  return reason === null
    ? undefined
    : { message: 'porchlight.program_portal.form.pattern_invalid', args: { reason } };
};

// An emptied constraint is no constraint: it is left out of the field rather than stored as null.
const optionalText = (value: string | null | undefined) => (value ? value : undefined);
/** The switches start false on every field: saved only where they are on, not as integer: false. */
const withoutUncheckedSwitches = (values: Record<string, unknown>) => ({
  ...values,
  formFields: ((values.formFields ?? []) as Record<string, unknown>[]).map(
    ({ integer, keepLast4, ...field }) => ({
      ...field,
      ...(integer ? { integer } : {}),
      ...(keepLast4 ? { keepLast4 } : {}),
    }),
  ),
});

const optionalNumber = (value: string | number | null | undefined) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value))
    ? undefined
    : Number(value);

// A field row stays readable when it also lists its choices or its constraints: inputs keep their width and
// the row wraps, rather than squeezing each input to a letter.
const FIELD_WIDTH = { width: 190, flexShrink: 0 };
const NUMBER_WIDTH = { width: 150, flexShrink: 0 };
const WRAPPING_ROWS = { '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } };
// The preview beside the fields on a wide screen, below them on a phone.
const EDITOR_AND_PREVIEW = {
  display: 'grid',
  gap: 3,
  width: '100%',
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
};

/**
 * A number constraint's input. Not react-admin's NumberInput: it holds an input never touched as null, which
 * is sent and refused (minLength: null is no length); this one leaves an empty constraint out of the field.
 */
function ConstraintNumber({ source, label, readOnly }: { source: string; label: string; readOnly: boolean }) {
  return (
    <TextInput
      source={source}
      label={label}
      type="number"
      sx={NUMBER_WIDTH}
      parse={optionalNumber}
      readOnly={readOnly}
    />
  );
}

/** The inputs of the constraints a field's type takes (programs spec §5 generic forms). */
function Constraints({ type, readOnly }: { type: string | undefined; readOnly: boolean }) {
  const translate = useTranslate();
  const label = (name: string) => translate(`porchlight.program_portal.form.${name}`);
  if (type === 'select') {
    return <TextArrayInput source="choices" label={label('choices')} sx={FIELD_WIDTH} readOnly={readOnly} />;
  }
  if (type === 'number') {
    return (
      <>
        <ConstraintNumber source="min" label={label('min')} readOnly={readOnly} />
        <ConstraintNumber source="max" label={label('max')} readOnly={readOnly} />
        <BooleanInput source="integer" label={label('integer')} readOnly={readOnly} />
      </>
    );
  }
  if (type === 'date') {
    const help = label('date_bound_help');
    return (
      <>
        <TextInput
          source="min"
          label={label('min')}
          sx={FIELD_WIDTH}
          helperText={help}
          parse={optionalText}
          readOnly={readOnly}
        />
        <TextInput
          source="max"
          label={label('max')}
          sx={FIELD_WIDTH}
          helperText={help}
          parse={optionalText}
          readOnly={readOnly}
        />
      </>
    );
  }
  if (type !== 'text' && type !== 'textarea') return null;
  return (
    <>
      <ConstraintNumber source="minLength" label={label('min_length')} readOnly={readOnly} />
      <ConstraintNumber source="maxLength" label={label('max_length')} readOnly={readOnly} />
      <TextInput
        source="pattern"
        label={label('pattern')}
        sx={FIELD_WIDTH}
        helperText={label('pattern_help')}
        parse={optionalText}
        validate={validPattern}
        readOnly={readOnly}
      />
      <TextInput
        source="example"
        label={label('example')}
        sx={FIELD_WIDTH}
        parse={optionalText}
        readOnly={readOnly}
      />
      <BooleanInput source="keepLast4" label={label('keep_last4')} readOnly={readOnly} />
    </>
  );
}

const OPERATORS = ELIGIBILITY_OPERATORS.map((id) => ({
  id,
  name: `porchlight.program_portal.eligibility.operators.${id}`,
}));

/**
 * The eligibility criteria: each a label applicants read and a rule over one of the form's fields (as the
 * form stands, unsaved fields too); `present` needs no value, `in` takes values separated by commas. A
 * criterion saved as a label only (field empty) is shown to applicants and never checked.
 */
function EligibilityCriteriaInput({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const label = (name: string) => translate(`porchlight.program_portal.eligibility.${name}`);
  return (
    <ArrayInput source="eligibilityCriteria" label={label('heading')} helperText={label('help')}>
      <SimpleFormIterator inline disabled={readOnly} sx={WRAPPING_ROWS}>
        <TextInput
          source="label"
          label={label('label')}
          sx={{ width: 280 }}
          validate={required()}
          readOnly={readOnly}
        />
        <FormDataConsumer>
          {({ formData }) => (
            <SelectInput
              source="field"
              label={label('field')}
              choices={((formData.formFields ?? []) as FormField[])
                .filter((f) => f?.name)
                .map((f) => ({ id: f.name, name: f.label || f.name }))}
              sx={FIELD_WIDTH}
              emptyText={label('no_rule')}
              readOnly={readOnly}
            />
          )}
        </FormDataConsumer>
        <SelectInput
          source="operator"
          label={label('operator')}
          choices={OPERATORS}
          sx={FIELD_WIDTH}
          emptyText={label('no_rule')}
          readOnly={readOnly}
        />
        <TextInput
          source="value"
          label={label('value')}
          sx={FIELD_WIDTH}
          helperText={label('value_help')}
          parse={optionalText}
          readOnly={readOnly}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * The application form (FormConfig): its fields in order, with type, label, required, section and the
 * constraints of the field's type, and beside them the form as applicants will see it (FormPreview); the
 * server refuses a form applicants could not answer (422, shown beside the input it names). Below it, the
 * statements applicants accept (declarations), each saved on its own.
 */
export function FormTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const label = (name: string) => translate(`porchlight.program_portal.form.${name}`);
  const readOnly = !writable;
  return (
    <Stack spacing={3}>
      <ProgramRecordForm programId={programId} writable={writable} transform={withoutUncheckedSwitches}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {label('help')}
        </Typography>
        <Box sx={EDITOR_AND_PREVIEW}>
          <ArrayInput source="formFields" label={label('fields')}>
            <SimpleFormIterator inline disabled={readOnly} sx={WRAPPING_ROWS}>
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
                sx={FIELD_WIDTH}
                validate={required()}
                readOnly={readOnly}
              />
              <BooleanInput source="required" label={label('required')} readOnly={readOnly} />
              <TextInput
                source="section"
                label={label('section')}
                sx={FIELD_WIDTH}
                title={label('section_help')}
                parse={optionalText}
                readOnly={readOnly}
              />
              <FormDataConsumer>
                {({ scopedFormData }) => <Constraints type={scopedFormData?.type} readOnly={readOnly} />}
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
          <FormPreview />
        </Box>
        <EligibilityCriteriaInput readOnly={readOnly} />
      </ProgramRecordForm>
      <Divider />
      <EmbeddedList
        resource="resource-instance-declarations"
        filter={{ programId }}
        writable={writable}
        createInline
      />
      <Divider />
      {/* Optional extra items with their own fields (a JSON form definition) and amount. */}
      <EmbeddedList resource="addons" filter={{ programId }} writable={writable} createInline />
    </Stack>
  );
}
