import { createFilePointerStore } from './file-pointer-store';
import type { PointerStore } from './pointer-store';
import { connectRedisStore } from './redis-pointer-store';

/** The pointer store the environment names: Redis with REDIS_URL, else files in RELEASES_DIR. */
export const openPointerStore = ({ releasesDir, redisUrl }: { releasesDir: string; redisUrl: string | null }) =>
  redisUrl ? connectRedisStore(redisUrl) : Promise.resolve<PointerStore>(createFilePointerStore(releasesDir));
