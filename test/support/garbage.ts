// The garbage catalogue of the route sweeps (route-sweep*.e2e.ts): fixed lists, no randomness, so every run
// sends the same requests.
import type { Probe, Schema, SweptRoute } from './route-sweep.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const DEEP = 20_000;
const MANY = 20_000;

/** Text that passes the usual rules of a property by its name, where the schema gives no example. */
const TEXT_BY_NAME: [name: RegExp, text: string][] = [
  [/mail/i, 'sweep@example.com'],
  [/password/i, 'Sweep-Password-1'],
  [/phone/i, '+15555550123'],
  [/(At|Date)$/, '2024-01-02T00:00:00.000Z'],
  [/url$/i, '/'],
];

/**
 * A valid-looking value of a schema (named `name` in its body), so that the other properties of a body pass
 * and one garbage value at a time is tested.
 */
export function sampleOf(schema: Schema, name = '', depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.nullable) return null;
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return schema.items?.type ? [sampleOf(schema.items, name, depth + 1)] : [];
  if (schema.type === 'object' || schema.properties)
    return depth > 2
      ? {}
      : Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, inner]) => [
            key,
            sampleOf(inner, key, depth + 1),
          ]),
        );
  return TEXT_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'sweep';
}

/**
 * Wrong values for any property, as JSON text: text, nothing, the wrong types, a number past any column
 * (1e308). A number past 2^64 cannot be written by JSON.stringify, hence text.
 */
const WRONG_VALUES: [what: string, json: string][] = [
  ['a string of SQL', `"1' OR '1'='1; DROP TABLE users; --"`],
  ['an empty string', '""'],
  ['1e308', '1e308'],
  ['true', 'true'],
  ['null', 'null'],
  ['an array of garbage', '[null,1e308,"x",{}]'],
  ['an object', '{"a":{"b":[1]}}'],
];

/** Numbers only a number property's rules read further: NaN as text, negative, a fraction, past 2^64. */
const WRONG_NUMBERS: [what: string, json: string][] = [
  ['NaN as text', '"NaN"'],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['a number past 2^64', '99999999999999999999'],
];

/**
 * Text only a text property's rules read further: NUL, longer than any column, bytes that are no UTF-8 (the
 * text "a", 0xff 0xfe, a broken pair, a lone surrogate, "b"). The ~1 MB string goes to each route's first text
 * property only.
 */
const WRONG_TEXTS: [what: string, json: string | Buffer][] = [
  ['a NUL byte', '"a\\u0000b"'],
  ['a 10,000-character string', `"${'x'.repeat(10_000)}"`],
  ['invalid UTF-8', Buffer.from([0x22, 0x61, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x62, 0x22])],
];
const HUGE_TEXT = `"${'x'.repeat(1_000_000)}"`;

const HOLE_TEXT = 'sweep-hole-to-fill';
const HOLE = `"${HOLE_TEXT}"`;

/** The body's JSON text before and after the value at `path` (a.b for a nested property). */
function aroundHole(base: Record<string, unknown>, path: string[]): [before: string, after: string] {
  const copy = structuredClone(base);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = HOLE_TEXT;
  const [before, after, ...more] = JSON.stringify(copy).split(HOLE);
  if (after === undefined || more.length) throw new Error(`no single hole at ${path.join('.')}`);
  return [before, after];
}

type Kind = 'text' | 'number' | 'other';
/** What a property holds, as far as its wrong values go; one of unknown type gets both text's and numbers'. */
const kindsOf = (schema: Schema): Kind[] =>
  schema.type === undefined
    ? ['text', 'number']
    : [schema.type === 'string' ? 'text' : ['number', 'integer'].includes(schema.type) ? 'number' : 'other'];

/** Each property's path (nested objects' properties too, one level down) and what it holds. */
function propertyPaths(properties: Record<string, Schema>): { path: string[]; kinds: Kind[] }[] {
  return Object.entries(properties).flatMap(([name, schema]) => [
    { path: [name], kinds: kindsOf(schema) },
    ...Object.entries(schema.properties ?? {}).map(([inner, innerSchema]) => ({
      path: [name, inner],
      kinds: kindsOf(innerSchema),
    })),
  ]);
}

/** A property's wrong values for what it holds, as JSON text (or bytes). */
const wrongValuesFor = (kinds: Kind[]): [what: string, json: string | Buffer][] => [
  ...WRONG_VALUES,
  ...(kinds.includes('number') ? WRONG_NUMBERS : []),
  ...(kinds.includes('text') ? WRONG_TEXTS : []),
];

