// Shorthands for the fields and filters that resource definitions share, so each definition says only what
// is its own: `field.id`, `field.program({ required: true })`, `filter.search('name')`.
import type { Choice, FieldDefinition, FieldFilterDefinition } from './define-resource.js';

/** Options a field may take besides its name, type and label. */
export type FieldOptions = Pick<
  FieldDefinition,
  'required' | 'readOnly' | 'createOnly' | 'property' | 'many'
>;

/** Choices from `{id: name}`, in the order given. */
export const choicesOf = (names: Readonly<Record<string, string>>): Choice[] =>
  Object.entries(names).map(([id, name]) => ({ id, name }));

const reference = (
  name: string,
  label: string,
  resource: string,
  shown: string,
  options: FieldOptions = {},
): FieldDefinition => ({ name, type: 'reference', label, ...options, reference: { resource, field: shown } });

export const field = {
  /** The record id every resource has; react-admin keys records by it. */
  id: { name: 'id', type: 'number', label: 'Id', readOnly: true } as const satisfies FieldDefinition,

  /** When the record was written, as the database set it. */
  createdAt: (label = 'Created'): FieldDefinition => ({
    name: 'createdAt',
    type: 'date',
    label,
    readOnly: true,
  }),

  /** An id of another resource's record, shown by that record's field `shown`. */
  reference,

  /** The program a record belongs to, shown by its name. */
  program: ({ label = 'Program', ...options }: FieldOptions & { label?: string } = {}): FieldDefinition =>
    reference('programId', label, 'programs', 'displayName', options),

  /** One of the choices `{id: name}`. */
  enum: (
    name: string,
    label: string,
    names: Readonly<Record<string, string>>,
    options: FieldOptions = {},
  ): FieldDefinition => ({ name, type: 'enum', label, ...options, choices: choicesOf(names) }),
};

export const filter = {
  /** The list's search box: the text is looked for in each of `fields`. */
  search: (...fields: string[]): FieldFilterDefinition => ({ name: 'q', operator: 'search', fields }),

  /** One equality filter per field, named after it. */
  equal: (...fields: string[]): FieldFilterDefinition[] => fields.map((name) => ({ name, operator: 'eq' })),
};
