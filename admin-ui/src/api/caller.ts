// Who is signed in, with what the server says they may see: loaded once per session and kept in memory.
import {
  ACCESS_LEVEL,
  type AccessLevel,
  isAdministrator,
  mayAssignOnlySelf,
  type PermissionKey,
  type PermissionMap,
  parsePermissionMap,
} from '../rules.js';
import { apiJson, query } from './client.js';
import type { Me, SchemaResource } from './types.js';

export interface Caller {
  me: Me;
  /** The highest level per key across the caller's roles and programs (GET /api/admin/permissions). */
  levels: PermissionMap;
  /** The admin resources the caller may see (GET /api/admin/schema). */
  schema: SchemaResource[];
  isAdministrator: boolean;
  assignsOnlySelf: boolean;
}

/** The permission levels of the caller, across programs or for one program. */
export const fetchPermissionLevels = async (programId?: number | string): Promise<PermissionMap> =>
  parsePermissionMap(await apiJson<unknown>(`/api/admin/permissions${query({ programId })}`));

async function loadCaller(): Promise<Caller> {
  const [me, levels, schema] = await Promise.all([
    apiJson<Me>('/api/users/me'),
    fetchPermissionLevels(),
    apiJson<SchemaResource[]>('/api/admin/schema'),
  ]);
  return {
    me,
    levels,
    schema,
    isAdministrator: isAdministrator(me.roles),
    assignsOnlySelf: mayAssignOnlySelf(me.roles),
  };
}

let current: Promise<Caller> | null = null;

export const getCaller = (): Promise<Caller> => {
  current ??= loadCaller().catch((error) => {
    current = null;
    throw error;
  });
  return current;
};

export const forgetCaller = () => {
  current = null;
};

export const levelOf = (levels: PermissionMap, key: PermissionKey): AccessLevel =>
  levels[key] ?? ACCESS_LEVEL.Hidden;

export const callerName = (me: Me): string =>
  [me.profile.ds_firstname, me.profile.ds_lastname].filter(Boolean).join(' ') || me.email || `#${me.id}`;
