import type { Redis } from 'ioredis';
import { PACKAGE_NAMES, type PackageName } from '../../packages/package-names';
import { onRedis } from '../redis/redis-client';
import type { ServedMarks } from './served-marks';

const servedKey = (name: PackageName) => `releases:served:${name}`;

// Raises a release's last-served time, never lowers it (edges' clocks and flushes interleave).
const SERVED_SCRIPT = `
for index = 1, #ARGV do
  local known = tonumber(redis.call('HGET', KEYS[1], ARGV[index]) or '0')
  if known < tonumber(KEYS[2]) then redis.call('HSET', KEYS[1], ARGV[index], KEYS[2]) end
end
return 1
`;

/** When each release was last served, in Redis: one hash per package, of times by release id. */
export function redisServedMarks(redis: Redis, location: string): ServedMarks {
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'nothing was changed', run);
  return {
    record: (releases, at) =>
      call(async () => {
        for (const name of PACKAGE_NAMES) {
          const ids = releases.filter((release) => release.name === name).map((release) => release.id);
          if (ids.length > 0) await redis.eval(SERVED_SCRIPT, 2, servedKey(name), String(at), ...ids);
        }
      }),

    lastServed: (name) =>
      call(async () => {
        const all = await redis.hgetall(servedKey(name));
        return new Map(Object.entries(all).map(([id, at]) => [id, Number(at)]));
      }),

    forget: (name, ids) =>
      call(async () => {
        if (ids.length > 0) await redis.hdel(servedKey(name), ...ids);
      }),
  };
}
