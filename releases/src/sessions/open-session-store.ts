import type { Redis } from 'ioredis';
import { redisLocation } from '../pointers/redis-pointer-store';
import { fileSessionBackend } from './file-session-backend';
import { redisSessionBackend } from './redis-session-backend';
import { sessionStoreOn, type SessionStore } from './session-store';

/**
 * Where the service keeps console sessions, beside its tokens: Redis with REDIS_URL (the service's
 * own long-lived connection), else files in RELEASES_DIR.
 */
export function openSessionStore(
  { releasesDir, redisUrl }: { releasesDir: string; redisUrl: string | null },
  connection: Redis | null,
): SessionStore {
  if (!redisUrl) return sessionStoreOn(fileSessionBackend(releasesDir));
  if (!connection) throw new Error("console sessions in Redis are kept through the service's own connection");
  return sessionStoreOn(redisSessionBackend(connection, redisLocation(redisUrl), false));
}
