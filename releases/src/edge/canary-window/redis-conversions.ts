import type { Redis } from 'ioredis';
import { CONVERSION_GOALS } from 'shared-config/conversion-reports';
import { NOW_BUCKET, releaseKeys, windowArguments } from './redis-counts';
import type { ConversionCounts, GoalCounts } from './conversion-counts';

// Per bucket and goal a HyperLogLog of the visitors who reached it, beside the release's other keys
// (its hash tag), expiring once the bucket has left the window. ARGV: bucket length, buckets, goal, visitor.
const CONVERT = `${NOW_BUCKET}
local key = KEYS[1] .. ':goal:' .. ARGV[3] .. ':' .. bucket
redis.call('PFADD', key, ARGV[4])
redis.call('PEXPIRE', key, length * (tonumber(ARGV[2]) + 1))
return 1
`;

// ARGV: bucket length, buckets, then the goals; answers each goal's distinct visitors over the window.
const FIGURES = `${NOW_BUCKET}
local counts = {}
for at = 3, #ARGV do
  local keys = {}
  for index = bucket - tonumber(ARGV[2]) + 1, bucket do
    table.insert(keys, KEYS[1] .. ':goal:' .. ARGV[at] .. ':' .. index)
  end
  table.insert(counts, redis.call('PFCOUNT', unpack(keys)))
end
return counts
`;

/** Shared by every edge through Redis, as the other counts are; the release service reads them the same way. */
export function redisConversions(redis: Redis, windowMs: number): ConversionCounts {
  const window = windowArguments(windowMs);
  return {
    async converted(release, goal, visitor) {
      await redis.eval(CONVERT, 1, releaseKeys(release), ...window, goal, visitor);
    },
    async figures(release) {
      const counts = (await redis.eval(FIGURES, 1, releaseKeys(release), ...window, ...CONVERSION_GOALS)) as number[];
      return Object.fromEntries(
        CONVERSION_GOALS.map((goal, index) => [goal, Number(counts[index] ?? 0)]),
      ) as GoalCounts;
    },
  };
}
