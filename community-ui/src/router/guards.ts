// Route guards (access spec §2 "Route guards"): who may open a route, and where everyone else goes.
import type { AccountType } from '@server/modules/accounts/account-type.js';
import { HEALTH_EXCHANGE_INSTANCE_ID } from '@server/modules/accounts/instance-constants.js';
import type { Me } from '../api/types';
import type { Location } from './router';

/**
 * public: anyone (version 2 routes, embedded pages). guest: the public auth screens, which send a
 * signed-in user home. member: a signed-in user, of one of `roles` when given (an empty list means anyone).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'guest'; stayWhen?: (location: Location) => boolean }
  | { kind: 'member'; roles?: readonly AccountType[] };

export interface GuardedRoute {
  path: string;
  access: Access;
  /** Sign-up, register and reset paths, which instance 483 sends to login. */
  closedOnHealthExchange?: boolean;
}

export type Decision = { to: string; state?: unknown } | { external: string } | null;

/** Where an entity-type-2 user of instance 483 may stay instead of going to the external form. */
export const EXTERNAL_FORM_EXEMPT_PATHS = ['/contact-info', '/profile-settings'];

/** A screen handed an operation token (the code-based reset) is part of a flow, not a closed link. */
const carriesOperationToken = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'operationToken' in state;

export const signInPath = (location: Location): string =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

export interface GuardContext {
  location: Location;
  user: Me | null;
  /** The instance of the page's host. */
  instanceId: number | null;
  /** Instance 483's external form, for its entity-type-2 users. */
  externalFormUrl: string | null;
}

export function decide(
  route: GuardedRoute,
  { location, user, instanceId, externalFormUrl }: GuardContext,
): Decision {
  if (
    route.closedOnHealthExchange &&
    instanceId === HEALTH_EXCHANGE_INSTANCE_ID &&
    !carriesOperationToken(location.state)
  ) {
    return { to: '/login' };
  }
  if (
    user &&
    externalFormUrl &&
    user.cd_instance === HEALTH_EXCHANGE_INSTANCE_ID &&
    user.id_entity_type === 2 &&
    !EXTERNAL_FORM_EXEMPT_PATHS.includes(location.pathname)
  ) {
    return { external: externalFormUrl };
  }
  const { access } = route;
  if (access.kind === 'guest') {
    return user && !access.stayWhen?.(location) ? { to: user.landingRoute } : null;
  }
  if (access.kind === 'member') {
    // A signed-out user comes back here after signing in, with the state this screen was given.
    if (!user) return { to: signInPath(location), state: { from: location.state } };
    if (access.roles?.length && !access.roles.includes(user.accountType)) return { to: user.landingRoute };
  }
  return null;
}
