import type { Redis } from 'ioredis';
import { bucketMs, MAX_FAILURES_PER_BUCKET, WINDOW_BUCKETS, type WindowCounts } from './window-counts';

// Buckets are numbered by Redis's own clock (edges' clocks may differ). A release's keys share one hash
// tag, so a cluster keeps them in one slot; each expires once its bucket has left the window.
const NOW_BUCKET = `
local time = redis.call('TIME')
local length = tonumber(ARGV[1])
local bucket = math.floor((tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)) / length)
`;

// ARGV: bucket length, buckets per window, the most kept per bucket, served|failed, visitor, network.
const RECORD = `${NOW_BUCKET}
local ttl = length * (tonumber(ARGV[2]) + 1)
local served = KEYS[1] .. ':served:' .. bucket
redis.call('PFADD', served, ARGV[5])
redis.call('PEXPIRE', served, ttl)
if ARGV[4] == 'failed' then
  local kept = { ['failing-visitors'] = ARGV[5], ['failing-networks'] = ARGV[6] }
  for kind, value in pairs(kept) do
    local key = KEYS[1] .. ':' .. kind .. ':' .. bucket
    if redis.call('SCARD', key) < tonumber(ARGV[3]) then redis.call('SADD', key, value) end
    redis.call('PEXPIRE', key, ttl)
  end
end
return 1
`;

// ARGV: bucket length, buckets per window. Answers served, failing visitors, failing networks.
const FIGURES = `${NOW_BUCKET}
local names = { 'served', 'failing-visitors', 'failing-networks' }
local keys = { {}, {}, {} }
for index = bucket - tonumber(ARGV[2]) + 1, bucket do
  for kind, name in ipairs(names) do table.insert(keys[kind], KEYS[1] .. ':' .. name .. ':' .. index) end
end
return { redis.call('PFCOUNT', unpack(keys[1])), #redis.call('SUNION', unpack(keys[2])), #redis.call('SUNION', unpack(keys[3])) }
`;

/** Shared by every edge through Redis: visitors served by one edge and reporting to another count together. */
export function redisCounts(redis: Redis, windowMs: number): WindowCounts {
  const window = [String(bucketMs(windowMs)), String(WINDOW_BUCKETS)];
  const prefix = (release: string) => `canary-analysis:{${release}}`;
  const record = async (release: string, what: 'served' | 'failed', visitor: string, network = '') => {
    await redis.eval(RECORD, 1, prefix(release), ...window, String(MAX_FAILURES_PER_BUCKET), what, visitor, network);
  };
  return {
    served: (release, visitor) => record(release, 'served', visitor),
    failed: (release, visitor, network) => record(release, 'failed', visitor, network),
    async figures(release) {
      const answer = await redis.eval(FIGURES, 1, prefix(release), ...window);
      const [served = 0, failingVisitors = 0, failingNetworks = 0] = (answer as unknown[]).map(Number);
      return { served, failingVisitors, failingNetworks };
    },
  };
}
