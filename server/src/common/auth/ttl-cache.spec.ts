import { TtlCache } from './ttl-cache.js';

function cacheAt(start: number, maxEntries = 3, ttlMs = 1000) {
  const clock = { t: start };
  const cache = new TtlCache<string, number>({ maxEntries, ttlMs, now: () => clock.t });
  return { cache, clock };
}

describe('TtlCache: a bounded, short-lived cache', () => {
  it('serves an entry until its time to live has passed, then forgets it', () => {
    const { cache, clock } = cacheAt(0);
    cache.set('a', 1, cache.ticket());
    clock.t = 999;
    expect(cache.get('a')).toBe(1);
    clock.t = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('ends an entry earlier when its own end (`until`) comes first', () => {
    const { cache, clock } = cacheAt(0);
    cache.set('a', 1, cache.ticket(), 200);
    clock.t = 199;
    expect(cache.get('a')).toBe(1);
    clock.t = 200;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const { cache } = cacheAt(0);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, cache.ticket());
    cache.get('a');
    cache.set('d', 1, cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(1);
    expect(cache.get('d')).toBe(1);
  });

  it('forgets an entry on delete and everything on clear', () => {
    const { cache } = cacheAt(0);
    cache.set('a', 1, cache.ticket());
    cache.set('b', 2, cache.ticket());
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops a value read before an invalidation instead of storing it after', () => {
    const { cache } = cacheAt(0);
    const readBefore = cache.ticket();
    cache.delete('a');
    cache.set('a', 1, readBefore);
    expect(cache.get('a')).toBeUndefined();
    const readAfter = cache.ticket();
    cache.set('a', 2, readAfter);
    expect(cache.get('a')).toBe(2);
  });
});
