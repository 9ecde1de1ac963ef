import { Redis } from 'ioredis';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import { concurrentChange, type PointerStore, type Pointers } from './pointer-store';
import { ReleaseError } from '../release-error';
import { parseLogEntry, type ReleaseLogEntry } from '../log/release-log';
import { EMPTY_POINTER, parsePointer } from './release-pointer';

export const pointerKey = (name: PackageName) => `releases:pointer:${name}`;
export const LOG_KEY = 'releases:log';

// Compare-and-swap: the pointer is replaced, and the change logged, only over the version the
// command worked from, and only before a deadline on Redis's own clock: a command that reaches a
// stalled Redis after the command line gave up on it must not switch anything behind its back.
// One script, so Redis runs it whole or not at all.
const SWAP_SCRIPT = `
local now = redis.call('TIME')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[4]) then return -1 end
local current = redis.call('GET', KEYS[1])
local version = 0
if current then version = cjson.decode(current)['version'] end
if version ~= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
return 1
`;

// How long after reading Redis's clock a change may still be applied; well inside the command timeout.
const SWAP_BUDGET_MS = 1500;
const COMMAND_TIMEOUT_MS = 3000;

/** host:port of a Redis URL, never its password. */
export function redisLocation(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return 'the configured address';
  }
}

export interface RedisStoreOptions {
  /** For messages: host:port. */
  location: string;
  /** Close the connection with the store (a command line's own connection, not an edge's shared one). */
  owned: boolean;
  /** How long after reading Redis's clock a change may still be applied (tests make it negative). */
  swapBudgetMs?: number;
}

/** Pointers in Redis, one key per package, shared by every edge; the log is a Redis list. */
export function createRedisPointerStore(
  redis: Redis,
  { location, owned, swapBudgetMs = SWAP_BUDGET_MS }: RedisStoreOptions,
): PointerStore {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ReleaseError) throw error;
      throw new ReleaseError(`Redis at ${location} failed (${(error as Error).message}): nothing was changed`);
    }
  };

  return {
    readAll: () =>
      call(async () => {
        const values = await redis.mget(...PACKAGE_NAMES.map(pointerKey));
        return Object.fromEntries(
          PACKAGE_NAMES.map((name, index) => {
            const value = values[index];
            return [name, value ? parsePointer(value, name) : EMPTY_POINTER];
          }),
        ) as Pointers;
      }),

    swap: (name, expectedVersion, next, entry) =>
      call(async () => {
        const written = { ...next, version: expectedVersion + 1 };
        const [seconds, micros] = await redis.time();
        const deadline = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + swapBudgetMs;
        const swapped = await redis.eval(
          SWAP_SCRIPT,
          2,
          pointerKey(name),
          LOG_KEY,
          String(expectedVersion),
          JSON.stringify(written),
          JSON.stringify(entry),
          String(deadline),
        );
        if (swapped === -1) throw new ReleaseError(`Redis at ${location} answered too slowly: nothing was changed`);
        if (swapped !== 1) throw concurrentChange(name);
        return written;
      }),

    append: (entry) => call(async () => void (await redis.rpush(LOG_KEY, JSON.stringify(entry)))),

    log: () =>
      call(async () =>
        (await redis.lrange(LOG_KEY, 0, -1))
          .map(parseLogEntry)
          .filter((entry): entry is ReleaseLogEntry => entry !== null),
      ),

    close: async () => {
      if (owned) redis.disconnect();
    },
  };
}

/**
 * A command line's own connection: it fails at once when Redis cannot be reached instead of
 * queueing commands and retrying, so an operator gets an answer rather than a hang.
 */
export async function connectRedisStore(
  url: string,
  options: Pick<RedisStoreOptions, 'swapBudgetMs'> = {},
): Promise<PointerStore> {
  const location = redisLocation(url);
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // A failed command reports its own error; a failed connection is reported by connect() below.
  let connectionError: Error | null = null;
  redis.on('error', (error: Error) => (connectionError = error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (connectionError ?? (error as Error)).message;
    throw new ReleaseError(`Redis at ${location} is unreachable (${reason}): nothing was changed`);
  }
  return createRedisPointerStore(redis, { location, owned: true, ...options });
}
