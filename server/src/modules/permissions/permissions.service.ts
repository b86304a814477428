import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { ROLE } from '../accounts/roles.js';
import { ACCESS_LEVEL, PERMISSION_KEYS, type PermissionKey } from './permission-level.js';

type Level = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];

/**
 * The caller's access level per permission key: the highest grant across their roles, for one program
 * (grants for that program or for every program) or, without a program, across all programs.
 * Administrators (role 99) hold ReadWrite everywhere; only government accounts hold grants at all.
 */
@Injectable()
export class PermissionsService {
  constructor(private readonly dataSource: DataSource) {}

  async levels(caller: SessionCaller, programId?: number): Promise<Record<PermissionKey, Level>> {
    const result = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, ACCESS_LEVEL.Hidden])) as Record<
      PermissionKey,
      Level
    >;
    if (caller.account.entityType !== 3) return result;
    if (caller.roles.includes(ROLE.Administrator)) {
      for (const key of PERMISSION_KEYS) result[key] = ACCESS_LEVEL.ReadWrite;
      return result;
    }
    const params: unknown[] = [caller.instance.id, caller.roles];
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
    return result;
  }

  async levelFor(caller: SessionCaller, key: PermissionKey, programId?: number): Promise<Level> {
    return (await this.levels(caller, programId))[key];
  }
}
