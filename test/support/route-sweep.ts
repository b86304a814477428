// The pieces of the route sweeps (route-sweep*.e2e.ts): the routes as the OpenAPI document and the
// controllers declare them, the requests sent to them over raw HTTP, and the answers that fail a sweep.
import { Agent, request } from 'node:http';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getMetadataStorage } from 'class-validator';
import { type AppRoute, appRoutes } from './app-routes.js';

export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  $ref?: string;
  allOf?: Schema[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

/** A route to sweep: its template (`/api/admin/programs/{id}`), what it declares and what it reads. */
export interface SweptRoute extends AppRoute {
  template: string;
  pathParams: string[];
  /** Query parameters the document or the route's query DTO names. */
  queryParams: string[];
  /** The body's properties, with a schema each (the document's, else one made from the DTO's rules). */
  bodyProperties: Record<string, Schema>;
  /** In the OpenAPI document (resource writes a resource does not offer are left out of it). */
  documented: boolean;
}

/** The OpenAPI path of a Nest path: `/api/x/:id` -> `/api/x/{id}`. */
const templateOf = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** A schema with its `$ref` followed and its `allOf` merged. */
function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop() ?? '']);
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => resolve(doc, part));
  return Object.assign({}, schema, ...parts, {
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
  });
}

/** class-validator rules that say a property's type, as the schema of a valid value. */
const SCHEMA_BY_RULE: Record<string, Schema> = {
  isString: { type: 'string' },
  isNotEmpty: { type: 'string' },
  isEmail: { type: 'string', example: 'sweep@example.com' },
  isNumber: { type: 'number' },
  isInt: { type: 'number' },
  isPositive: { type: 'number' },
  isBoolean: { type: 'boolean' },
  isArray: { type: 'array' },
  isObject: { type: 'object' },
  isDateString: { type: 'string', example: '2024-01-02' },
  isISO8601: { type: 'string', example: '2024-01-02' },
};

/** The properties a DTO class's validation rules name, each with the schema its rules say. */
function dtoProperties(type: unknown): Record<string, Schema> {
  if (typeof type !== 'function' || type === Object) return {};
  const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  const properties: Record<string, Schema> = {};
  for (const rule of rules) {
    const known = properties[rule.propertyName] ?? {};
    const name = rule.name ?? '';
    const values = rule.constraints?.[name === 'isEnum' ? 1 : 0];
    if (name === 'isIn' || name === 'isEnum') known.enum = values as unknown[];
    properties[rule.propertyName] = { ...known, ...(known.type ? {} : SCHEMA_BY_RULE[name]) };
  }
  return properties;
}

/** The DTO classes a handler reads its body and query into (design:paramtypes of the @Body/@Query). */
function handlerDtos(app: NestFastifyApplication): Map<string, { body?: unknown; query?: unknown }> {
  const dtos = new Map<string, { body?: unknown; query?: unknown }>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {};
        const types: unknown[] = Reflect.getMetadata('design:paramtypes', type.prototype, name) ?? [];
        const of = (kind: RouteParamtypes) =>
          Object.entries(args as Record<string, { index: number; data?: unknown }>).find(
            ([key, arg]) => key.startsWith(`${kind}:`) && arg.data === undefined,
          )?.[1].index;
        const body = of(RouteParamtypes.BODY);
        const query = of(RouteParamtypes.QUERY);
        dtos.set(`${type.name}.${name}`, {
          body: body === undefined ? undefined : types[body],
          query: query === undefined ? undefined : types[query],
        });
      }
    }
  return dtos;
}

/**
 * Every route of the app, in the OpenAPI document or not (a resource's write it does not offer still answers
 * 405 and is swept too), with the parameters and body properties the document and the DTOs declare.
 */
export function sweptRoutes(app: NestFastifyApplication, doc: OpenApiDocument): SweptRoute[] {
  const dtos = handlerDtos(app);
  return appRoutes(app).map((route) => {
    const template = templateOf(route.path);
    const operation = doc.paths[template]?.[route.method.toLowerCase()];
    const parameters = operation?.parameters ?? [];
    const dto = dtos.get(route.handler) ?? {};
    const bodySchema = resolve(doc, operation?.requestBody?.content['application/json']?.schema);
    const documentedBody = Object.fromEntries(
      Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => [name, resolve(doc, schema)]),
    );
    return {
      ...route,
      template,
      documented: operation !== undefined,
      pathParams: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      queryParams: [
        ...new Set([
          ...parameters.filter((p) => p.in === 'query').map((p) => p.name),
          ...Object.keys(dtoProperties(dto.query)),
        ]),
      ],
      bodyProperties: { ...dtoProperties(dto.body), ...documentedBody },
    };
  });
}

/** A request of a sweep, sent as it is: path and query already encoded, body as bytes. */
export interface Probe {
  method: string;
  /** The request target, query included, as sent on the request line. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** What garbage it carries, for the failure message. */
  what: string;
}

export interface Answer {
  probe: Probe;
  status: number;
  /** The start of the answer's body. */
  text: string;
}

const ANSWER_KEPT = 300;
const REQUEST_TIMEOUT_MS = 30_000;

/** Sends one probe and reads its whole answer (keeping its start), over a kept-alive connection. */
export function send(port: number, agent: Agent, probe: Probe, auth?: string): Promise<Answer> {
  return new Promise((done) => {
    const headers: Record<string, string | number> = {
      ...probe.headers,
      ...(auth === undefined ? {} : { authorization: auth }),
      // Node's client sends a DELETE's body without a length unless told: the server would read it as a request.
      ...(probe.body === undefined ? {} : { 'content-length': Buffer.byteLength(probe.body) }),
    };
    const req = request(
      { host: '127.0.0.1', port, method: probe.method, path: probe.target, headers, agent },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < ANSWER_KEPT) text += chunk.slice(0, ANSWER_KEPT);
        });
        res.on('end', () => done({ probe, status: res.statusCode ?? 0, text }));
        res.on('error', (error) => done({ probe, status: 0, text: `answer broken: ${error.message}` }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => done({ probe, status: 0, text: `no answer: ${error.message}` }));
    req.end(probe.body);
  });
}

/** Runs `work` over `items` with at most `limit` at a time, answering in the items' order. */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One line per failed answer: the route, the request and its body's start, the answer's start. */
export function describeAnswer(route: string, answer: Answer): string {
  const { probe } = answer;
  const body =
    probe.body === undefined
      ? ''
      : ` body(${probe.body.length} bytes)=${JSON.stringify(probe.body.toString().slice(0, 120))}`;
  const type = probe.headers?.['content-type'] ? ` [${probe.headers['content-type']}]` : '';
  return `${route}: ${probe.what} -> ${probe.method} ${probe.target.slice(0, 200)}${type}${body} answered ${answer.status} ${answer.text}`;
}
