import type { Redis } from 'ioredis';
import { createFilePointerStore } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { connectRedisStore, createRedisPointerStore, redisLocation } from './redis-pointer-store';

export interface PointerStoreLocation {
  releasesDir: string;
  redisUrl: string | null;
}

/**
 * The one place that chooses where pointers live: Redis with REDIS_URL (through `connection`, an
 * edge's own long-lived client, or else a connection of the command's own that fails fast), else
 * files in RELEASES_DIR.
 */
export function openPointerStore(
  { releasesDir, redisUrl }: PointerStoreLocation,
  connection: Redis | null = null,
): Promise<PointerStore> {
  if (!redisUrl) return Promise.resolve(createFilePointerStore(releasesDir));
  if (connection) {
    return Promise.resolve(
      createRedisPointerStore(connection, { location: redisLocation(redisUrl), owned: false, releasesDir }),
    );
  }
  return connectRedisStore(redisUrl, { releasesDir });
}
