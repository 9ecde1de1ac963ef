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

/**
 * A time-limited cache in front of the provider, bounded by bytes rather than by count: a visitor
 * asking for many different things evicts the least recently used answers instead of growing the
 * edge. Concurrent misses for one key share a single provider call.
 */
export class ResponseCache<T extends object> {
  private readonly entries: LRUCache<string, T> | null;
  private readonly pending = new Map<string, Promise<T>>();
  private readonly keep: (value: T) => boolean;

  constructor({ ttlMs, maxBytes, sizeOf, keep = () => true }: ResponseCacheOptions<T>) {
    this.keep = keep;
    // A value weighing more than the whole budget is simply not kept (lru-cache's maxEntrySize).
    this.entries =
      ttlMs > 0 && maxBytes > 0
        ? new LRUCache<string, T>({
            ttl: ttlMs,
            maxSize: maxBytes,
            sizeCalculation: (value) => Math.max(1, sizeOf(value)),
          })
        : null;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const waiting = this.pending.get(key);
    if (waiting) return waiting;

    const loading = load()
      .then((value) => {
        if (this.keep(value)) this.entries?.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  /** Bytes held, by the cache's own weighing. */
  get size(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  clear(): void {
    this.entries?.clear();
  }
}
