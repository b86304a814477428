import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { FieldError } from '../contract/errors.js';
import type { InstanceFeature } from '../contract/instance-features.js';
import type {
  Choice,
  FieldFilterOperator,
  FieldType,
  FilterOperator,
  SortOrder,
  WriteOperation,
} from '../contract/schema.js';
import type { AccountType } from '../modules/accounts/account-type.js';
import type { PermissionKey } from '../modules/permissions/permission-level.js';

export type { Choice, FieldFilterOperator, FieldType, FilterOperator, SortOrder, WriteOperation };

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
  /** Written by a create, read-only afterwards (a user's login id): ignored in update bodies. */
  createOnly?: boolean;
  /** enum: the allowed values (react-admin's `{id, name}` choices). */
  choices?: readonly Choice[];
  /** enum: the value is a list of choices. */
  many?: boolean;
  /** reference: the resource the id points at, and the field of it shown to people. */
  reference?: { resource: string; field: string };
  /**
   * json: a rule over the value's content (a program's form definition), its errors naming their own paths
   * (formFields.2.max); a write with any is refused 422.
   */
  contentErrors?: (value: unknown) => FieldError[];
}

export interface FilterDefinition {
  /** The key in the `filter` JSON. */
  name: string;
  operator: FilterOperator;
  /** The field tested by eq/in/gte/lte; defaults to the filter's name. */
  field?: string;
  /** search: the fields the text is looked for in (case-insensitive substring). */
  fields?: readonly string[];
  /** view: the views offered. */
  choices?: readonly Choice[];
  label?: string;
}

export interface FieldFilterDefinition extends FilterDefinition {
  operator: FieldFilterOperator;
}

/** What /api/admin/schema says of a resource, so a client can build its screens from it. */
export interface ResourceDescription {
  /** The URL segment: /api/admin/<name>. */
  name: string;
  label: string;
  /**
   * Read needs level Read on this key, writes ReadWrite (permission-level.ts). Without one, every caller
   * the roles and account types admit works the resource fully (the queue is casework, not a portal tab).
   */
  permissionKey?: PermissionKey;
  /** Role numbers of which the caller must hold one, on top of the key (e.g. administrators only). */
  roles?: readonly number[];
  /** Account types of which the caller's must be one (deriveAccountType). */
  accountTypes?: readonly AccountType[];
  /** The instance feature the resource belongs to: elsewhere it is not in the schema and answers 404. */
  feature?: InstanceFeature;
  fields: readonly FieldDefinition[];
  listColumns: readonly string[];
  filters?: readonly FilterDefinition[];
  sortable: readonly string[];
  defaultSort: readonly [field: string, order: SortOrder];
  /** Writes offered through the simple-rest routes; the others answer 405. Default: all three. */
  operations?: readonly WriteOperation[];
}

/** A resource the generic controller serves from one entity: its routes come from this definition. */
export interface ResourceDefinition extends ResourceDescription {
  entity: EntityTarget<ObjectLiteral>;
  permissionKey: PermissionKey;
  /** The entity property holding the tenant: instanceId on tenant tables, id on the instance row itself. */
  tenantProperty?: string;
  /** The wire field naming the program a record belongs to, so per-program grants apply to it. */
  programField?: string;
  filters?: readonly FieldFilterDefinition[];
  /** A wire field a client sends back on update (version number or update time); a stale one is refused. */
  versionField?: string;
  /**
   * What a new record brings with it (a program its default workflow), written in the create's transaction
   * with the inserted row's properties, its id and tenant among them.
   */
  afterCreate?: (manager: EntityManager, row: ObjectLiteral) => Promise<unknown>;
  /**
   * Rules across fields (a deadline after the opening), given the record as it would be stored (entity
   * properties: on update the stored row with the changes over it); their errors refuse the write with 422.
   */
  checkRecord?: (record: ObjectLiteral) => FieldError[];
}

const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

function check(condition: boolean, resource: string, problem: string): asserts condition {
  if (!condition) throw new Error(`Resource ${resource}: ${problem}`);
}

/**
 * Describes a resource that has its own controller (the work queue), for /api/admin/schema. Mistakes in the
 * description throw at import, as defineResource's do.
 */
export function describeResource<D extends ResourceDescription>(description: D): D {
  const { name } = description;
  check(
    RESOURCE_NAME.test(name) && name !== 'schema',
    name,
    'name must be lower-case kebab and not "schema"',
  );
  const fields = new Map(description.fields.map((f) => [f.name, f]));
  check(fields.size === description.fields.length, name, 'field names must be unique');
  check(
    fields.get('id')?.readOnly === true,
    name,
    'needs a read-only `id` field (react-admin keys records by it)',
  );
  for (const field of description.fields) {
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
  for (const column of description.listColumns) known(column, 'listColumns');
  for (const field of description.sortable) {
    known(field, 'sortable');
    const { type, many } = fields.get(field) ?? {};
    check(type !== 'json' && !many, name, `cannot sort by ${field}`);
  }
  known(description.defaultSort[0], 'defaultSort');
  check(description.sortable.includes(description.defaultSort[0]), name, 'defaultSort must be sortable');
  const filterNames = new Set<string>(['id']);
  for (const filter of description.filters ?? []) {
    check(!filterNames.has(filter.name), name, `filter ${filter.name} is declared twice (id is built in)`);
    filterNames.add(filter.name);
    if (filter.operator === 'view') {
      check(Boolean(filter.choices?.length), name, `view filter ${filter.name} needs choices`);
      continue;
    }
    const tested = filter.operator === 'search' ? (filter.fields ?? []) : [filter.field ?? filter.name];
    check(tested.length > 0, name, `search filter ${filter.name} needs fields`);
    for (const field of tested) {
      known(field, `filter ${filter.name}`);
      const { type, many } = fields.get(field) ?? {};
      check(type !== 'json' && !many, name, `cannot filter on ${field}`);
    }
  }
  return Object.freeze(description);
}

/**
 * Declares an admin resource once; routes, guards, validation and /api/admin/schema come from it. Mistakes
 * in the declaration throw at import, so a bad definition stops the server from starting.
 */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const defined = describeResource(definition);
  const known = (field: string, what: string) =>
    check(
      defined.fields.some((f) => f.name === field),
      defined.name,
      `${what} names unknown field ${field}`,
    );
  if (defined.programField) known(defined.programField, 'programField');
  if (defined.versionField) known(defined.versionField, 'versionField');
  return defined;
}
