import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions<T> {
  /** How long a value is reused (0: never cached). */
  ttlMs: number;
  /** The cache's budget: values are weighed with `sizeOf`, and the least recently used go first. */
  maxBytes: number;
  /** A value's weight in bytes, as held in memory. */
  sizeOf: (value: T) => number;
  /** Which values may be kept (failures are always asked again). */
  keep?: (value: T) => boolean;
}

type Load<T> = () => Promise<T>;

/**
 * A time-limited cache in front of the provider, bounded by bytes rather than by count: a visitor
 * asking for many different things evicts the least recently used answers instead of growing the
 * edge. Concurrent misses for one key share a single provider call (lru-cache's `fetch`).
 */
export class ResponseCache<T extends object> {
  private readonly entries: LRUCache<string, T, Load<T>> | null;

  constructor({ ttlMs, maxBytes, sizeOf, keep = () => true }: ResponseCacheOptions<T>) {
    // A value weighing more than the whole budget is simply not kept (lru-cache's maxEntrySize).
    this.entries =
      ttlMs > 0 && maxBytes > 0
        ? new LRUCache<string, T, Load<T>>({
            ttl: ttlMs,
            maxSize: maxBytes,
            sizeCalculation: (value) => Math.max(1, sizeOf(value)),
            // The caller's load comes as the fetch's context; a failed load is not kept.
            fetchMethod: async (_key, _stale, { options, context }) => {
              const value = await context();
              // Weighed over the budget, a value the caller will not keep is handed to everyone
              // waiting for it and then not stored, without evicting anything to make room.
              if (!keep(value)) options.size = maxBytes + 1;
              return value;
            },
            // A load already running finishes for its callers even if its entry is evicted meanwhile.
            ignoreFetchAbort: true,
          })
        : null;
  }

  async get(key: string, load: Load<T>): Promise<T> {
    if (!this.entries) return load();
    const value = await this.entries.fetch(key, { context: load });
    // fetchMethod always gives a value, and an aborted fetch still finishes (ignoreFetchAbort).
    if (value === undefined) throw new Error(`response cache: no value for ${key}`);
    return value;
  }

  /** Bytes held, by the cache's own weighing. */
  get size(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  clear(): void {
    this.entries?.clear();
  }
}
