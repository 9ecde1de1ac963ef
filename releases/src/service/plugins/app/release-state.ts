import type { FastifyInstance } from 'fastify';
import type { ReleaseEnvironment } from '../../../config/release-environment';
import type { ReleaseContext } from '../../../commands/release-context';
import type { PointerStore } from '../../../pointers/pointer-store';
import { memorySessionBackend, sessionStoreOn, type SessionStore } from '../../../sessions/session-store';
import type { TokenStore } from '../../../tokens/token-store';

/** What every route works with: the store the edges read, the tokens, and where they are. */
interface ReleaseState {
  environment: ReleaseEnvironment;
  store: PointerStore;
  tokens: TokenStore;
  /** The console's sign-in sessions, each naming the token it was opened with. */
  sessions: SessionStore;
  /** Where the releases, pointers and log are, for a message that found nothing there. */
  storeDescription: string;
  /** The release commands' context for a change made by `actor` (a token's name). */
  contextFor(actor: string): ReleaseContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseState;
  }
}

export interface ReleaseStateOptions {
  environment: ReleaseEnvironment;
  store: PointerStore;
  tokens: TokenStore;
  /**
   * Where console sessions are kept (`openSessionStore`: beside the tokens); without one, in this
   * process's memory, as for a release command's own service, which nobody signs in to.
   */
  sessions?: SessionStore;
  /** Where the pointers and log live, when not in RELEASES_DIR (Redis's host:port). */
  redisLocation: string | null;
}

/** Decorates the service with its store, tokens and sessions; they are closed with it. */
export function registerReleaseState(
  app: FastifyInstance,
  { environment, store, tokens, sessions = sessionStoreOn(memorySessionBackend()), redisLocation }: ReleaseStateOptions,
) {
  const storeDescription = redisLocation
    ? `${environment.releasesDir} (pointers and log in Redis at ${redisLocation})`
    : environment.releasesDir;
  app.decorate('releases', {
    environment,
    store,
    tokens,
    sessions,
    storeDescription,
    contextFor: (actor: string) => ({ releasesDir: environment.releasesDir, store, actor }),
  });
  app.addHook('onClose', async () => {
    await Promise.all([store.close(), tokens.close(), sessions.close()]);
  });
}
