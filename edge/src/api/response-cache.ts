interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A small time-limited cache in front of the provider. Concurrent misses for one key share a single
 * provider call; only values `keep` accepts are stored, so failures are always asked again.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const waiting = this.pending.get(key);
    if (waiting) return waiting;

    const loading = load()
      .then((value) => {
        if (this.keep(value)) this.store(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  // Expired entries go first; if the cache is still full, the oldest insertion makes room.
  private evict(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size < this.maxEntries) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
