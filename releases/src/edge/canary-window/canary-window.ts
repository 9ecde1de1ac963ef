import type { Redis } from 'ioredis';
import type { CanaryHaltRule } from './halt-rule';
import { redisCounts } from './redis-counts';
import { redisVitals } from './redis-vitals';
import type { VitalsWindow } from './vitals-window';
import type { WindowCounts } from './window-counts';
import { readWindowStatus, type WindowStatus } from './window-status';
import type { PointerWatcher } from '../pointers/pointer-watcher';
import { vitalsWithFallback, withFallback } from './fallback-window';
import { memoryCounts } from './memory-counts';
import { memoryVitals } from './memory-vitals';

/** What the edge keeps of its canaries over the analysis's window: the counts it judges by, and the reports' vitals. */
export interface CanaryWindow {
  counts: WindowCounts;
  vitals: VitalsWindow;
  rule: CanaryHaltRule;
  /** The current window of every package with a canary, as this edge sees it (Redis's, shared, when set). */
  status(): Promise<WindowStatus>;
}

/**
 * Counts and reports shared by every edge through Redis when it is set (this edge's own while it does
 * not answer), else in this process.
 */
export function createCanaryWindow(
  redis: Redis | null,
  rule: CanaryHaltRule,
  watcher: Pick<PointerWatcher, 'current'>,
): CanaryWindow {
  const counts = redis
    ? withFallback(redisCounts(redis, rule.windowMs), memoryCounts(rule.windowMs))
    : memoryCounts(rule.windowMs);
  const vitals = redis
    ? vitalsWithFallback(redisVitals(redis, rule.windowMs), memoryVitals(rule.windowMs))
    : memoryVitals(rule.windowMs);
  return {
    counts,
    vitals,
    rule,
    status: () => readWindowStatus(watcher.current(), counts, vitals, rule.windowMs),
  };
}
