import { Redis } from 'ioredis';
import { ReleaseError } from '../../release-error';

/** Every command to Redis, an edge's, a service's or a command line's, gives up after this. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** host:port of a Redis URL, never its password. */
export function redisLocation(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return 'the configured address';
  }
}

/** The logging a long-lived client reports its outages to (pino's, or a test's). */
export interface RedisLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * A process's own long-lived client (an edge's, a release service's): every command gives up after
 * REDIS_COMMAND_TIMEOUT_MS and is tried once more at most, so a Redis that accepts connections but
 * never answers stalls nothing; it reconnects by itself. Going down is logged once (`whileDown` says
 * what the process does meanwhile), coming back once.
 */
export function openRedis(url: string, log: RedisLog, whileDown: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, `Redis unreachable: ${whileDown}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return redis;
}

/**
 * A command line's own connection: it fails at once when Redis cannot be reached instead of
 * queueing commands and retrying, so an operator gets an answer rather than a hang.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
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
    throw new ReleaseError(
      `Redis at ${redisLocation(url)} is unreachable (${reason}): nothing was changed (to stop a release on an edge without Redis: npm run release -- override --help)`,
    );
  }
  return redis;
}

/**
 * Runs one call to Redis; a failure that is not already a refusal becomes one naming Redis's
 * location and saying what it means (`nothing was changed`, `the console sessions cannot be read`).
 */
export async function onRedis<T>(location: string, meaning: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw new ReleaseError(`Redis at ${location} failed (${(error as Error).message}): ${meaning}`);
  }
}
