import type { Redis } from 'ioredis';
import { TooSlow, within, type ReadinessCheck } from '../readiness/readiness';

const REDIS_ANSWER_MS = 1000;

/** Redis (rate limits, release pointers) must answer a PING within a second. */
export function redisCheck(redis: Redis): ReadinessCheck {
  return {
    name: 'redis',
    async check() {
      try {
        await within(REDIS_ANSWER_MS, redis.ping());
        return null;
      } catch (error) {
        return error instanceof TooSlow ? error.message : 'unreachable';
      }
    },
  };
}
