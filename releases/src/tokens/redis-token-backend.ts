import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from '../json-format';
import { ReleaseError } from '../release-error';
import { TOKEN_RECORD, type TokenRecord } from './release-token';
import type { TokenBackend } from './token-store';

const TOKENS_KEY = 'releases:tokens';
const USES_KEY = 'releases:token-uses';
const RECORD = compileFormat(TOKEN_RECORD);

/**
 * Token records in Redis, where every service replica reads the same ones: a hash of records by
 * name (a name is taken once, with HSETNX), and one of last uses.
 */
export function redisTokenBackend(redis: Redis, location: string, owned: boolean): TokenBackend {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ReleaseError) throw error;
      throw new ReleaseError(`Redis at ${location} failed (${(error as Error).message}): nothing was changed`);
    }
  };
  return {
    location: `Redis at ${location} (${TOKENS_KEY})`,
    read: () =>
      call(async () => {
        const all = await redis.hgetall(TOKENS_KEY);
        // A damaged record spoils only itself: no token matches it.
        return Object.values(all).flatMap((text): TokenRecord[] => {
          const value = parseJsonFormat(RECORD, text);
          return value
            ? [{ name: value.name, packages: value.packages, hash: value.hash, createdAt: value.createdAt }]
            : [];
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
    close: async () => {
      if (owned) redis.disconnect();
    },
  };
}
