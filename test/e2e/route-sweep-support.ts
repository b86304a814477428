// The route sweep of this app (route-sweep*.e2e.ts): its routes with valid path parameters, who calls each,
// and a pass of the garbage catalogue (test/support/garbage.ts) over a set of routes, signed in or not.
import { Agent } from 'node:http';
import { REPORTS } from '../../server/src/modules/reports/report-catalogue.js';
import { DEMO_LOGINS } from '../support/demo-world.js';
import { bodyProbes, fillPath, pathProbes, queryProbes } from '../support/garbage.js';
import {
  type Answer,
  describeAnswer,
  inPool,
  type OpenApiDocument,
  type Probe,
  type Schema,
  type SweptRoute,
  send,
  sweptRoutes,
} from '../support/route-sweep.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { bearer, lastLinkTokenTo } from './auth-support.js';

/** Requests in flight at once on a route that only reads. */
const CONCURRENCY = 8;
const [ADMIN, INSTANCE] = DEMO_LOGINS.admin;

export const routeName = (route: SweptRoute) => `${route.method} ${route.template}`;

/** A route of an admin resource: the generic controller (resource-controller.factory.ts) serves it. */
export const isResourceRoute = (route: SweptRoute) => route.handler.includes('ResourceController.');

/**
 * Who calls a route in the signed-in pass: the staff administrator, but for the routes only other account
 * types may call (DEMO.md), so that their services are reached too.
 */
const CALLER_BY_ACCOUNT_TYPE: Record<string, [loginId: string, instance: string]> = {
  Individual: ['applicant@springfield.example', 'springfield'],
  Business: ['owner@springfield.example', 'springfield'],
  Subscriber: ['subscriber@services.example', 'services'],
};
const callerOf = (route: SweptRoute): [string, string] => {
  const staff = !route.roles || route.roles.some((r) => typeof r === 'number' || !CALLER_BY_ACCOUNT_TYPE[r]);
  return staff ? [ADMIN, INSTANCE] : CALLER_BY_ACCOUNT_TYPE[route.roles?.[0] as string];
};

/**
 * Public routes that read an operation token of their own instead of a session: they get a live one, the
 * create-login link of an individual signed up for the purpose, so their service is reached too.
 */
const OPERATION_TOKEN_ROUTES = ['GET /api/auth/login-id', 'POST /api/auth/set-password'];

/**
 * 5xx answers known and left to their owner, by route and garbage: each is still expected to fail, so the
 * entry goes when the fix comes. None now.
 */
const KNOWN_FAILURES: string[] = [];

/** Deletes last: they take away the records the other routes are given as valid. */
const byDeletesLast = (a: SweptRoute, b: SweptRoute) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

interface ResourceDescription {
  name: string;
  fields: { name: string; type: string; readOnly: boolean; choices?: { id: unknown }[]; many?: boolean }[];
  filters?: { name: string }[];
}
type ResourceField = ResourceDescription['fields'][number] & { reference?: { resource: string } };

export interface Pass {
  answers: number;
  /** Each 5xx (or no answer) but the known ones: route, request, body and answer. */
  failures: string[];
  /** The entries of KNOWN_FAILURES on the routes swept that no longer fail: take them out. */
  knownFixed: string[];
  /** Routes none of whose answers got past authentication (all 401). */
  neverPastAuth: string[];
}

