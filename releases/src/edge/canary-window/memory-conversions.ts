import { CONVERSION_GOALS, type ConversionGoal } from 'shared-config/conversion-reports';
import type { ConversionCounts, GoalCounts } from './conversion-counts';
import { DistinctSketch } from './distinct-sketch';
import { bucketMs, WINDOW_BUCKETS } from './window-counts';

const noGoals = (): GoalCounts => Object.fromEntries(CONVERSION_GOALS.map((goal) => [goal, 0])) as GoalCounts;

/** The conversions in this process, in the analysis's buckets: for an edge alone, or while Redis does not answer. */
export function memoryConversions(windowMs: number, now: () => number = Date.now): ConversionCounts {
  const length = bucketMs(windowMs);
  const releases = new Map<string, Map<number, Map<ConversionGoal, DistinctSketch>>>();

  function prune(current: number): void {
    for (const [release, buckets] of releases) {
      for (const index of buckets.keys()) if (index <= current - WINDOW_BUCKETS) buckets.delete(index);
      if (buckets.size === 0) releases.delete(release);
    }
  }

  return {
    async converted(release, goal, visitor) {
      const current = Math.floor(now() / length);
      prune(current);
      const buckets = releases.get(release) ?? new Map<number, Map<ConversionGoal, DistinctSketch>>();
      releases.set(release, buckets);
      const goals = buckets.get(current) ?? new Map<ConversionGoal, DistinctSketch>();
      buckets.set(current, goals);
      const sketch = goals.get(goal) ?? new DistinctSketch();
      goals.set(goal, sketch);
      sketch.add(visitor);
    },
    async figures(release) {
      prune(Math.floor(now() / length));
      const counts = noGoals();
      for (const goal of CONVERSION_GOALS) {
        const union = new DistinctSketch();
        for (const goals of releases.get(release)?.values() ?? []) {
          const sketch = goals.get(goal);
          if (sketch) union.merge(sketch);
        }
        counts[goal] = union.count();
      }
      return counts;
    },
  };
}
