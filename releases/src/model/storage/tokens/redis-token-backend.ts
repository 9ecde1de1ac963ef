import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { onRedis } from '../redis/redis-client';
import { TOKEN_RECORD, tokenRecordOf, type TokenBackend, type TokenRecord } from './token-backend';

const TOKENS_KEY = 'releases:tokens';
const USES_KEY = 'releases:token-uses';
const RECORD = compileFormat(TOKEN_RECORD);

/**
 * Token records in Redis, where every service replica reads the same ones: a hash of records by
 * name (a name is taken once, with HSETNX), and one of last uses.
 */
export function redisTokenBackend(redis: Redis, location: string): TokenBackend {
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'nothing was changed', run);
  return {
    location: `Redis at ${location} (${TOKENS_KEY})`,
    read: () =>
      call(async () => {
        const all = await redis.hgetall(TOKENS_KEY);
        // A damaged record spoils only itself: no token matches it.
        return Object.values(all).flatMap((text): TokenRecord[] => {
          const value = parseJsonFormat(RECORD, text);
          return value ? [tokenRecordOf(value)] : [];
        });
      }),
    insert: (record) => call(async () => (await redis.hsetnx(TOKENS_KEY, record.name, JSON.stringify(record))) === 1),
    remove: (name) =>
      call(async () => {
        const [[, removed]] = (await redis.multi().hdel(TOKENS_KEY, name).hdel(USES_KEY, name).exec()) as [
          [Error | null, number],
        ];
        return removed === 1;
      }),
    usedTimes: () =>
      call(async () => new Map(Object.entries(await redis.hgetall(USES_KEY)).map(([name, at]) => [name, Number(at)]))),
    noteUsed: (name, at) => call(async () => void (await redis.hset(USES_KEY, name, String(at)))),
  };
}
