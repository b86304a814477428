// GET /api/admin/schema (API.md "Admin resources"): what a client needs to build a resource's screens.
// The contract folder imports only its own files: the server and both UIs import these.

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json' | 'reference' | 'enum';

export interface Choice {
  id: string | number;
  name: string;
}

export interface SchemaField {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  readOnly: boolean;
  /** Written by a create, read-only on the edit screen (only present when true). */
  createOnly?: true;
  choices?: Choice[];
  many?: boolean;
  reference?: { resource: string; field: string };
}

/** Filters that test one field (eq, in, gte, lte) or look for text in several (search). */
export type FieldFilterOperator = 'eq' | 'in' | 'search' | 'gte' | 'lte';
/** `view` picks one of the filter's own choices: a view of the list, not a test of a field (the queue's tabs). */
export type FilterOperator = FieldFilterOperator | 'view';

export interface SchemaFilter {
  name: string;
  operator: FilterOperator;
  field?: string;
  fields?: string[];
  choices?: Choice[];
  label: string;
}

export type WriteOperation = 'create' | 'update' | 'delete';
export type SortOrder = 'ASC' | 'DESC';

/** One entry of GET /api/admin/schema; `Key` narrows the permission key where the client knows the keys. */
export interface SchemaResource<Key extends string = string> {
  name: string;
  label: string;
  permissionKey: Key | null;
  access: 'Read' | 'ReadWrite';
  operations: WriteOperation[];
  fields: SchemaField[];
  listColumns: string[];
  filters: SchemaFilter[];
  sortable: string[];
  defaultSort: { field: string; order: SortOrder };
}
