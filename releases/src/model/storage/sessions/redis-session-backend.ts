import type { Redis } from 'ioredis';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { onRedis } from '../redis/redis-client';
import { SESSION_RECORD, type SessionBackend } from './session-backend';

const KEY_PREFIX = 'releases:console-session:';
const RECORD = compileFormat(SESSION_RECORD);

/** Console sessions in Redis, where every service replica reads them: one key each, expiring with the session. */
export function redisSessionBackend(redis: Redis, location: string): SessionBackend {
  const call = <T>(run: () => Promise<T>) => onRedis(location, 'the console sessions cannot be read', run);
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
  };
}
