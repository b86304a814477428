import type { DataSource, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { ENTITY_TYPE } from '../modules/accounts/entities/account.entity.js';
import type { FieldDefinition, FieldType, ResourceDefinition, WriteOperation } from './define-resource.js';

/** What the database column allows, read from the entity metadata so validation matches the schema. */
export interface ColumnInfo {
  databaseName: string;
  nullable: boolean;
  /** Character limit of varchar columns. */
  maxLength?: number;
  /** Largest absolute value of integer columns; undefined for other numbers. */
  integerLimit?: number;
}

/**
 * A referenced row's table and how it belongs to the caller's instance: its tenant column, or for a table
 * shared by every instance a condition on `"t"` and `:tenant`.
 */
export interface ReferenceTarget {
  metadata: EntityMetadata;
  tenantColumn?: string;
  tenantCondition?: string;
}

/**
 * Tables without an instance column that admin resources refer to, and what makes a row the instance's:
 * a user is the instance's when they hold a government account there (the staff resources refer to).
 */
const SHARED_TABLE_TENANCY: Record<string, string> = {
  users: `EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = "t"."id" AND a.instance_id = :tenant AND a.entity_type = ${ENTITY_TYPE.government})`,
};

export interface CompiledField extends FieldDefinition {
  property: string;
  column: ColumnInfo;
  /** Writable references: where the referenced row must exist. */
  target?: ReferenceTarget;
}

export interface CompiledResource {
  definition: ResourceDefinition;
  metadata: EntityMetadata;
  fields: readonly CompiledField[];
  field: ReadonlyMap<string, CompiledField>;
  tenantColumn: string;
  operations: ReadonlySet<WriteOperation>;
}

const INTEGER_LIMIT: Record<string, number> = {
  smallint: 32767,
  integer: 2147483647,
  bigint: Number.MAX_SAFE_INTEGER,
};

/** The PostgreSQL types each field type may be stored in. */
const STORAGE: Record<FieldType, RegExp> = {
  string: /^(character varying|text|character)$/,
  number: /^(smallint|integer|bigint|numeric|real|double precision)$/,
  boolean: /^boolean$/,
  date: /^(timestamp with time zone|timestamp without time zone|date)$/,
  json: /^jsonb?$/,
  reference: /^(smallint|integer|bigint)$/,
  enum: /./,
};

function columnOf(metadata: EntityMetadata, property: string, resource: string): ColumnMetadata {
  const column = metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`Resource ${resource}: ${metadata.name} has no column ${property}`);
  return column;
}

function columnInfo(dataSource: DataSource, column: ColumnMetadata): ColumnInfo & { sqlType: string } {
  const sqlType = dataSource.driver.normalizeType(column);
  const length = Number(column.length);
  return {
    databaseName: column.databaseName,
    nullable: column.isNullable,
    sqlType,
    ...(sqlType === 'character varying' && length > 0 ? { maxLength: length } : {}),
    ...(!column.isArray && INTEGER_LIMIT[sqlType] ? { integerLimit: INTEGER_LIMIT[sqlType] } : {}),
  };
}

/**
 * Where a written reference must exist: the entity of the column's foreign-key relation or, for a plain id
 * column, the entity of the resource it names. Either way the row must be in the caller's instance when
 * that table has one.
 */
function referenceTarget(
  dataSource: DataSource,
  metadata: EntityMetadata,
  field: FieldDefinition & { property: string },
  resources: readonly ResourceDefinition[],
  resource: string,
): ReferenceTarget {
  const column = metadata.findColumnWithPropertyName(field.property);
  const relation = metadata.relations.find((r) =>
    r.joinColumns.some((j) => j.databaseName === column?.databaseName),
  );
  if (relation) return scoped(relation.inverseEntityMetadata, 'instanceId', resource, field.name);
  const named = resources.find((r) => r.name === field.reference?.resource);
  if (!named) {
    throw new Error(
      `Resource ${resource}: ${field.name} refers to ${field.reference?.resource}, which is neither a foreign key nor a registered resource`,
    );
  }
  return scoped(
    dataSource.getMetadata(named.entity),
    named.tenantProperty ?? 'instanceId',
    resource,
    field.name,
  );
}

/** A written reference must be checked within the caller's instance: one that cannot be stops the server. */
function scoped(
  metadata: EntityMetadata,
  tenantProperty: string,
  resource: string,
  field: string,
): ReferenceTarget {
  const tenantColumn = metadata.findColumnWithPropertyName(tenantProperty)?.databaseName;
  if (tenantColumn) return { metadata, tenantColumn };
  const tenantCondition = SHARED_TABLE_TENANCY[metadata.tableName];
  if (tenantCondition) return { metadata, tenantCondition };
  throw new Error(
    `Resource ${resource}: ${field} refers to ${metadata.tableName}, which has no instance to check`,
  );
}

/**
 * Binds a definition to its entity's columns (and its references to the other registered resources); a
 * field that does not fit its column stops the server.
 */
export function compileResource(
  dataSource: DataSource,
  definition: ResourceDefinition,
  resources: readonly ResourceDefinition[],
): CompiledResource {
  const metadata = dataSource.getMetadata(definition.entity);
  const fields = definition.fields.map((field): CompiledField => {
    const property = field.property ?? field.name;
    const column = columnOf(metadata, property, definition.name);
    const { sqlType, ...info } = columnInfo(dataSource, column);
    const stored = field.many ? column.isArray : !column.isArray && STORAGE[field.type].test(sqlType);
    if (!stored) {
      throw new Error(`Resource ${definition.name}: ${field.name} (${field.type}) cannot live in ${sqlType}`);
    }
    // Only values a client writes are checked against the referenced table.
    const checked = field.type === 'reference' && !field.readOnly;
    const target = checked
      ? referenceTarget(dataSource, metadata, { ...field, property }, resources, definition.name)
      : undefined;
    return { ...field, property, column: info, ...(target ? { target } : {}) };
  });
  const tenantProperty = definition.tenantProperty ?? 'instanceId';
  return {
    definition,
    metadata,
    fields,
    field: new Map(fields.map((f) => [f.name, f])),
    tenantColumn: columnOf(metadata, tenantProperty, definition.name).databaseName,
    operations: new Set(definition.operations ?? ['create', 'update', 'delete']),
  };
}
