import type { FastifyInstance } from 'fastify';
import type { ReleaseEnvironment } from '../../../../model/config/release-environment';
import type { ReleaseStores } from '../../../../model/storage/open-release-stores';
import { memorySessionBackend } from '../../../../model/storage/sessions/session-backend';
import { changesBy, type ChangeContext } from '../../../changes/change-context';
import { sessionStoreOn, type SessionStore } from '../../../sessions/session-store';
import { tokenStoreOn, type TokenStore } from '../../../tokens/token-store';

/** What every route works with: the stores the edges read, the tokens and sessions, and where they are. */
interface ReleaseState {
  environment: ReleaseEnvironment;
  stores: ReleaseStores;
  tokens: TokenStore;
  /** The console's sign-in sessions, each naming the token it was opened with. */
  sessions: SessionStore;
  /** The change functions' context for a change made by `actor` (a token's name). */
  contextFor(actor: string): ChangeContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseState;
  }
}

export interface ReleaseStateOptions {
  environment: ReleaseEnvironment;
  /** Every store, from `openReleaseStores`: closed with the service. */
  stores: ReleaseStores;
  /** The tokens requests are checked against; unset: the stores' own (a release command's service gives its own). */
  tokens?: TokenStore;
  /**
   * Where console sessions are kept: the stores' own; a release command's own service, which nobody
   * signs in to, keeps them in its memory.
   */
  sessionsInMemory?: boolean;
}

/** Decorates the service with its stores, tokens and sessions; they are closed with it. */
export function registerReleaseState(
  app: FastifyInstance,
  { environment, stores, tokens = tokenStoreOn(stores.tokens), sessionsInMemory = false }: ReleaseStateOptions,
) {
  app.decorate('releases', {
    environment,
    stores,
    tokens,
    sessions: sessionStoreOn(sessionsInMemory ? memorySessionBackend() : stores.sessions),
    contextFor: (actor: string) => changesBy(stores, actor),
  });
  app.addHook('onClose', () => stores.close());
}
