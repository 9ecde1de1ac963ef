import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from '../json-format';
import { ReleaseError } from '../release-error';
import { SESSION_RECORD } from './console-session';
import type { SessionBackend } from './session-store';

const KEY_PREFIX = 'releases:console-session:';
const RECORD = compileFormat(SESSION_RECORD);

/** Console sessions in Redis, where every service replica reads them: one key each, expiring with the session. */
export function redisSessionBackend(redis: Redis, location: string, owned: boolean): SessionBackend {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new ReleaseError(
        `Redis at ${location} failed (${(error as Error).message}): the console sessions cannot be read`,
      );
    }
  };
  return {
    put: (key, record) =>
      call(async () => {
        await redis.set(`${KEY_PREFIX}${key}`, JSON.stringify(record), 'PXAT', record.expiresAt);
      }),
    get: (key) =>
      call(async () => {
        const text = await redis.get(`${KEY_PREFIX}${key}`);
        return text === null ? null : parseJsonFormat(RECORD, text);
      }),
    remove: (key) => call(async () => void (await redis.del(`${KEY_PREFIX}${key}`))),
    close: async () => {
      if (owned) redis.disconnect();
    },
  };
}
