// Pages that load fast on a phone (issue 24): the built UIs' files sent as the build compressed them and
// kept for good when their name is hashed, the index page checked on every load; API answers of 1 KB or
// more compressed, none stored, except the public ones every page reads, which are revalidated by ETag.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { InstanceSetupService } from '../../server/src/modules/instances/instance-setup.service.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp({ seed: false });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still compressed. */
  bytes: Buffer;
}

/** A GET whose body is read as sent: no client here inflates it. */
function rawGet(urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.url}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const inflate = ({ headers, bytes }: RawAnswer): Buffer =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(bytes)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(bytes)
      : bytes;

describe('API answers of 1 KB or more are compressed for a client that accepts it', () => {
  const DOCS = '/api/docs-json';

  it('sends brotli when accepted, else gzip, with Vary: Accept-Encoding, and the same JSON', async () => {
    const plain = await rawGet(DOCS);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await rawGet(DOCS, { 'accept-encoding': accepted });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(inflate(res).equals(plain.bytes)).toBe(true);
    }
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await rawGet('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.bytes.toString()).status).toBe('ok');
  });
});

describe('caching of API answers', () => {
  it('lets no answer be stored: they hold people’s data and change with every write', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.headers['cache-control']).toBe('no-store');
    const missing = await t.http.get('/api/no-such-thing').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const refused = await t.http.get('/api/admin/schema').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('has the branding and an instance’s details revalidated on every load by their ETag: 304 without a body when unchanged', async () => {
    const instance = await new InstanceSetupService(t.dataSource).create({
      subdomain: 'cachetown',
      name: 'Cachetown',
      programType: 'other',
      branding: {},
    });
    for (const page of ['/api/branding?instance=cachetown', `/api/instances/${instance.id}`]) {
      const first = await t.http.get(page).expect(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toMatch(/^W\/"/);
      const unchanged = await t.http.get(page).set('if-none-match', first.headers.etag).expect(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.etag).toBe(first.headers.etag);
    }
    const before = await t.http.get('/api/branding?instance=cachetown').expect(200);
    await t.dataSource.getRepository(Instance).update(instance.id, { loginHeading: 'Welcome to Cachetown' });
    const changed = await t.http
      .get('/api/branding?instance=cachetown')
      .set('if-none-match', before.headers.etag)
      .expect(200);
    expect(changed.body.ds_loginHeading).toBe('Welcome to Cachetown');
    expect(changed.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the language list five minutes, then revalidates it by its ETag', async () => {
    const languages = await t.http.get('/api/languages').expect(200);
    expect(languages.body.length).toBeGreaterThan(0);
    expect(languages.headers['cache-control']).toBe('public, max-age=300');
    const unchanged = await t.http
      .get('/api/languages')
      .set('if-none-match', languages.headers.etag)
      .expect(304);
    expect(unchanged.text).toBe('');
  });

  it('gives no ETag to an error: an unknown instance’s branding is not stored', async () => {
    const missing = await t.http.get('/api/branding?instance=nowhere').expect(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

const built = (ui: string) => existsSync(path.join(root, ui, 'dist/index.html'));
const uisBuilt = built('admin-ui') && built('community-ui');

/** The entry script an index page names, as a path under the site. */
const entryScriptOf = (ui: string) => {
  const html = readFileSync(path.join(root, ui, 'dist/index.html'), 'utf8');
  const src = html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!src) throw new Error(`${ui}/dist/index.html names no entry script`);
  return src;
};

(uisBuilt ? describe : describe.skip)('the built UIs’ files', () => {
  const UIS = [
    { ui: 'admin-ui', base: '/admin/' },
    { ui: 'community-ui', base: '/' },
  ];

  it.each(UIS)(
    '$ui: the entry script is sent as the build compressed it, brotli or gzip, with Vary',
    async ({ ui, base }) => {
      const src = entryScriptOf(ui);
      const file = readFileSync(path.join(root, ui, 'dist', src.slice(base.length)));
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const res = await rawGet(src, { 'accept-encoding': accepted as string });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(inflate(res).equals(file)).toBe(true);
      }
      const br = await rawGet(src, { 'accept-encoding': 'br' });
      expect(br.bytes.length).toBeLessThan(file.length / 3);
    },
  );

  it.each(UIS)(
    '$ui: a hashed asset is kept for good: public, max-age one year, immutable',
    async ({ ui }) => {
      const res = await rawGet(entryScriptOf(ui), { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeDefined();
    },
  );

  it.each(UIS)(
    '$ui: the index page, at its base or a client-side route, is checked on every load',
    async ({ ui, base }) => {
      const html = readFileSync(path.join(root, ui, 'dist/index.html'));
      for (const page of [base, `${base}index.html`, `${base}some/client/route`]) {
        const res = await rawGet(page, { 'accept-encoding': 'gzip, deflate, br' });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-encoding']).toBe('br');
        expect(inflate(res).equals(html)).toBe(true);
        const revalidated = await rawGet(page, {
          'accept-encoding': 'gzip, deflate, br',
          'if-none-match': String(res.headers.etag),
        });
        expect(revalidated.status).toBe(304);
      }
    },
  );
});