/** Per declared property: the wrong values for what it holds; the ~1 MB string once, in the first text. */
function propertyProbes(method: string, target: string, base: Record<string, unknown>, route: SweptRoute) {
  const paths = propertyPaths(route.bodyProperties);
  const firstText = paths.find((p) => p.kinds.includes('text'))?.path;
  const values = (path: string[], wrong: [string, string | Buffer][]): Probe[] => {
    const [before, after] = aroundHole(base, path);
    return wrong.map(([what, value]) => ({
      method,
      target,
      headers: JSON_TYPE,
      body: Buffer.isBuffer(value)
        ? Buffer.concat([Buffer.from(before), value, Buffer.from(after)])
        : `${before}${value}${after}`,
      what: `${path.join('.')}: ${what}`,
    }));
  };
  return [
    ...(firstText ? values(firstText, [['a ~1 MB string', HUGE_TEXT]]) : []),
    ...paths.flatMap(({ path, kinds }) => values(path, wrongValuesFor(kinds))),
  ];
}

const deepObjects = `${'{"a":'.repeat(DEEP - 1)}{}${'}'.repeat(DEEP - 1)}`;
const deepArrays = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: MANY }, (_, i) => [`k${i}`, i])));
const manyElements = JSON.stringify(Array.from({ length: MANY }, () => 0));