/** The sweep of a running app with the demo world. */
export class RouteSweep {
  doc!: OpenApiDocument;
  /** Every route of the app, deletes last. */
  routes: SweptRoute[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  private readonly validPaths = new Map<string, Record<string, string>>();
  /** The filters of each list resource (its own, id and q), by its path. */
  private readonly resourceFilters = new Map<string, string[]>();
  private readonly firstIds = new Map<string, string>();
  private instanceId = 0;
  private adminUserId = 0;
  private signedUp = 0;

  constructor(private readonly t: TestApp) {}

  async setUp(): Promise<void> {
    this.doc = (await this.t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    this.routes = sweptRoutes(this.t.app, this.doc).sort(byDeletesLast);
    const query = this.t.dataSource.query.bind(this.t.dataSource);
    [{ id: this.instanceId }] = await query('SELECT id FROM instances WHERE subdomain = $1', [INSTANCE]);
    [{ id: this.adminUserId }] = await query('SELECT id FROM users WHERE email = $1', [ADMIN]);
    const token = await sessionTokenFor(this.t, ADMIN, INSTANCE);
    await this.readResources(token);
    for (const route of this.routes) {
      this.nameTheInstance(route.bodyProperties);
      this.validPaths.set(route.template, await this.validPathOf(route, token));
    }
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * Sweeps the routes signed in, each with a session of its own (a route that signs out leaves the others
   * theirs). A public route gets a few requests only: the session changes nothing there, and the anonymous
   * pass sends it the whole catalogue; but a public route that reads an operation token gets it all here.
   */
  signedIn(routes: SweptRoute[]): Promise<Pass> {
    const readsOperationToken = (route: SweptRoute) => OPERATION_TOKEN_ROUTES.includes(routeName(route));
    return this.pass(
      routes,
      (route) => !route.public || readsOperationToken(route),
      async (route) =>
        readsOperationToken(route) ? this.createLoginToken() : sessionTokenFor(this.t, ...callerOf(route)),
    );
  }

  /** Sweeps the routes anonymously: a route that is not public gets only what is read before its guard. */
  anonymous(routes: SweptRoute[]): Promise<Pass> {
    return this.pass(
      routes,
      (route) => route.public,
      async () => undefined,
    );
  }

  /** Sweeps the routes: the whole catalogue where `whole` says so, else a few requests of each kind. */
  private async pass(
    routes: SweptRoute[],
    whole: (route: SweptRoute) => boolean,
    tokenFor: (route: SweptRoute) => Promise<string | undefined>,
  ): Promise<Pass> {
    const pass: Pass = { answers: 0, failures: [], knownFixed: [], neverPastAuth: [] };
    const known = new Set<string>();
    const port = Number(new URL(this.t.url).port);
    for (const route of routes) {
      const token = await tokenFor(route);
      const probes = this.probesOf(route, whole(route));
      // A route that writes is sent one request at a time: two at once could race for the same row and the
      // answers would change from run to run (a race is a finding of its own, not this sweep's).
      const limit = route.method === 'GET' ? CONCURRENCY : 1;
      const answers: Answer[] = await inPool(probes, limit, (probe) =>
        send(port, this.agent, probe, token && `Bearer ${token}`),
      );
      pass.answers += answers.length;
      for (const answer of answers.filter((a) => a.status >= 500 || a.status === 0)) {
        const key = `${routeName(route)}: ${answer.probe.what}`;
        if (KNOWN_FAILURES.includes(key)) known.add(key);
        else pass.failures.push(describeAnswer(routeName(route), answer));
      }
      if (answers.every((answer) => answer.status === 401)) pass.neverPastAuth.push(routeName(route));
    }
    const swept = new Set(routes.map(routeName));
    pass.knownFixed = KNOWN_FAILURES.filter((key) => swept.has(key.split(': ')[0]) && !known.has(key));
    return pass;
  }

  /**
   * The catalogue for a route: path garbage, query garbage, and bodies for the methods that take one. Without
   * `whole` (a caller the route turns away at its guard, which reads only paths, queries and the bodies'
   * shapes), a few queries and bodies, and no property's wrong values.
   */
  private probesOf(route: SweptRoute, whole: boolean): Probe[] {
    const valid = this.validPaths.get(route.template) ?? {};
    const target = fillPath(route.template, valid);
    const filters = whole ? this.resourceFilters.get(route.template) : undefined;
    return [
      ...pathProbes(route, valid),
      ...queryProbes(route, target, filters, whole),
      ...(route.method === 'GET' ? [] : bodyProbes(route, target, whole)),
    ];
  }

  /** The create-login link of an individual signed up for the purpose: an operation token. */
  private async createLoginToken(): Promise<string> {
    const email = `sweep-${++this.signedUp}@residents.example`;
    await this.t.http
      .post(`/api/create-individual/instance/${this.instanceId}`)
      .send({ ds_firstname: 'Sweep', ds_lastname: 'Tester', ds_mail: email })
      .expect(201);
    return lastLinkTokenTo(this.t.dataSource, email);
  }

  /**
   * The admin resources' filters (for their lists), and their writable fields as the body properties of
   * their writes, which the OpenAPI document does not describe (one generic controller serves them).
   */
  private async readResources(token: string): Promise<void> {
    const res = await this.t.http.get('/api/admin/schema').set(bearer(token)).expect(200);
    for (const resource of res.body as ResourceDescription[]) {
      const path = `/api/admin/${resource.name}`;
      this.resourceFilters.set(path, ['id', 'q', ...(resource.filters ?? []).map((f) => f.name)]);
      const writable: [string, Schema][] = [];
      for (const field of resource.fields.filter((f) => !f.readOnly))
        writable.push([field.name, await this.fieldSchema(field, token)]);
      // A write the resource does not offer (left out of the document) answers 405 whatever the body.
      const writes = this.routes.filter(
        (r) =>
          r.documented && [path, `${path}/{id}`].includes(r.template) && ['POST', 'PUT'].includes(r.method),
      );
      for (const route of writes)
        route.bodyProperties = { ...Object.fromEntries(writable), ...route.bodyProperties };
    }
  }

  /** The schema of a valid value of a resource field: a reference names a record that exists. */
  private async fieldSchema(field: ResourceField, token: string): Promise<Schema> {
    if (field.reference)
      return {
        type: 'number',
        example: Number(await this.firstId(`/api/admin/${field.reference.resource}`, token)),
      };
    if (field.choices) {
      const first = field.choices[0]?.id;
      return field.many ? { type: 'array', example: [first] } : { enum: field.choices.map((c) => c.id) };
    }
    const byType: Record<string, Schema> = {
      number: { type: 'number' },
      boolean: { type: 'boolean' },
      date: { type: 'string', example: '2024-01-02' },
      json: { type: 'object' },
    };
    return byType[field.type] ?? { type: 'string' };
  }

  /** Body properties that name the instance: by its sub-domain (instance) or its id (cd_instance). */
  private nameTheInstance(properties: Record<string, Schema>): void {
    if (properties.instance) properties.instance = { ...properties.instance, example: INSTANCE };
    if (properties.cd_instance)
      properties.cd_instance = { ...properties.cd_instance, example: this.instanceId };
  }

  /** The first id a list route answers (`/api/admin/programs` for `/api/admin/programs/{id}`), else 1. */
  private async firstId(listPath: string, token: string): Promise<string> {
    if (!this.firstIds.has(listPath)) {
      const res = await this.t.http.get(listPath).set(bearer(token));
      const first = Array.isArray(res.body) ? (res.body[0] as { id?: unknown } | undefined) : undefined;
      this.firstIds.set(listPath, first?.id === undefined ? '1' : String(first.id));
    }
    return this.firstIds.get(listPath) ?? '1';
  }

  /** Path parameters that name something that exists, so garbage elsewhere reaches the service. */
  private async validPathOf(route: SweptRoute, token: string): Promise<Record<string, string>> {
    const values: Record<string, string> = {
      instance: String(this.instanceId),
      group: REPORTS[0].group,
      name: REPORTS[0].name,
      type: '2',
      token: 'sweep',
    };
    if (!route.pathParams.includes('id')) return values;
    const template = route.template;
    if (/^\/api\/(instances|create-[\w-]+\/instance)\/\{id\}/.test(template))
      values.id = String(this.instanceId);
    else if (template === '/api/users/{id}') values.id = String(this.adminUserId);
    else if (template === '/api/resource/{id}') values.id = await this.firstId('/api/admin/programs', token);
    else values.id = await this.firstId(template.slice(0, template.indexOf('/{id}')), token);
    return values;
  }
}

/** A sweep of the suite's app `t`, set up in a beforeAll (register it after useTestApp). */
export function useRouteSweep(t: TestApp): RouteSweep {
  const sweep = new RouteSweep(t);
  beforeAll(() => sweep.setUp());
  afterAll(() => sweep.close());
  return sweep;
}
