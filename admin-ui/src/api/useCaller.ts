import { usePermissions } from 'react-admin';
import type { Lookup } from '../schema/fields.js';
import { canAccess } from './access.js';
import type { Caller } from './caller.js';
import type { SchemaResource } from './types.js';

/** The signed-in caller (authProvider.getPermissions), undefined while it loads. */
export const useCaller = (): Caller | undefined => usePermissions<Caller>().permissions;

export const schemaEntry = (caller: Caller | undefined, resource: string): SchemaResource | undefined =>
  caller?.schema.find((r) => r.name === resource);

/** Government users are served outside the registry (GET /api/admin/users), searched with `q`. */
const USERS = 'users';

export function lookupFor(caller: Caller): Lookup {
  return {
    readable: (resource) => canAccess(caller, 'list', resource),
    searchFilter: (resource) =>
      resource === USERS
        ? 'q'
        : schemaEntry(caller, resource)?.filters.find((f) => f.operator === 'search')?.name,
  };
}
