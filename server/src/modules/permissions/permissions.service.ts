import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { TtlCache } from '../../common/auth/ttl-cache.js';
import { CacheBus } from '../../database/cache-bus.js';
import { ROLE } from '../accounts/roles.js';
import { PermissionGrant } from './entities/permission-grant.entity.js';
import { ACCESS_LEVEL, PERMISSION_KEYS, type PermissionKey } from './permission-level.js';

type Level = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];
type Levels = Record<PermissionKey, Level>;

/**
 * How long looked-up levels are served from memory. Grants written through TypeORM clear them at once in every
 * server process (CacheBus); a role change needs nothing (the roles are part of the key); grants changed by raw
 * SQL show within this bound.
 */
export const PERMISSION_CACHE_MS = 3_000;

const hidden = (): Levels =>
  Object.fromEntries(PERMISSION_KEYS.map((k) => [k, ACCESS_LEVEL.Hidden])) as Levels;

/**
 * The caller's access level per permission key: the highest grant across their roles, for one program
 * (grants for that program or for every program) or, without a program, across all programs.
 * Administrators (role 99) hold ReadWrite everywhere; only government accounts hold grants at all.
 */
@Injectable()
export class PermissionsService implements OnModuleDestroy {
  /** Levels per instance, set of roles and program: grants belong to roles, not to users. */
  private readonly cache = new TtlCache<string, Levels>({ maxEntries: 5_000, ttlMs: PERMISSION_CACHE_MS });
  private readonly stopListening: () => void;

  constructor(
    private readonly dataSource: DataSource,
    bus: CacheBus,
  ) {
    this.stopListening = bus.clearedByWrites(
      'permissions',
      dataSource,
      [PermissionGrant],
      ['insert', 'update', 'remove'],
      () => this.cache.clear(),
    );
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  async levels(caller: SessionCaller, programId?: number): Promise<Levels> {
    const result = hidden();
    if (caller.account.entityType !== 3) return result;
    if (caller.roles.includes(ROLE.Administrator)) {
      for (const key of PERMISSION_KEYS) result[key] = ACCESS_LEVEL.ReadWrite;
      return result;
    }
    const roles = [...new Set(caller.roles)].sort((a, b) => a - b);
    const cacheKey = `${caller.instance.id}|${roles.join(',')}|${programId ?? '*'}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return { ...cached };
    const ticket = this.cache.ticket();
    const params: unknown[] = [caller.instance.id, roles];
    let programClause = '';
    if (programId !== undefined) {
      params.push(programId);
      programClause = 'AND (program_id IS NULL OR program_id = $3)';
    }
    const rows: { permission_key: string; level: number }[] = await this.dataSource.query(
      `SELECT permission_key, max(level)::int AS level FROM permission_grants
        WHERE instance_id = $1 AND role_number = ANY($2) ${programClause}
        GROUP BY permission_key`,
      params,
    );
    for (const row of rows) {
      if (row.permission_key in result) result[row.permission_key as PermissionKey] = row.level as Level;
    }
    this.cache.set(cacheKey, { ...result }, ticket);
    return result;
  }

  async levelFor(caller: SessionCaller, key: PermissionKey, programId?: number): Promise<Level> {
    return (await this.levels(caller, programId))[key];
  }
}
