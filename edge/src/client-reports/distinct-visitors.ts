import type { Redis } from 'ioredis';

/** Counts the distinct visitors seen for a key within a sliding window. */
export interface DistinctVisitors {
  /** Records `visitor` for `key` now; returns how many distinct visitors the window holds for it. */
  add(key: string, visitor: string): Promise<number>;
}

/** In this process only: for an edge alone, or edges without Redis. */
export function memoryVisitors(windowMs: number, now: () => number = Date.now): DistinctVisitors {
  const seen = new Map<string, Map<string, number>>();
  return {
    async add(key, visitor) {
      const at = now();
      const visitors = seen.get(key) ?? new Map<string, number>();
      seen.set(key, visitors);
      visitors.set(visitor, at);
      for (const [other, when] of visitors) if (at - when > windowMs) visitors.delete(other);
      return visitors.size;
    },
  };
}

// One sorted set per key, scored by Redis's own clock (edges' clocks may differ): add, drop what left
// the window, count, and let the key expire with its window. Run whole, so edges never interleave.
const ADD_SCRIPT = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], ms, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms - tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])
`;

/** Shared by every edge through Redis: visitors reporting to different edges count together. */
export function redisVisitors(redis: Redis, windowMs: number): DistinctVisitors {
  return {
    async add(key, visitor) {
      const count = await redis.eval(ADD_SCRIPT, 1, `canary-reports:${key}`, visitor, String(windowMs));
      return Number(count);
    },
  };
}
