import type { Redis } from 'ioredis';
import { bucketMs, largestFirst, MAX_PER_BUCKET, WINDOW_BUCKETS, type WindowCounts } from './window-counts';

// Buckets are numbered by Redis's own clock (edges' clocks may differ). A release's keys share one hash
// tag, so a cluster keeps them in one slot; each expires once its bucket has left the window. Per
// bucket: `served`, a HyperLogLog of the visitors; `served-networks`, a hash of the visitors new to the
// bucket per network; `failing`, a hash of each failing visitor's network.
export const NOW_BUCKET = `
local time = redis.call('TIME')
local length = tonumber(ARGV[1])
local bucket = math.floor((tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)) / length)
`;

// ARGV: bucket length, buckets per window, the most kept per bucket, served|failed, visitor, network.
const RECORD = `${NOW_BUCKET}
local ttl = length * (tonumber(ARGV[2]) + 1)
local most = tonumber(ARGV[3])
local visitor, network = ARGV[5], ARGV[6]
local served = KEYS[1] .. ':served:' .. bucket
local byNetwork = KEYS[1] .. ':served-networks:' .. bucket
if redis.call('PFADD', served, visitor) == 1 then
  if redis.call('HLEN', byNetwork) < most or redis.call('HEXISTS', byNetwork, network) == 1 then
    redis.call('HINCRBY', byNetwork, network, 1)
    redis.call('PEXPIRE', byNetwork, ttl)
  end
end
redis.call('PEXPIRE', served, ttl)
if ARGV[4] == 'failed' then
  local failing = KEYS[1] .. ':failing:' .. bucket
  if redis.call('HLEN', failing) < most or redis.call('HEXISTS', failing, visitor) == 1 then
    redis.call('HSET', failing, visitor, network)
  end
  redis.call('PEXPIRE', failing, ttl)
end
return 1
`;

// ARGV: bucket length, buckets per window. Answers the visitors served, the visitors served per
// network and the failing visitors per network (each on the last network they reported from).
const FIGURES = `${NOW_BUCKET}
local served, servedBy, networkOf = {}, {}, {}
for index = bucket - tonumber(ARGV[2]) + 1, bucket do
  table.insert(served, KEYS[1] .. ':served:' .. index)
  local counts = redis.call('HGETALL', KEYS[1] .. ':served-networks:' .. index)
  for at = 1, #counts, 2 do servedBy[counts[at]] = (servedBy[counts[at]] or 0) + tonumber(counts[at + 1]) end
  local failing = redis.call('HGETALL', KEYS[1] .. ':failing:' .. index)
  for at = 1, #failing, 2 do networkOf[failing[at]] = failing[at + 1] end
end
local failingBy = {}
for _, network in pairs(networkOf) do failingBy[network] = (failingBy[network] or 0) + 1 end
local servedCounts, failingCounts = {}, {}
for _, count in pairs(servedBy) do table.insert(servedCounts, count) end
for _, count in pairs(failingBy) do table.insert(failingCounts, count) end
return { redis.call('PFCOUNT', unpack(served)), servedCounts, failingCounts }
`;

/** The keys of one release (`<package>/<id>`): one hash tag, so a cluster keeps them in one slot. */
export const releaseKeys = (release: string) => `canary-analysis:{${release}}`;

/** A window's bucket length and bucket count, as the scripts take them. */
export const windowArguments = (windowMs: number) => [String(bucketMs(windowMs)), String(WINDOW_BUCKETS)];

/**
 * Shared by every edge through Redis: visitors served by one edge and reporting to another count
 * together. The release service reads the same figures (with the edges' CANARY_HALT_WINDOW_MS).
 */
export function redisCounts(redis: Redis, windowMs: number): WindowCounts {
  const window = windowArguments(windowMs);
  const prefix = releaseKeys;
  const record = async (release: string, what: 'served' | 'failed', visitor: string, network: string) => {
    await redis.eval(RECORD, 1, prefix(release), ...window, String(MAX_PER_BUCKET), what, visitor, network);
  };
  return {
    served: (release, visitor, network) => record(release, 'served', visitor, network),
    failed: (release, visitor, network) => record(release, 'failed', visitor, network),
    async figures(release) {
      const [served = 0, servedByNetwork = [], failingByNetwork = []] = (await redis.eval(
        FIGURES,
        1,
        prefix(release),
        ...window,
      )) as [number?, number[]?, number[]?];
      return {
        served: Number(served),
        servedByNetwork: largestFirst(servedByNetwork.map(Number)),
        failingByNetwork: largestFirst(failingByNetwork.map(Number)),
      };
    },
  };
}
