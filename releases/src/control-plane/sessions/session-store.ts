import type { SessionBackend, SessionRecord } from '../../model/storage/sessions/session-backend';
import { isSessionId, newSessionId, SESSION_TTL_MS, sessionKey } from './console-session';

export interface SessionStore {
  /** Opens a session for the token with this name and hash; returns the id the cookie carries. */
  open(token: { name: string; hash: string }): Promise<{ id: string; expiresAt: Date }>;
  /** The live session an id names, or null (unknown, ended or expired). */
  find(id: string): Promise<SessionRecord | null>;
  end(id: string): Promise<void>;
}

/**
 * The session store over a backend. Nothing is cached: every replica reads the backend on every
 * request, so a session ended on one replica is refused by all of them at once.
 */
export function sessionStoreOn(backend: SessionBackend, { now = () => Date.now() } = {}): SessionStore {
  return {
    async open({ name, hash }) {
      const id = newSessionId();
      const at = now();
      const record = {
        tokenName: name,
        tokenHash: hash,
        createdAt: new Date(at).toISOString(),
        expiresAt: at + SESSION_TTL_MS,
      };
      await backend.put(sessionKey(id), record);
      return { id, expiresAt: new Date(record.expiresAt) };
    },
    async find(id) {
      if (!isSessionId(id)) return null;
      const record = await backend.get(sessionKey(id));
      if (!record) return null;
      if (record.expiresAt > now()) return record;
      await backend.remove(sessionKey(id));
      return null;
    },
    async end(id) {
      if (isSessionId(id)) await backend.remove(sessionKey(id));
    },
  };
}
