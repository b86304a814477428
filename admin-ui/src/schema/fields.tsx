// One field of /api/admin/schema as a react-admin field (lists, show) and input (edit, create).
import { Chip, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SchemaField, SchemaFilter, SchemaResource } from '../api/types.js';

export const fieldLabelKey = (resource: string, field: string) => `resources.${resource}.fields.${field}`;

/** The field's label in the current language, the schema's English label when the catalogue has none. */
export const useFieldLabel = (resource: string) => {
  const translate = useTranslate();
  return (field: SchemaField) => translate(fieldLabelKey(resource, field.name), { _: field.label });
};

const LONG_TEXT = /body|message|description|content/i;

/**
 * What fields need to know about other resources: a reference is followed only to resources the caller
 * can read (otherwise its id is shown), and searched with the target's own search filter, if it has one.
 */
export interface Lookup {
  readable: (resource: string) => boolean;
  searchFilter: (resource: string) => string | undefined;
}

const toQuery = (lookup: Lookup, resource: string) => {
  const name = lookup.searchFilter(resource);
  return (text: string) => (name && text ? { [name]: text } : {});
};

function ChoicesField({ source, choices }: { source: string; choices: SchemaField['choices'] }) {
  const record = useRecordContext();
  const values: unknown[] = Array.isArray(record?.[source]) ? record[source] : [];
  return (
    <Stack direction="row" spacing={0.5}>
      {values.map((value) => (
        <Chip
          key={String(value)}
          size="small"
          label={choices?.find((c) => c.id === value)?.name ?? String(value)}
        />
      ))}
    </Stack>
  );
}

function JsonField({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 240, overflow: 'auto' }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function fieldFor(field: SchemaField, label: string, lookup: Lookup, sortable = true): ReactElement {
  const common = { source: field.name, label, sortable };
  switch (field.type) {
    case 'boolean':
      return <BooleanField key={field.name} {...common} />;
    case 'number':
      return <NumberField key={field.name} {...common} options={{ useGrouping: false }} />;
    case 'date':
      return <DateField key={field.name} {...common} showTime />;
    case 'json':
      return <JsonField key={field.name} {...common} />;
    case 'enum':
      return field.many ? (
        <ChoicesField key={field.name} {...common} choices={field.choices} />
      ) : (
        <SelectField key={field.name} {...common} choices={field.choices ?? []} />
      );
    case 'reference':
      return field.reference && lookup.readable(field.reference.resource) ? (
        <ReferenceField key={field.name} {...common} reference={field.reference.resource} link={false}>
          <TextField source={field.reference.field} />
        </ReferenceField>
      ) : (
        <NumberField key={field.name} {...common} options={{ useGrouping: false }} />
      );
    default:
      return <TextField key={field.name} {...common} />;
  }
}

/** JSON fields are edited as text and sent as the parsed value; text that does not parse is refused. */
const parseJson = (text: string) => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const formatJson = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2);
const validJson = (value: unknown) =>
  typeof value === 'string' ? 'porchlight.form.invalid_json' : undefined;

export function inputFor(field: SchemaField, label: string, lookup: Lookup, readOnly = false): ReactElement {
  const validate = field.required ? [required()] : [];
  const common = { source: field.name, label, validate, fullWidth: true, readOnly };
  switch (field.type) {
    case 'boolean':
      return <BooleanInput source={field.name} label={label} key={field.name} readOnly={readOnly} />;
    case 'number':
      return <NumberInput key={field.name} {...common} />;
    case 'date':
      return <DateTimeInput key={field.name} {...common} />;
    case 'json':
      return (
        <TextInput
          key={field.name}
          {...common}
          multiline
          minRows={3}
          format={formatJson}
          parse={parseJson}
          validate={[...validate, validJson]}
        />
      );
    case 'enum':
      return field.many ? (
        <SelectArrayInput key={field.name} {...common} choices={field.choices ?? []} />
      ) : (
        <SelectInput
          key={field.name}
          {...common}
          choices={field.choices ?? []}
          emptyText={field.required ? undefined : ' '}
        />
      );
    case 'reference':
      return field.reference && lookup.readable(field.reference.resource) ? (
        <ReferenceInput source={field.name} reference={field.reference.resource} key={field.name}>
          <AutocompleteInput
            label={label}
            optionText={field.reference.field}
            validate={validate}
            fullWidth
            readOnly={readOnly}
            filterToQuery={toQuery(lookup, field.reference.resource)}
          />
        </ReferenceInput>
      ) : (
        <NumberInput key={field.name} {...common} />
      );
    default:
      return <TextInput key={field.name} {...common} multiline={LONG_TEXT.test(field.name)} />;
  }
}

/** The list filters the schema declares, as inputs; the search filter stays on screen. */
export function filterInputs(
  schema: SchemaResource,
  labelOf: (field: SchemaField) => string,
  lookup: Lookup,
  searchLabel: string,
): ReactElement[] {
  return schema.filters.map((filter: SchemaFilter) => {
    if (filter.operator === 'search') {
      return <SearchInput key={filter.name} source={filter.name} alwaysOn placeholder={searchLabel} />;
    }
    const field = schema.fields.find((f) => f.name === (filter.field ?? filter.name));
    const label = field && !filter.field ? labelOf(field) : filter.label;
    const common = { source: filter.name, label };
    switch (field?.type) {
      case 'boolean':
        return <NullableBooleanInput key={filter.name} {...common} />;
      case 'enum':
        return filter.operator === 'in' ? (
          <SelectArrayInput key={filter.name} {...common} choices={field.choices ?? []} />
        ) : (
          <SelectInput key={filter.name} {...common} choices={field.choices ?? []} />
        );
      case 'reference':
        return field.reference && lookup.readable(field.reference.resource) ? (
          <ReferenceInput key={filter.name} source={filter.name} reference={field.reference.resource}>
            <AutocompleteInput
              label={label}
              optionText={field.reference.field}
              filterToQuery={toQuery(lookup, field.reference.resource)}
            />
          </ReferenceInput>
        ) : (
          <NumberInput key={filter.name} {...common} />
        );
      case 'number':
        return <NumberInput key={filter.name} {...common} />;
      case 'date':
        return <DateInput key={filter.name} {...common} />;
      default:
        return <TextInput key={filter.name} {...common} />;
    }
  });
}
