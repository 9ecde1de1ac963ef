import { DistinctSketch } from './distinct-sketch';
import { bucketMs, MAX_FAILURES_PER_BUCKET, WINDOW_BUCKETS, type WindowCounts } from './window-counts';

interface Bucket {
  served: DistinctSketch;
  visitors: Set<string>;
  networks: Set<string>;
}

const addCapped = (set: Set<string>, value: string) => {
  if (set.size < MAX_FAILURES_PER_BUCKET) set.add(value);
};

/** The counts in this process: for an edge alone, or while Redis does not answer. */
export function memoryCounts(windowMs: number, now: () => number = Date.now): WindowCounts {
  const length = bucketMs(windowMs);
  const releases = new Map<string, Map<number, Bucket>>();

  /** Drops every bucket that left the window, and releases left without any. */
  function prune(current: number): void {
    for (const [release, buckets] of releases) {
      for (const index of buckets.keys()) if (index <= current - WINDOW_BUCKETS) buckets.delete(index);
      if (buckets.size === 0) releases.delete(release);
    }
  }

  function bucketFor(release: string): Bucket {
    const current = Math.floor(now() / length);
    prune(current);
    const buckets = releases.get(release) ?? new Map<number, Bucket>();
    releases.set(release, buckets);
    let bucket = buckets.get(current);
    if (!bucket) {
      bucket = { served: new DistinctSketch(), visitors: new Set(), networks: new Set() };
      buckets.set(current, bucket);
    }
    return bucket;
  }

  return {
    async served(release, visitor) {
      bucketFor(release).served.add(visitor);
    },
    async failed(release, visitor, network) {
      const bucket = bucketFor(release);
      bucket.served.add(visitor);
      addCapped(bucket.visitors, visitor);
      addCapped(bucket.networks, network);
    },
    async figures(release) {
      prune(Math.floor(now() / length));
      const served = new DistinctSketch();
      const visitors = new Set<string>();
      const networks = new Set<string>();
      for (const bucket of releases.get(release)?.values() ?? []) {
        served.merge(bucket.served);
        for (const visitor of bucket.visitors) visitors.add(visitor);
        for (const network of bucket.networks) networks.add(network);
      }
      return { served: served.count(), failingVisitors: visitors.size, failingNetworks: networks.size };
    },
  };
}