/** Bodies of the wrong shape or type, whatever the route reads. */
const RAW_BODIES: [what: string, headers: Record<string, string>, body: string | Buffer][] = [
  ['truncated JSON', JSON_TYPE, '{"a":'],
  ['JSON followed by garbage', JSON_TYPE, '{"a":1}garbage'],
  ['an empty JSON body', JSON_TYPE, ''],
  ['JSON null', JSON_TYPE, 'null'],
  ['a JSON number', JSON_TYPE, '1e308'],
  ['an empty JSON array', JSON_TYPE, '[]'],
  ['a JSON array of garbage', JSON_TYPE, '[null,1,"x",{},[]]'],
  ['a NUL byte', JSON_TYPE, '\u0000'],
  ['invalid UTF-8 in a key', JSON_TYPE, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['a UTF-16 charset', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
  ['a gzip encoding that is not gzip', { ...JSON_TYPE, 'content-encoding': 'gzip' }, '{}'],
  ['text/plain', { 'content-type': 'text/plain' }, '{"a":1}'],
  [
    'multipart',
    { 'content-type': 'multipart/form-data; boundary=x' },
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
  ['octet-stream', { 'content-type': 'application/octet-stream' }, Buffer.from([0, 1, 2, 255])],
  ['a content type that is no media type', { 'content-type': 'garbage' }, '{}'],
  ['a form with prototype keys', FORM_TYPE, '__proto__[a]=1&constructor[prototype][a]=1&a=%00&b=%FF'],
  ['a form of repeated fields', FORM_TYPE, 'a=1&a=2&a=3'],
  ['20,000 nested objects', JSON_TYPE, deepObjects],
  ['20,000 nested arrays', JSON_TYPE, deepArrays],
  ['20,000 keys', JSON_TYPE, manyKeys],
  ['20,000 array elements', JSON_TYPE, manyElements],
  ['__proto__', JSON_TYPE, '{"__proto__":{"isAdmin":true,"roles":[1]}}'],
  ['constructor.prototype', JSON_TYPE, '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['prototype', JSON_TYPE, '{"prototype":{"isAdmin":true}}'],
];

/** A form of the body's text and number values. */
const formOf = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/**
 * The bodies a route gets without the whole catalogue (a caller its guard turns away): bodies are read before
 * the guard, by the same parsers for every route (to which the signed-in pass sends the whole catalogue).
 */
const FEW_BODIES = new Set([
  'truncated JSON',
  'invalid UTF-8 in a key',
  'text/plain',
  'a form with prototype keys',
  '__proto__',
]);

/**
 * The bodies of the catalogue for a route that reads one, at `target` (valid path and no query): with `whole`,
 * whole bodies and each declared property's wrong values; else a few of the whole bodies.
 */
export function bodyProbes(route: SweptRoute, target: string, whole: boolean): Probe[] {
  const method = route.method;
  const base = sampleOf({ properties: route.bodyProperties }) as Record<string, unknown>;
  const valid = JSON.stringify(base);
  const withProto = (key: string) =>
    valid === '{}' ? `{"${key}":{"isAdmin":true}}` : `{"${key}":{"isAdmin":true},${valid.slice(1)}`;
  const bodies: [string, Record<string, string>, string | Buffer][] = [
    ['the valid-looking body', JSON_TYPE, valid],
    ['the valid-looking body as a form', FORM_TYPE, formOf(base)],
    ['the valid-looking body with __proto__', JSON_TYPE, withProto('__proto__')],
    ['the valid-looking body with constructor', JSON_TYPE, withProto('constructor')],
    ...RAW_BODIES,
  ];
  const probes = bodies.map(([what, headers, body]) => ({ method, target, headers, body, what }));
  if (!whole) return probes.filter((probe) => FEW_BODIES.has(probe.what));
  return [...probes, ...propertyProbes(method, target, base, route)];
}

/** Query strings of every list and look-up: SQL in sort, range and filter, JSON that is not, arrays. */
const QUERIES: string[] = [
  'sort=["id; DROP TABLE users","ASC"]',
  'sort=["id","DROP TABLE users"]',
  'sort=not-json',
  'sort=[1,2,3]',
  'sort=["__proto__","ASC"]',
  'range=[0,1e12]',
  'range=[-1,-5]',
  'range=[5,1]',
  'range=not-json',
  'range=["a","b"]',
  'range=[0,99999999999999999999]',
  'filter={"id":"1 OR 1=1"}',
  'filter=not-json',
  'filter=[]',
  'filter={"__proto__":{"x":1}}',
  'filter={"id":[1e308,-1,"x",null]}',
  'filter={"id":{"$gt":1}}',
  'filter="\u0000"',
  'sort=a&sort=b',
  'filter[]=x',
  'filter[id]=1',
  'instance=springfield&instance=riverton',
  'lang=%00',
];

/** Values of a declared query parameter: empty, garbage, extremes, NUL, broken escapes, very long. */
const QUERY_VALUES = [
  '',
  'x',
  '-1',
  '99999999999999999999',
  '1e308',
  'NaN',
  '%00',
  '%FF',
  '[',
  '{}',
  '["a"]',
  'x'.repeat(8000),
];

/** Values of a resource's filters (its own, id and q), as JSON text. */
const FILTER_VALUES = ['"1 OR 1=1"', '1e308', '{}', '["x",1e308]', '"a\\u0000b"', '"2024-13-45"'];

const encodeQuery = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const [key, ...value] = pair.split('=');
      // %-escapes in the catalogue are sent as they are; the rest is encoded.
      const encode = (part: string) => (/%[0-9A-F]{2}/i.test(part) ? part : encodeURIComponent(part));
      return value.length ? `${encode(key)}=${encode(value.join('='))}` : encode(key);
    })
    .join('&');

/** The list parameters of simple-rest, which QUERIES covers. */
const SIMPLE_REST = ['sort', 'range', 'filter'];

/** The few queries a route that declares none is sent, in case it reads one all the same. */
const FEW_QUERIES = [QUERIES[0], 'range=[0,1e12]', 'filter={"id":"1 OR 1=1"}', 'sort=a&sort=b'];

/**
 * The queries of the catalogue for a route at `target` (valid path): with `whole`, all of them where the route
 * declares query parameters or is a resource list (whose own filters it gets too); a few elsewhere.
 */
export function queryProbes(
  route: SweptRoute,
  target: string,
  resourceFilters: string[] | undefined,
  whole: boolean,
): Probe[] {
  const reads = whole && (route.queryParams.length > 0 || resourceFilters !== undefined);
  const queries = [
    ...(reads ? QUERIES : FEW_QUERIES),
    ...(reads ? route.queryParams.filter((name) => !SIMPLE_REST.includes(name)) : []).flatMap((name) => [
      ...QUERY_VALUES.map((value) => `${name}=${value}`),
      `${name}=a&${name}=b`,
    ]),
    ...(resourceFilters ?? []).flatMap((name) => FILTER_VALUES.map((value) => `filter={"${name}":${value}}`)),
  ];
  return queries.map((query) => ({
    method: route.method,
    target: `${target}?${encodeQuery(query)}`,
    what: `query ${query.slice(0, 100)}`,
  }));
}

/** Path parameter values: not numbers, past 2^64, negative, NUL, climbing out, broken escapes, very long. */
const PATH_VALUES = [
  'abc',
  '99999999999999999999',
  '-1',
  '1.5',
  '1e308',
  '%00',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%FF',
  '%',
  '1%20OR%201%3D1',
  '%F0%9F%98%80',
  'x'.repeat(5000),
];

/** The route's path with each parameter's garbage in turn, the others valid. */
export function pathProbes(route: SweptRoute, valid: Record<string, string>): Probe[] {
  return route.pathParams.flatMap((param) =>
    PATH_VALUES.map((value) => ({
      method: route.method,
      target: fillPath(route.template, { ...valid, [param]: value }),
      headers: route.method === 'GET' || route.method === 'DELETE' ? {} : JSON_TYPE,
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      what: `path ${param}=${value.slice(0, 40)}`,
    })),
  );
}

/** The template with its parameters filled in, each as given (already encoded). */
export const fillPath = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
