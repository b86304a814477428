import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  LOGIN_TOKEN_KEY,
  PERMISSION_KEY,
  PUBLIC_KEY,
  ROLES_KEY,
  SIGNED_IN_KEY,
} from '../../server/src/common/auth/decorators.js';

export interface AppRoute {
  method: string;
  /** With the global prefix and Nest's `:param`s: `/api/admin/programs/:id`. */
  path: string;
  /** Says who may call it (@Public, @AcceptsLoginToken, @SignedIn, @Roles or @Permission). */
  declared: boolean;
  public: boolean;
  acceptsLoginToken: boolean;
  /** The account types and role numbers of @Roles, if it has one. */
  roles?: (string | number)[];
  /** `Controller.method` of its handler. */
  handler: string;
}

const DECLARATIONS = [PUBLIC_KEY, LOGIN_TOKEN_KEY, ROLES_KEY, PERMISSION_KEY, SIGNED_IN_KEY];

/** Every route of every controller of the app, as its decorators declare it. */
export function appRoutes(app: NestFastifyApplication): AppRoute[] {
  const found: AppRoute[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = type.prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const has = (key: string) =>
        Reflect.getMetadata(key, handler) !== undefined || Reflect.getMetadata(key, type) !== undefined;
      found.push({
        method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
        path: `/api/${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
        declared: DECLARATIONS.some(has),
        public: has(PUBLIC_KEY),
        acceptsLoginToken: has(LOGIN_TOKEN_KEY),
        roles: Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, type),
        handler: `${type.name}.${name}`,
      });
    }
  }
  return found;
}
