// Route guards (access spec §2 "Route guards"): who may open a route, and where everyone else goes.

import type { InstanceFeature } from '@server/contract/instance-features.js';
import type { AccountType } from '@server/modules/accounts/account-type.js';
import type { Me } from '../api/types';
import { isLocalPath, type Location } from './router';

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
  /** Sign-up, register and reset paths, which an instance with closedSignUp sends to login. */
  closedWithSignUp?: boolean;
}

export type Decision = { to: string; state?: unknown } | { external: string } | null;

/** Where a user an instance sends to its external form may stay instead. */
export const EXTERNAL_FORM_EXEMPT_PATHS = ['/contact-info', '/profile-settings'];

/** A form on this site is followed once: its own page does not send the browser to itself again. */
const isTheForm = (formUrl: string, location: Location): boolean =>
  isLocalPath(formUrl) && new URL(formUrl, window.location.origin).pathname === location.pathname;

/** A screen handed an operation token (the code-based reset) is part of a flow, not a closed link. */
const carriesOperationToken = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'operationToken' in state;

export const signInPath = (location: Location): string =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

export interface GuardContext {
  location: Location;
  user: Me | null;
  /** The features of the page's host's instance. */
  instanceFeatures: readonly InstanceFeature[];
  /** The external form the user's instance sends them to (useExternalFormUrl), or null. */
  externalFormUrl: string | null;
}

export function decide(
  route: GuardedRoute,
  { location, user, instanceFeatures, externalFormUrl }: GuardContext,
): Decision {
  if (
    route.closedWithSignUp &&
    instanceFeatures.includes('closedSignUp') &&
    !carriesOperationToken(location.state)
  ) {
    return { to: '/login' };
  }
  if (
    user &&
    externalFormUrl &&
    !EXTERNAL_FORM_EXEMPT_PATHS.includes(location.pathname) &&
    !isTheForm(externalFormUrl, location)
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
