// The total behind Content-Range for a filter the kept counts cannot answer (programs spec §3, API.md "The
// work queue"): counted exactly up to 10,000 matching applications, past that the planner's estimate, and
// the answer says which with X-Total-Estimated.

import { EXACT_COUNT_LIMIT } from '../../server/src/modules/queue/queue.service.js';
import { seedScale } from '../../server/src/modules/queue/scale-seed.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

beforeAll(async () => {
  await seedScale(t.dataSource, { count: 12_000, instance: 'springfield' });
}, 300_000);

async function page(filter: Record<string, unknown>) {
  const res = await t.http
    .get(`/api/admin/applications?filter=${encodeURIComponent(JSON.stringify(filter))}`)
    .set({ authorization: `Bearer ${tokens.admin}` });
  expect(res.status).toBe(200);
  const [, shown, total] = /^applications (\d+-\d+)\/(\d+)$/.exec(res.headers['content-range']) ?? [];
  return {
    rows: res.body as unknown[],
    shown,
    total: Number(total),
    estimated: res.headers['x-total-estimated'],
  };
}

const matching = async (where: string): Promise<number> =>
  (
    await t.dataSource.query(
      `SELECT count(*)::int AS n FROM applications WHERE instance_id = 100 AND ${where}`,
    )
  )[0].n;

it('counts a filter the kept counts cannot answer exactly while it matches at most 10,000', async () => {
  const expected = await matching(`payment_channel_name = 'Check'`);
  expect(expected).toBeGreaterThan(25);
  expect(expected).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
  const answer = await page({ paymentChannelName: 'Check' });
  expect(answer).toMatchObject({ shown: '0-24', total: expected, estimated: undefined });
  expect(answer.rows).toHaveLength(25);
});

it('past 10,000 matching applications gives an estimate of at least 10,001 and says so', async () => {
  // Every generated application's external id starts with SC (the scale seed's run tag).
  expect(await matching(`external_id LIKE 'SC%'`)).toBeGreaterThan(EXACT_COUNT_LIMIT);
  const answer = await page({ search: 'SC' });
  expect(answer).toMatchObject({ shown: '0-24', estimated: 'true' });
  expect(answer.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  // Asked again within the minute the estimate is kept, the answer is the same.
  expect(await page({ search: 'SC' })).toMatchObject({ total: answer.total, estimated: 'true' });
});

describe('deep pages of the whole queue start from the kept day counts', () => {
  async function ids(sort: 'ASC' | 'DESC', start: number) {
    const params = `sort=${encodeURIComponent(JSON.stringify(['createdAt', sort]))}&range=${encodeURIComponent(JSON.stringify([start, start + 24]))}`;
    const res = await t.http
      .get(`/api/admin/applications?${params}`)
      .set({ authorization: `Bearer ${tokens.admin}` });
    expect(res.status).toBe(200);
    return { ids: (res.body as { id: number }[]).map((r) => r.id), range: res.headers['content-range'] };
  }
  const byOffset = async (sort: 'ASC' | 'DESC', start: number): Promise<number[]> =>
    (
      await t.dataSource.query(
        `SELECT id FROM applications WHERE instance_id = 100
          ORDER BY created_at ${sort}, id ${sort} LIMIT 25 OFFSET $1`,
        [start],
      )
    ).map((r: { id: number }) => r.id);

  it('gives the rows OFFSET would, oldest and newest first, at offsets from 5,000 to the last page', async () => {
    const total = await matching('true');
    expect(total).toBeGreaterThan(10_000);
    for (const sort of ['ASC', 'DESC'] as const) {
      for (const start of [5_000, 7_777, total - 25, total - 3]) {
        const page = await ids(sort, start);
        expect([sort, start, page.ids]).toEqual([sort, start, await byOffset(sort, start)]);
        expect(page.ids.length).toBeGreaterThan(0);
      }
    }
  });

  it('past the last application is an empty page with the total', async () => {
    const total = await matching('true');
    expect(await ids('ASC', total + 10)).toEqual({ ids: [], range: `applications */${total}` });
    expect(await ids('DESC', total)).toEqual({ ids: [], range: `applications */${total}` });
  });
});
