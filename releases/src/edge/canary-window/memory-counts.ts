import { DistinctSketch } from './distinct-sketch';
import { bucketMs, largestFirst, MAX_PER_BUCKET, WINDOW_BUCKETS, type WindowCounts } from './window-counts';

interface Bucket {
  served: DistinctSketch;
  /** Visitors new to this bucket, per network they were served on. */
  servedByNetwork: Map<string, number>;
  /** Each failing visitor's network. */
  failing: Map<string, string>;
}

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
      bucket = { served: new DistinctSketch(), servedByNetwork: new Map(), failing: new Map() };
      buckets.set(current, bucket);
    }
    return bucket;
  }

  function serve(bucket: Bucket, visitor: string, network: string): void {
    const { servedByNetwork } = bucket;
    if (!bucket.served.add(visitor)) return;
    if (servedByNetwork.size < MAX_PER_BUCKET || servedByNetwork.has(network)) {
      servedByNetwork.set(network, (servedByNetwork.get(network) ?? 0) + 1);
    }
  }

  return {
    async served(release, visitor, network) {
      serve(bucketFor(release), visitor, network);
    },
    async failed(release, visitor, network) {
      const bucket = bucketFor(release);
      serve(bucket, visitor, network);
      if (bucket.failing.size < MAX_PER_BUCKET || bucket.failing.has(visitor)) bucket.failing.set(visitor, network);
    },
    async figures(release) {
      prune(Math.floor(now() / length));
      const served = new DistinctSketch();
      const servedByNetwork = new Map<string, number>();
      const networkOf = new Map<string, string>();
      // Oldest bucket first: a visitor counts on the last network they reported from.
      for (const bucket of releases.get(release)?.values() ?? []) {
        served.merge(bucket.served);
        for (const [network, count] of bucket.servedByNetwork) {
          servedByNetwork.set(network, (servedByNetwork.get(network) ?? 0) + count);
        }
        for (const [visitor, network] of bucket.failing) networkOf.set(visitor, network);
      }
      const failingByNetwork = new Map<string, number>();
      for (const network of networkOf.values()) failingByNetwork.set(network, (failingByNetwork.get(network) ?? 0) + 1);
      return {
        served: served.count(),
        servedByNetwork: largestFirst(servedByNetwork.values()),
        failingByNetwork: largestFirst(failingByNetwork.values()),
      };
    },
  };
}
