import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessLevelName } from './auth-context.js';

export const PUBLIC_KEY = 'porchlight:public';
export const LOGIN_TOKEN_KEY = 'porchlight:login-token';
export const ROLES_KEY = 'porchlight:roles';
export const SIGNED_IN_KEY = 'porchlight:signed-in';
export const PERMISSION_KEY = 'porchlight:permission';

/** Anyone may call it; anonymous calls name their instance (query, body or host). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** A login token (before an account is chosen) is enough, as is a session token. */
export const AcceptsLoginToken = () => SetMetadata(LOGIN_TOKEN_KEY, true);

/** Any signed-in account may call it (the guard's default, said out loud so every route declares its callers). */
export const SignedIn = () => SetMetadata(SIGNED_IN_KEY, true);

/** Who may call it: account types (Government, Reviewer, ...), 'review-manager', or role numbers. */
export const Roles = (...allowed: (string | number)[]) => SetMetadata(ROLES_KEY, allowed);

export interface PermissionRequirement {
  key: string;
  level: AccessLevelName;
}

/** The caller's level for this permission key (highest across their roles) must reach `level`. */
export const Permission = (key: string, level: AccessLevelName) =>
  SetMetadata(PERMISSION_KEY, { key, level } satisfies PermissionRequirement);

/** The signed-in caller (session token). */
export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  return req.user;
});
