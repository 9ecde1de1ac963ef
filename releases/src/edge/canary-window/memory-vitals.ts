import { bucketMs, WINDOW_BUCKETS } from './window-counts';
import {
  emptySamples,
  MAX_SAMPLES_PER_BUCKET,
  startsPageView,
  WINDOW_VITALS,
  type VitalsSamples,
  type VitalsWindow,
} from './vitals-window';

/** The reports in this process, as Redis keeps them (redis-vitals.ts): for an edge alone, or while Redis does not answer. */
export function memoryVitals(windowMs: number, now: () => number = Date.now): VitalsWindow {
  const length = bucketMs(windowMs);
  const releases = new Map<string, Map<number, VitalsSamples>>();

  function prune(current: number): void {
    for (const [release, buckets] of releases) {
      for (const index of buckets.keys()) if (index <= current - WINDOW_BUCKETS) buckets.delete(index);
      if (buckets.size === 0) releases.delete(release);
    }
  }

  return {
    async record(release, report) {
      const current = Math.floor(now() / length);
      prune(current);
      const buckets = releases.get(release) ?? new Map<number, VitalsSamples>();
      releases.set(release, buckets);
      const bucket = buckets.get(current) ?? emptySamples();
      buckets.set(current, bucket);
      if (startsPageView(report)) bucket.views += 1;
      for (const name of WINDOW_VITALS) {
        const value = report[name];
        if (value === undefined) continue;
        const values = bucket.values[name];
        values.push(value);
        if (values.length > MAX_SAMPLES_PER_BUCKET) values.shift();
      }
    },
    async samples(release) {
      prune(Math.floor(now() / length));
      const window = emptySamples();
      for (const bucket of releases.get(release)?.values() ?? []) {
        window.views += bucket.views;
        for (const name of WINDOW_VITALS) window.values[name].push(...bucket.values[name]);
      }
      return window;
    },
  };
}
