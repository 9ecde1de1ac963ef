import type { Redis } from 'ioredis';
import type { CanaryHaltRule } from './halt-rule';
import { redisCounts } from './redis-counts';
import { redisVitals } from './redis-vitals';
import type { VitalsWindow } from './vitals-window';
import type { WindowCounts } from './window-counts';
import { readWindowStatus, type WindowStatus } from './window-status';
import type { PointerWatcher } from '../pointers/pointer-watcher';
import type { ConversionCounts } from './conversion-counts';
import { conversionsWithFallback, vitalsWithFallback, withFallback } from './fallback-window';
import { memoryConversions } from './memory-conversions';
import { memoryCounts } from './memory-counts';
import { memoryVitals } from './memory-vitals';
import { redisConversions } from './redis-conversions';

/**
 * What the edge keeps of its canaries over the analysis's window: the counts it judges by, the
 * reports' vitals, and the visitors each release won (which inform, never halt).
 */
export interface CanaryWindow {
  counts: WindowCounts;
  vitals: VitalsWindow;
  conversions: ConversionCounts;
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
  const conversions = redis
    ? conversionsWithFallback(redisConversions(redis, rule.windowMs), memoryConversions(rule.windowMs))
    : memoryConversions(rule.windowMs);
  return {
    counts,
    vitals,
    conversions,
    rule,
    status: () => readWindowStatus(watcher.current(), { counts, vitals, conversions }, rule.windowMs),
  };
}
