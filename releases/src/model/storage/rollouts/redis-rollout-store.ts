import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { isUnderWay, ROLLOUT, type Rollout } from '../../rollouts/rollout-record';
import { onRedis } from '../redis/redis-client';
import { FINISHED_KEPT, type RolloutStore } from './rollout-store';

const ROLLOUTS_KEY = 'releases:rollouts';
const RECORD = compileFormat(ROLLOUT);

// Writes ARGV[2] (the rollout, as JSON) under ARGV[1] if the kept one's version is ARGV[3] ('' for
// none: a new rollout whose id is not taken). One script, so no other writer can come between.
const REPLACE = `
local kept = redis.call('HGET', KEYS[1], ARGV[1])
if ARGV[3] == '' then
  if kept then return 0 end
else
  if not kept or tostring(cjson.decode(kept).version) ~= ARGV[3] then return 0 end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;

/** Rollouts in Redis, where every replica reads the same ones: a hash of rollouts by id. */
export function redisRolloutStore(redis: Redis, location: string): RolloutStore {
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'nothing was changed', run);
  const parse = (text: string | null): Rollout | null => (text ? parseJsonFormat(RECORD, text) : null);
  const list = () =>
    call(async () =>
      Object.values(await redis.hgetall(ROLLOUTS_KEY))
        .flatMap((text) => parse(text) ?? [])
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id)),
    );
  return {
    location: `Redis at ${location} (${ROLLOUTS_KEY})`,
    list,
    get: (id) => call(async () => parse(await redis.hget(ROLLOUTS_KEY, id))),
    replace: (next, expected) =>
      call(async () => {
        const written = await redis.eval(REPLACE, 1, ROLLOUTS_KEY, next.id, JSON.stringify(next), expected ?? '');
        if (written !== 1) return false;
        if (isUnderWay(next.state)) return true;
        const finished = (await list()).filter((rollout) => !isUnderWay(rollout.state));
        const old = finished.slice(FINISHED_KEPT).map((rollout) => rollout.id);
        if (old.length > 0) await redis.hdel(ROLLOUTS_KEY, ...old);
        return true;
      }),
  };
}
