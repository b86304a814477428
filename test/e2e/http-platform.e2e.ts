// What the HTTP platform (Fastify) answers as the API always has: request bodies, the built UIs; and no ETags.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp({ seed: false });
const LOGIN = '/api/users/login-v2';

describe('request bodies', () => {
  it('inflates a gzip JSON body', async () => {
    const body = gzipSync(JSON.stringify({ email: 'a@b.c', password: 'x', instance: 'nowhere', isAdmin: 1 }));
    // fetch sends the bytes as they are (supertest would serialise a Buffer as JSON).
    const res = await fetch(`${t.url}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('unknownField');
  });

  it('refuses an unknown encoding and a charset JSON cannot be in with 415', async () => {
    const encoding = await t.http
      .post(LOGIN)
      .set({ 'content-type': 'application/json', 'content-encoding': 'compress' })
      .send('{}')
      .expect(415);
    expect(encoding.body.code).toBe('unsupportedEncoding');
    const charset = await t.http
      .post(LOGIN)
      .set('content-type', 'application/json; charset=latin1')
      .send('{}')
      .expect(415);
    expect(charset.body.code).toBe('unsupportedCharset');
  });

  it('takes only an object or array as JSON', async () => {
    const res = await t.http.post(LOGIN).set('content-type', 'application/json').send('"text"').expect(400);
    expect(res.body.code).toBe('malformedJson');
  });

  it('leaves a body of another type unread: the route sees none', async () => {
    const res = await t.http.post(LOGIN).set('content-type', 'text/plain').send('hello').expect(422);
    expect(res.body.code).toBe('fieldRequired');
  });

  it('reads a form flat, as before', async () => {
    const res = await t.http.post(LOGIN).type('form').send('email[a]=x&password=y').expect(422);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ field: 'email[a]', code: 'unknownField' }),
    );
  });
});

describe('a body nested deeper than 32 levels or holding more than 10,000 keys is refused before validation', () => {
  /** `levels` objects, each inside the one before, as JSON text. */
  const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
  const keys = (count: number) => Array.from({ length: count }, (_, i) => [`k${i}`, i]);
  const json = (text: string) => t.http.post(LOGIN).set('content-type', 'application/json').send(text);

  it('takes 32 levels to validation and refuses 33 with 400 invalidBody', async () => {
    const deepest = await json(nested(32)).expect(422);
    expect(deepest.body.code).toBe('unknownField');
    const res = await json(nested(33)).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'invalidBody',
      message: 'The request body is nested deeper than 32 levels',
    });
  });

  it('refuses 20,000 levels of objects or arrays with 400 invalidBody, not a 500', async () => {
    for (const text of [nested(20_000), `${'['.repeat(20_000)}${']'.repeat(20_000)}`]) {
      const res = await json(text).expect(400);
      expect(res.body.code).toBe('invalidBody');
    }
    const signedIn = await t.http
      .put('/api/admin/instance-content/1')
      .set('content-type', 'application/json')
      .send(nested(20_000))
      .expect(400);
    expect(signedIn.body.code).toBe('invalidBody');
  });

  it('takes 10,000 keys in JSON to validation and refuses 10,001 with 400 invalidBody', async () => {
    const most = await json(JSON.stringify(Object.fromEntries(keys(10_000)))).expect(422);
    expect(most.body.code).toBe('unknownField');
    const res = await json(JSON.stringify({ a: Object.fromEntries(keys(10_000)) })).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'invalidBody',
      message: 'The request body holds more than 10,000 keys',
    });
  });

  it('takes a form of 10,000 fields to validation and refuses 10,001 with 400 invalidBody', async () => {
    const form = (count: number) => new URLSearchParams(keys(count).map(([k, v]) => [String(k), String(v)]));
    const most = await t.http.post(LOGIN).type('form').send(form(10_000).toString()).expect(422);
    expect(most.body.code).toBe('unknownField');
    const res = await t.http.post(LOGIN).type('form').send(form(10_001).toString()).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'invalidBody',
      message: 'The request body holds more than 10,000 keys',
    });
  });
});

describe('ETags', () => {
  it('API answers carry none: they change with every write, and hashing each one cost 7 % of a queue page', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.headers.etag).toBeUndefined();
    await t.http.get('/api/health').set('if-none-match', 'W/"anything"').expect(200);
  });
});

const uiBuilt = existsSync(new URL('../../admin-ui/dist/index.html', import.meta.url));
(uiBuilt ? describe : describe.skip)('the built UIs', () => {
  it('answers a client-side route with the index page, and an unknown API path with the API 404', async () => {
    const page = await t.http.get('/admin/queue/5').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.http.get('/api/no-such-thing').expect(404);
    expect(api.body.code).toBe('notFound');
  });

  it('redirects a folder to its slash and never lists it', async () => {
    const res = await t.http.get('/admin').expect(301);
    expect(res.headers.location).toBe('/admin/');
    const assets = await t.http.get('/admin/assets/').expect(200);
    expect(assets.text).toContain('<!doctype html>');
  });
});
