import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { PermissionKey } from '../modules/permissions/permission-level.js';

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json' | 'reference' | 'enum';

export interface Choice {
  id: string | number;
  name: string;
}

export interface FieldDefinition {
  /** The name on the wire: records, sort, filter and schema use it. */
  name: string;
  /** The entity property, when it differs from the wire name. */
  property?: string;
  type: FieldType;
  label: string;
  required?: boolean;
  /** Sent to clients, never written by them (ids, timestamps): ignored in bodies. */
  readOnly?: boolean;
  /** enum: the allowed values (react-admin's `{id, name}` choices). */
  choices?: readonly Choice[];
  /** enum: the value is a list of choices. */
  many?: boolean;
  /** reference: the resource the id points at, and the field of it shown to people. */
  reference?: { resource: string; field: string };
}

export type FilterOperator = 'eq' | 'in' | 'search' | 'gte' | 'lte';

export interface FilterDefinition {
  /** The key in the `filter` JSON. */
  name: string;
  operator: FilterOperator;
  /** The field tested by eq/in/gte/lte; defaults to the filter's name. */
  field?: string;
  /** search: the fields the text is looked for in (case-insensitive substring). */
  fields?: readonly string[];
  label?: string;
}

export type SortOrder = 'ASC' | 'DESC';
export type WriteOperation = 'create' | 'update' | 'delete';

export interface ResourceDefinition {
  /** The URL segment: /api/admin/<name>. */
  name: string;
  label: string;
  entity: EntityTarget<ObjectLiteral>;
  /** Read needs level Read on this key, writes ReadWrite (permission-level.ts). */
  permissionKey: PermissionKey;
  /** Role numbers of which the caller must hold one, on top of the key (e.g. administrators only). */
  roles?: readonly number[];
  /** The entity property holding the tenant: instanceId on tenant tables, id on the instance row itself. */
  tenantProperty?: string;
  /** The wire field naming the program a record belongs to, so per-program grants apply to it. */
  programField?: string;
  fields: readonly FieldDefinition[];
  listColumns: readonly string[];
  filters?: readonly FilterDefinition[];
  sortable: readonly string[];
  defaultSort: readonly [field: string, order: SortOrder];
  /** A wire field a client sends back on update (version number or update time); a stale one is refused. */
  versionField?: string;
  /** Writes offered; the others answer 405. Default: all three. */
  operations?: readonly WriteOperation[];
}

const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

function check(condition: boolean, resource: string, problem: string): asserts condition {
  if (!condition) throw new Error(`Resource ${resource}: ${problem}`);
}

/**
 * Declares an admin resource once; routes, guards, validation and /api/admin/schema come from it. Mistakes
 * in the declaration throw at import, so a bad definition stops the server from starting.
 */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const { name } = definition;
  check(
    RESOURCE_NAME.test(name) && name !== 'schema',
    name,
    'name must be lower-case kebab and not "schema"',
  );
  const fields = new Map(definition.fields.map((f) => [f.name, f]));
  check(fields.size === definition.fields.length, name, 'field names must be unique');
  check(
    fields.get('id')?.readOnly === true,
    name,
    'needs a read-only `id` field (react-admin keys records by it)',
  );
  for (const field of definition.fields) {
    check(
      (field.type === 'enum') === Boolean(field.choices?.length),
      name,
      `${field.name}: enum fields need choices`,
    );
    check(
      (field.type === 'reference') === Boolean(field.reference),
      name,
      `${field.name}: reference needs a target`,
    );
    check(!field.many || field.type === 'enum', name, `${field.name}: only enum fields may hold many values`);
  }
  const known = (field: string | undefined, what: string) =>
    check(field !== undefined && fields.has(field), name, `${what} names unknown field ${field}`);
  for (const column of definition.listColumns) known(column, 'listColumns');
  for (const field of definition.sortable) {
    known(field, 'sortable');
    const { type, many } = fields.get(field) ?? {};
    check(type !== 'json' && !many, name, `cannot sort by ${field}`);
  }
  known(definition.defaultSort[0], 'defaultSort');
  check(definition.sortable.includes(definition.defaultSort[0]), name, 'defaultSort must be sortable');
  const filterNames = new Set<string>(['id']);
  for (const filter of definition.filters ?? []) {
    check(!filterNames.has(filter.name), name, `filter ${filter.name} is declared twice (id is built in)`);
    filterNames.add(filter.name);
    const tested = filter.operator === 'search' ? (filter.fields ?? []) : [filter.field ?? filter.name];
    check(tested.length > 0, name, `search filter ${filter.name} needs fields`);
    for (const field of tested) {
      known(field, `filter ${filter.name}`);
      const { type, many } = fields.get(field) ?? {};
      check(type !== 'json' && !many, name, `cannot filter on ${field}`);
    }
  }
  if (definition.programField) known(definition.programField, 'programField');
  if (definition.versionField) known(definition.versionField, 'versionField');
  return Object.freeze(definition);
}
