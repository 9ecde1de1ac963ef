import type { Redis } from 'ioredis';
import { redisConversions, type ConversionCounts } from 'releases';
import { memoryConversions } from './memory-conversions';

/**
 * The conversions over the canary analysis's window: shared by every edge through Redis when it is
 * set (this edge's own while it does not answer, as the other counts), else in this process.
 */
export function createConversionWindow(redis: Redis | null, windowMs: number): ConversionCounts {
  const local = memoryConversions(windowMs);
  if (!redis) return local;
  const shared = redisConversions(redis, windowMs);
  return {
    converted: (release, goal, visitor) =>
      shared.converted(release, goal, visitor).catch(() => local.converted(release, goal, visitor)),
    figures: (release) => shared.figures(release).catch(() => local.figures(release)),
  };
}
