export interface TtlCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  /** How long an entry is served, in milliseconds. */
  ttlMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small in-process cache: bounded (least recently used out first) and short-lived (an entry is served for
 * `ttlMs` at most, so a change this process did not see shows within that bound).
 *
 * Invalidation is race-free through tickets: take one before reading the source, hand it to `set`, and a
 * value read before a `delete` or `clear` is dropped instead of being stored after it.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** What `set` needs to prove its value was read after the last invalidation. */
  ticket(): number {
    return this.generation;
  }

  /** Stores the value unless something was invalidated since `ticket` was taken; `until` caps its life. */
  set(key: K, value: V, ticket: number, until = Number.POSITIVE_INFINITY): void {
    if (ticket !== this.generation) return;
    const expiresAt = Math.min(this.now() + this.options.ttlMs, until);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
