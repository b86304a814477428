// Rate limits hold across server processes (API.md "Integrations and scale"): the counts live in the database
// (rate_limits, rate-limiter-flexible), so a second server on the same database sees the first one's requests.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import { loadSettings } from '../../server/src/config/settings.js';
import { useTestApp } from '../support/test-app.js';

const LIMIT = { PORCHLIGHT_RATE_LIMIT_ADDRESS: '3' };
const t = useTestApp({ seed: false, env: LIMIT });
let second: NestFastifyApplication;

beforeAll(async () => {
  const settings = loadSettings({
    LOG_LEVEL: 'silent',
    PORCHLIGHT_DATA_DIR: t.dataDir,
    PORCHLIGHT_SECRET: 'x'.repeat(48),
    ...LIMIT,
  });
  second = await createApp({ settings, database: t.db, secret: 'x'.repeat(48) });
  await second.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await second?.close();
});

/** A call limited per address (find-user): no such instance in the empty database, so 404 until limited. */
const findUser = (http: ReturnType<typeof request>) =>
  http.post('/api/find-user').send({ ds_mail: 'someone@factory.example', cd_instance: 1 });

it('counts an address once for every server on the database: the limit spent on one is refused by the other', async () => {
  const other = request(second.getHttpServer());
  await findUser(t.http).expect(404);
  await findUser(other).expect(404);
  await findUser(t.http).expect(404);
  const refused = await findUser(other).expect(429);
  expect(refused.body).toEqual({
    statusCode: 429,
    code: 'tooManyRequests',
    message: 'Too many requests; please wait a minute and try again',
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  const again = await findUser(t.http).expect(429);
  expect(again.body.code).toBe('tooManyRequests');
});

it('keeps the counts in rate_limits under digests, never the login id or address itself', async () => {
  const rows: { key: string; points: number }[] = await t.dataSource.query(
    'SELECT key, points FROM rate_limits',
  );
  expect(rows.length).toBeGreaterThan(0);
  // find-user counts per address and per login id (its ds_mail).
  expect(new Set(rows.map((r) => r.key.split(':')[0]))).toEqual(new Set(['address', 'loginId']));
  expect(rows.filter((r) => /someone|127\.0\.0\.1/.test(r.key))).toEqual([]);
  expect(Math.max(...rows.map((r) => r.points))).toBe(5);
});
