import type { Redis } from 'ioredis';
import { openObjectStore, type ObjectStoreLocation } from './object-store/object-store';
import { objectReleaseFiles } from './release-files/object-release-files';
import { createFilePointerStore } from './pointers/file-pointer-store';
import type { PointerStore } from './pointers/pointer-store';
import { createRedisPointerStore } from './pointers/redis-pointer-store';
import { connectRedis, redisLocation } from './redis/redis-client';
import { folderReleaseFiles } from './release-files/folder-release-files';
import type { ReleaseFiles } from './release-files/release-files';
import { fileServedMarks } from './served-marks/file-served-marks';
import { redisServedMarks } from './served-marks/redis-served-marks';
import type { ServedMarks } from './served-marks/served-marks';
import { fileRolloutStore } from './rollouts/file-rollout-store';
import { redisRolloutStore } from './rollouts/redis-rollout-store';
import type { RolloutStore } from './rollouts/rollout-store';
import { fileSessionBackend } from './sessions/file-session-backend';
import { redisSessionBackend } from './sessions/redis-session-backend';
import type { SessionBackend } from './sessions/session-backend';
import { fileTokenBackend } from './tokens/file-token-backend';
import { fileWebhookBackend } from './webhooks/file-webhook-backend';
import { redisWebhookBackend } from './webhooks/redis-webhook-backend';
import type { WebhookBackend } from './webhooks/webhook-backend';
import { redisTokenBackend } from './tokens/redis-token-backend';
import type { TokenBackend } from './tokens/token-backend';

/** What names where the stores are: the settings every side reads (release-environment.ts). */
export interface StoreLocation {
  releasesDir: string;
  redisUrl: string | null;
  /** The bucket of the release files; unset or null: the folder RELEASES_DIR. */
  objectStore?: ObjectStoreLocation | null;
  /** Where a bucket's releases are fetched to on this machine (RELEASE_CACHE_DIR); needed with `objectStore`. */
  releaseCacheDir?: string;
}

/** Every store of the releases, opened together from one configuration. */
export interface ReleaseStores {
  /** Each package's release files and records (RELEASES_DIR). */
  releases: ReleaseFiles;
  /** The release pointers and the release log (Redis with REDIS_URL, else files in RELEASES_DIR). */
  pointers: PointerStore;
  /** When each release was last served, by any edge (beside the pointers). */
  served: ServedMarks;
  /** The release tokens, as hashes (beside the pointers). */
  tokens: TokenBackend;
  /** The release console's sign-in sessions (beside the tokens). */
  sessions: SessionBackend;
  /** The rollouts the release service moves on (beside the pointers). */
  rollouts: RolloutStore;
  /** The teams' webhooks and their last deliveries (beside the tokens). */
  webhooks: WebhookBackend;
  /** Where they are, in words, for a message that found nothing there. */
  description: string;
  /** Closes what the stores opened (a connection of their own; never a client they were given). */
  close(): Promise<void>;
}

/**
 * The release files alone, which need no Redis: the emergency override pins a release while Redis
 * is down. `openReleaseStores` opens them the same way.
 */
export function openReleaseFiles({
  releasesDir,
  objectStore = null,
  releaseCacheDir,
}: Omit<StoreLocation, 'redisUrl'>): ReleaseFiles {
  if (!objectStore) return folderReleaseFiles(releasesDir);
  // No default here: a default of its own would differ from the one RELEASE_CACHE_DIR has, and an edge
  // would fetch into one folder and serve from the other.
  if (!releaseCacheDir)
    throw new Error('the release files in a bucket need the folder they are fetched to (releaseCacheDir)');
  return objectReleaseFiles(openObjectStore(objectStore), {
    prefix: objectStore.prefix,
    cacheDir: releaseCacheDir,
    releasesDir,
  });
}

/**
 * The one place that chooses where each store lives. Release files: the folder RELEASES_DIR.
 * Pointers, log, served marks, tokens, sessions, rollouts and webhooks: Redis with REDIS_URL, through `redis` (a
 * process's long-lived client, see redis-client.ts) or else a connection of the stores' own that
 * fails fast (a command line's), closed with them; else files in RELEASES_DIR.
 */
export async function openReleaseStores(
  location: StoreLocation,
  { redis = null }: { redis?: Redis | null } = {},
): Promise<ReleaseStores> {
  const { releasesDir, redisUrl } = location;
  const releases = openReleaseFiles(location);
  const files = location.objectStore ? releases.location : releasesDir;
  if (!redisUrl) {
    return {
      releases,
      pointers: createFilePointerStore(releasesDir),
      served: fileServedMarks(releasesDir),
      tokens: fileTokenBackend(releasesDir),
      sessions: fileSessionBackend(releasesDir),
      rollouts: fileRolloutStore(releasesDir),
      webhooks: fileWebhookBackend(releasesDir),
      description: files,
      close: async () => undefined,
    };
  }
  const where = redisLocation(redisUrl);
  const client = redis ?? (await connectRedis(redisUrl));
  return {
    releases,
    pointers: createRedisPointerStore(client, { location: where, releasesDir }),
    served: redisServedMarks(client, where),
    tokens: redisTokenBackend(client, where),
    sessions: redisSessionBackend(client, where),
    rollouts: redisRolloutStore(client, where),
    webhooks: redisWebhookBackend(client, where),
    description: `${files} (pointers and log in Redis at ${where})`,
    close: async () => {
      if (!redis) client.disconnect();
    },
  };
}
