import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, QueryFailedError, type SelectQueryBuilder } from 'typeorm';
import type { AccessLevelName, SessionCaller } from '../common/auth/auth-context.js';
import {
  conflict,
  DomainException,
  forbidden,
  notFound,
  unprocessable,
} from '../common/errors/domain.exception.js';
import type { SchemaResource } from '../contract/schema.js';
import { ENTITY_TYPE } from '../modules/accounts/entities/account.entity.js';
import { ACCESS_LEVEL, type PermissionKey } from '../modules/permissions/permission-level.js';
import { PermissionsService } from '../modules/permissions/permissions.service.js';
import { Program } from '../modules/programs/entities/program.entity.js';
import { type CompiledField, type CompiledResource, compileResource } from './compiled-resource.js';
import type { FilterDefinition, ResourceDescription, WriteOperation } from './define-resource.js';
import { checkBody, checkValue } from './field-values.js';
import { RESOURCES, SCHEMA_RESOURCES } from './registry.js';
import { contentRange, type ListFilter, parseListQuery } from './simple-rest-query.js';

type Row = ObjectLiteral;

export interface ListPage {
  records: Record<string, unknown>[];
  contentRange: string;
}

const ALIAS = 'r';
const column = (field: CompiledField) => `"${ALIAS}"."${field.column.databaseName}"`;
// LIKE treats % and _ as wildcards and \ as their escape; a search looks for the text as typed.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The generic simple-rest operations over the registered resources: tenant-scoped, per-program guarded. */
@Injectable()
export class ResourcesService {
  private readonly resources: ReadonlyMap<string, CompiledResource>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly permissions: PermissionsService,
  ) {
    this.resources = new Map(
      RESOURCES.map((definition) => [definition.name, compileResource(dataSource, definition, RESOURCES)]),
    );
  }

  /** The resource, on the caller's instance: one of a feature the instance lacks is not found. */
  private resource(name: string, caller: SessionCaller): CompiledResource {
    const resource = this.resources.get(name);
    if (!resource) throw new Error(`No admin resource ${name}`);
    const { feature } = resource.definition;
    if (feature && !caller.instance.features.includes(feature)) {
      throw notFound('resourceNotOffered', `This instance does not offer ${resource.definition.label}`);
    }
    return resource;
  }

  /** The resources the caller may see (level Read or more on any program, when they have a key) and how far. */
  async schema(caller: SessionCaller): Promise<SchemaResource<PermissionKey>[]> {
    if (caller.account.entityType !== ENTITY_TYPE.government) throw forbidden();
    const levels = await this.permissions.levels(caller);
    const level = (d: ResourceDescription) =>
      d.permissionKey === undefined ? ACCESS_LEVEL.ReadWrite : levels[d.permissionKey];
    return SCHEMA_RESOURCES.filter(
      (d) =>
        level(d) >= ACCESS_LEVEL.Read &&
        this.rolesAllow(d.roles, caller) &&
        (!d.feature || caller.instance.features.includes(d.feature)) &&
        (!d.accountTypes || d.accountTypes.includes(caller.accountType)),
    ).map((d) => ({
      name: d.name,
      label: d.label,
      permissionKey: d.permissionKey ?? null,
      access: level(d) >= ACCESS_LEVEL.ReadWrite ? 'ReadWrite' : 'Read',
      operations: [...(d.operations ?? ['create', 'update', 'delete'])],
      fields: d.fields.map((f) => ({
        name: f.name,
        type: f.type,
        label: f.label,
        required: f.required ?? false,
        readOnly: f.readOnly ?? false,
        ...(f.createOnly ? { createOnly: true as const } : {}),
        ...(f.choices ? { choices: [...f.choices], many: f.many ?? false } : {}),
        ...(f.reference ? { reference: f.reference } : {}),
      })),
      listColumns: [...d.listColumns],
      filters: (d.filters ?? []).map((filter) => ({
        ...filter,
        fields: filter.fields && [...filter.fields],
        choices: filter.choices && [...filter.choices],
        label: filter.label ?? (filter.operator === 'search' ? 'Search' : this.fieldLabel(d, filter)),
      })),
      sortable: [...d.sortable],
      defaultSort: { field: d.defaultSort[0], order: d.defaultSort[1] },
    }));
  }

  async list(name: string, caller: SessionCaller, query: Record<string, unknown>): Promise<ListPage> {
    const resource = this.resource(name, caller);
    const { sort, range, filters } = parseListQuery(resource, query);
    const qb = this.scoped(resource, caller);
    for (const [i, filter] of filters.entries()) this.applyFilter(qb, filter, `f${i}`);
    await this.limitToVisiblePrograms(resource, caller, filters, qb);
    qb.orderBy(column(sort.field), sort.order);
    if (sort.field.name !== 'id') qb.addOrderBy(column(this.idField(resource)), sort.order);
    const [rows, total] = await qb
      .offset(range.start)
      .limit(range.end - range.start + 1)
      .getManyAndCount();
    return {
      records: rows.map((row) => this.toWire(resource, row)),
      contentRange: contentRange(name, range.start, rows.length, total),
    };
  }

  async getOne(name: string, caller: SessionCaller, id: string) {
    const resource = this.resource(name, caller);
    const row = await this.load(resource, caller, id);
    await this.demandOnProgram(resource, caller, 'Read', this.programOf(resource, row));
    return this.toWire(resource, row);
  }

  async create(name: string, caller: SessionCaller, body: unknown) {
    const resource = this.resource(name, caller);
    this.demandOperation(resource, 'create');
    const values = checkBody(resource, body, 'create');
    this.checkRecord(resource, values);
    await this.checkReferences(resource, caller, values);
    await this.demandOnProgram(resource, caller, 'ReadWrite', this.programOf(resource, values));
    const row = { ...values, [this.tenantProperty(resource)]: caller.instance.id };
    const inserted = await this.write(() =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager.getRepository(resource.metadata.target).insert(row);
        await resource.definition.afterCreate?.(manager, { ...row, ...result.identifiers[0] });
        return result;
      }),
    );
    const id = inserted.identifiers[0]?.[this.idField(resource).property];
    return this.toWire(resource, await this.load(resource, caller, String(id)));
  }

  async update(name: string, caller: SessionCaller, id: string, body: unknown) {
    const resource = this.resource(name, caller);
    this.demandOperation(resource, 'update');
    const current = await this.load(resource, caller, id);
    await this.demandOnProgram(resource, caller, 'ReadWrite', this.programOf(resource, current));
    const values = checkBody(resource, body, 'update');
    this.checkRecord(resource, { ...current, ...values });
    await this.checkReferences(resource, caller, values);
    const movedTo = this.programOf(resource, values);
    if (movedTo !== undefined) await this.demandOnProgram(resource, caller, 'ReadWrite', movedTo);
    const sentVersion = this.sentVersion(resource, body as Record<string, unknown>);
    const idProperty = this.idField(resource).property;
    const key = { [idProperty]: current[idProperty], [this.tenantProperty(resource)]: caller.instance.id };
    await this.write(() =>
      this.dataSource.transaction(async (manager) => {
        // The row stays locked from the version check to the write, so two stale edits cannot both pass.
        const locked = await manager
          .getRepository(resource.metadata.target)
          .findOne({ where: key, lock: { mode: 'pessimistic_write' } });
        if (!locked) throw this.notFound(resource, id);
        if (sentVersion !== undefined && !this.sameVersion(resource, locked, sentVersion)) {
          throw conflict('staleRecord', 'This record was changed by someone else; reload it and try again');
        }
        if (Object.keys(values).length)
          await manager.getRepository(resource.metadata.target).update(key, values);
      }),
    );
    return this.toWire(resource, await this.load(resource, caller, id));
  }

  async remove(name: string, caller: SessionCaller, id: string) {
    const resource = this.resource(name, caller);
    this.demandOperation(resource, 'delete');
    const current = await this.load(resource, caller, id);
    await this.demandOnProgram(resource, caller, 'ReadWrite', this.programOf(resource, current));
    const idProperty = this.idField(resource).property;
    await this.write(() =>
      this.dataSource.getRepository(resource.metadata.target).delete({
        [idProperty]: current[idProperty],
        [this.tenantProperty(resource)]: caller.instance.id,
      }),
    );
    return this.toWire(resource, current);
  }

  /** The write operations a resource does not offer answer 405 (react-admin then shows the error). */
  private demandOperation(resource: CompiledResource, operation: WriteOperation): void {
    if (!resource.operations.has(operation)) {
      throw new DomainException(
        405,
        'methodNotAllowed',
        `The ${resource.definition.name} resource does not allow ${operation}`,
      );
    }
  }

  private rolesAllow(roles: readonly number[] | undefined, caller: SessionCaller): boolean {
    return !roles || roles.some((role) => caller.roles.includes(role));
  }

  private fieldLabel(resource: ResourceDescription, filter: FilterDefinition): string {
    const field = filter.field ?? filter.name;
    return resource.fields.find((f) => f.name === field)?.label ?? field;
  }

  private idField(resource: CompiledResource): CompiledField {
    return resource.field.get('id') as CompiledField;
  }

  private tenantProperty(resource: CompiledResource): string {
    return resource.definition.tenantProperty ?? 'instanceId';
  }

  private scoped(resource: CompiledResource, caller: SessionCaller): SelectQueryBuilder<Row> {
    return this.dataSource
      .getRepository(resource.metadata.target)
      .createQueryBuilder(ALIAS)
      .where(`"${ALIAS}"."${resource.tenantColumn}" = :tenant`, { tenant: caller.instance.id });
  }

  /** The caller's row with this id; another tenant's id (or no id at all) is simply not found. */
  private async load(resource: CompiledResource, caller: SessionCaller, id: string): Promise<Row> {
    const idField = this.idField(resource);
    const parsed = checkValue(idField, id, true);
    const row = parsed.ok
      ? await this.scoped(resource, caller)
          .andWhere(`${column(idField)} = :id`, { id: parsed.value })
          .getOne()
      : null;
    if (!row) throw this.notFound(resource, id);
    return row;
  }

  private notFound(resource: CompiledResource, id: string) {
    return notFound('notFound', `The ${resource.definition.name} record ${id} does not exist`);
  }

  private applyFilter(qb: SelectQueryBuilder<Row>, filter: ListFilter, param: string): void {
    switch (filter.operator) {
      case 'eq':
        if (filter.value === null) qb.andWhere(`${column(filter.field)} IS NULL`);
        else qb.andWhere(`${column(filter.field)} = :${param}`, { [param]: filter.value });
        return;
      case 'gte':
      case 'lte':
        qb.andWhere(`${column(filter.field)} ${filter.operator === 'gte' ? '>=' : '<='} :${param}`, {
          [param]: filter.value,
        });
        return;
      case 'in':
        if (filter.values.length === 0) qb.andWhere('FALSE');
        else qb.andWhere(`${column(filter.field)} IN (:...${param})`, { [param]: filter.values });
        return;
      case 'search': {
        if (filter.text.trim() === '') return;
        const anyField = filter.fields.map((f) => `CAST(${column(f)} AS text) ILIKE :${param}`).join(' OR ');
        qb.andWhere(`(${anyField})`, { [param]: likePattern(filter.text.trim()) });
      }
    }
  }

  private programField(resource: CompiledResource): CompiledField | undefined {
    const name = resource.definition.programField;
    return name ? resource.field.get(name) : undefined;
  }

  /** The program a record (entity properties) belongs to, when the resource is per program. */
  private programOf(resource: CompiledResource, record: Row): number | undefined {
    const field = this.programField(resource);
    const value = field ? record[field.property] : undefined;
    return typeof value === 'number' ? value : undefined;
  }

  /**
   * The route's guard checked the key across all programs; a record of one program needs the level on it.
   * Resources without programs, and calls without a program, rely on the guard alone.
   */
  private async demandOnProgram(
    resource: CompiledResource,
    caller: SessionCaller,
    level: AccessLevelName,
    programId: number | undefined,
  ): Promise<void> {
    if (programId === undefined) return;
    const has = await this.permissions.levelFor(caller, resource.definition.permissionKey, programId);
    if (has < ACCESS_LEVEL[level]) throw forbidden();
  }

  /**
   * A list of a per-program resource shows only programs the caller may read: one named by the filter is
   * checked as a record would be; otherwise the rows are limited to the programs the caller's grants reach.
   */
  private async limitToVisiblePrograms(
    resource: CompiledResource,
    caller: SessionCaller,
    filters: ListFilter[],
    qb: SelectQueryBuilder<Row>,
  ): Promise<void> {
    const field = this.programField(resource);
    if (!field) return;
    const named = filters.find((f) => f.operator === 'eq' && f.field === field);
    if (named && 'value' in named && typeof named.value === 'number') {
      return this.demandOnProgram(resource, caller, 'Read', named.value);
    }
    const programs = await this.dataSource
      .getRepository(Program)
      .find({ select: { id: true }, where: { instanceId: caller.instance.id } });
    const key = resource.definition.permissionKey;
    const levels = await Promise.all(programs.map((p) => this.permissions.levelFor(caller, key, p.id)));
    const visible = programs.filter((_, i) => levels[i] >= ACCESS_LEVEL.Read).map((p) => p.id);
    if (visible.length === programs.length) return;
    if (visible.length === 0) qb.andWhere('FALSE');
    else qb.andWhere(`${column(field)} IN (:...visiblePrograms)`, { visiblePrograms: visible });
  }

  /** Referenced rows must exist in the caller's instance: ids of other tenants are refused like unknown ones. */
  private async checkReferences(
    resource: CompiledResource,
    caller: SessionCaller,
    values: Row,
  ): Promise<void> {
    for (const field of resource.fields) {
      const value = values[field.property];
      if (!field.target || value === null || value === undefined) continue;
      const { metadata, tenantColumn, tenantCondition } = field.target;
      const qb = this.dataSource
        .createQueryBuilder()
        .select('1')
        .from(metadata.target, 't')
        .where(`"t"."${metadata.primaryColumns[0].databaseName}" = :id`, { id: value });
      if (tenantColumn) qb.andWhere(`"t"."${tenantColumn}" = :tenant`, { tenant: caller.instance.id });
      if (tenantCondition) qb.andWhere(tenantCondition, { tenant: caller.instance.id });
      if (!(await qb.getRawOne())) {
        throw unprocessable([
          {
            field: field.name,
            code: 'referenceNotFound',
            message: `The ${field.label} ${value} does not exist`,
          },
        ]);
      }
    }
  }

  private sentVersion(resource: CompiledResource, body: Record<string, unknown>): unknown {
    const name = resource.definition.versionField;
    const field = name ? resource.field.get(name) : undefined;
    if (!field || body[field.name] === undefined) return undefined;
    const checked = checkValue(field, body[field.name]);
    if (!checked.ok)
      throw unprocessable([{ field: field.name, code: checked.code, message: checked.message }]);
    return checked.value;
  }

  // Timestamps compare at the millisecond the client was sent; version numbers compare as they are.
  private sameVersion(resource: CompiledResource, row: Row, sent: unknown): boolean {
    const field = resource.field.get(resource.definition.versionField ?? '') as CompiledField;
    const current = row[field.property];
    return current instanceof Date && sent instanceof Date
      ? current.getTime() === sent.getTime()
      : current === sent;
  }

  private toWire(resource: CompiledResource, row: Row): Record<string, unknown> {
    return Object.fromEntries(resource.fields.map((f) => [f.name, row[f.property]]));
  }

  /** The resource's rules across fields (checkRecord), over the record as it would be stored. */
  private checkRecord(resource: CompiledResource, record: Row): void {
    const errors = resource.definition.checkRecord?.(record) ?? [];
    if (errors.length) throw unprocessable(errors);
  }

  /** Database refusals a client can cause (a row still in use, a duplicate) become 409s, never 500s. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const code =
        error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT)
      if (code === '23503' || code === '23001')
        throw conflict('inUse', 'Other records still refer to this one');
      if (code === '23505') throw conflict('duplicate', 'A record with these values already exists');
      throw error;
    }
  }
}
