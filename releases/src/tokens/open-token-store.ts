import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, redisLocation } from '../pointers/redis-pointer-store';
import { ReleaseError } from '../release-error';
import { fileTokenBackend } from './file-token-backend';
import { redisTokenBackend } from './redis-token-backend';
import { tokenStoreOn, type TokenStore } from './token-store';

export interface TokenStoreLocation {
  releasesDir: string;
  redisUrl: string | null;
}

/**
 * The one place that chooses where tokens live, beside the pointers: Redis with REDIS_URL (through
 * `connection`, a service's long-lived client, or else a connection of the command's own that fails
 * fast), else a file in RELEASES_DIR.
 */
export async function openTokenStore(
  { releasesDir, redisUrl }: TokenStoreLocation,
  connection: Redis | null = null,
): Promise<TokenStore> {
  if (!redisUrl) return tokenStoreOn(fileTokenBackend(releasesDir));
  const location = redisLocation(redisUrl);
  if (connection) return tokenStoreOn(redisTokenBackend(connection, location, false));
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let connectionError: Error | null = null;
  redis.on('error', (error: Error) => (connectionError = error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new ReleaseError(
      `Redis at ${location} is unreachable (${(connectionError ?? (error as Error)).message}): nothing was changed`,
    );
  }
  return tokenStoreOn(redisTokenBackend(redis, location, true));
}
