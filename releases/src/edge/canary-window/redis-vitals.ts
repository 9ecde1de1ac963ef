import type { Redis } from 'ioredis';
import { NOW_BUCKET, releaseKeys, windowArguments } from './redis-counts';
import { MAX_SAMPLES_PER_BUCKET, startsPageView, WINDOW_VITALS, type VitalsWindow } from './vitals-window';

// Beside a release's counts (the same hash tag, buckets and expiry), per bucket: `vitals-views`, the
// page views reported; `vitals-<name>`, a list of the newest measurements of each vital.
// ARGV: bucket length, buckets per window, the most kept per list, 1 when the report starts a page
// view (else 0), then each vital's name and value.
const RECORD = `${NOW_BUCKET}
local ttl = length * (tonumber(ARGV[2]) + 1)
local most = tonumber(ARGV[3])
if ARGV[4] == '1' then
  local views = KEYS[1] .. ':vitals-views:' .. bucket
  redis.call('INCR', views)
  redis.call('PEXPIRE', views, ttl)
end
for at = 5, #ARGV, 2 do
  local list = KEYS[1] .. ':vitals-' .. ARGV[at] .. ':' .. bucket
  redis.call('RPUSH', list, ARGV[at + 1])
  redis.call('LTRIM', list, -most, -1)
  redis.call('PEXPIRE', list, ttl)
end
return 1
`;

// ARGV: bucket length, buckets per window, then the vitals' names. Answers the page views and, per
// vital in that order, every measurement in the window.
const SAMPLES = `${NOW_BUCKET}
local views, lists = 0, {}
for at = 3, #ARGV do lists[at - 2] = {} end
for index = bucket - tonumber(ARGV[2]) + 1, bucket do
  views = views + tonumber(redis.call('GET', KEYS[1] .. ':vitals-views:' .. index) or 0)
  for at = 3, #ARGV do
    for _, value in ipairs(redis.call('LRANGE', KEYS[1] .. ':vitals-' .. ARGV[at] .. ':' .. index, 0, -1)) do
      table.insert(lists[at - 2], value)
    end
  end
end
table.insert(lists, 1, views)
return lists
`;

/** The reports shared by every edge through Redis, which the release service reads as they are. */
export function redisVitals(redis: Redis, windowMs: number): VitalsWindow {
  const window = windowArguments(windowMs);
  return {
    async record(release, report) {
      const values = WINDOW_VITALS.flatMap((name) => {
        const value = report[name];
        return value === undefined ? [] : [name, String(value)];
      });
      await redis.eval(
        RECORD,
        1,
        releaseKeys(release),
        ...window,
        String(MAX_SAMPLES_PER_BUCKET),
        startsPageView(report) ? '1' : '0',
        ...values,
      );
    },
    async samples(release) {
      const [views = 0, ...lists] = (await redis.eval(
        SAMPLES,
        1,
        releaseKeys(release),
        ...window,
        ...WINDOW_VITALS,
      )) as [number?, ...string[][]];
      const values = Object.fromEntries(
        WINDOW_VITALS.map((name, index) => [name, (lists[index] ?? []).map(Number)]),
      ) as Record<(typeof WINDOW_VITALS)[number], number[]>;
      return { views: Number(views), values };
    },
  };
}
