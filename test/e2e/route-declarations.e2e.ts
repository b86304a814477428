import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import {
  LOGIN_TOKEN_KEY,
  PERMISSION_KEY,
  PUBLIC_KEY,
  ROLES_KEY,
  SIGNED_IN_KEY,
} from '../../server/src/common/auth/decorators.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

const DECLARATIONS = [PUBLIC_KEY, LOGIN_TOKEN_KEY, ROLES_KEY, PERMISSION_KEY, SIGNED_IN_KEY];

/** Every route of every controller, with whether it says who may call it. */
function routes() {
  const found: { route: string; declared: boolean }[] = [];
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = type.prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const declared = DECLARATIONS.some(
        (key) =>
          Reflect.getMetadata(key, handler) !== undefined || Reflect.getMetadata(key, type) !== undefined,
      );
      found.push({ route: `${method} /api/${base}/${path}`.replace(/\/+/g, '/'), declared });
    }
  }
  return found;
}

describe('default deny', () => {
  it('finds the routes of the application', () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  it('has every route say who may call it (@Public, @AcceptsLoginToken, @SignedIn, @Roles or @Permission)', () => {
    const undeclared = routes()
      .filter((r) => !r.declared)
      .map((r) => r.route);
    expect(undeclared).toEqual([]);
  });
});
