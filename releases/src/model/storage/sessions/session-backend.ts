import { Type } from '@sinclair/typebox';
import { TOKEN_NAME } from '../tokens/token-backend';

/** What a store keeps of a console session: whose token opened it (by the token's hash) and until when. */
export const SESSION_RECORD = Type.Object({
  tokenName: TOKEN_NAME,
  tokenHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  createdAt: Type.String(),
  expiresAt: Type.Integer({ description: 'milliseconds since 1970' }),
});

export interface SessionRecord {
  tokenName: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: number;
}

/** Where console sessions are kept: files in RELEASES_DIR, Redis, or (a command's own service) memory. */
export interface SessionBackend {
  /** Keeps a record under `key` until its `expiresAt`. */
  put(key: string, record: SessionRecord): Promise<void>;
  /** The record under `key`, or null (none, or not readable as one). */
  get(key: string): Promise<SessionRecord | null>;
  remove(key: string): Promise<void>;
}

/** Sessions in this process's memory: a release command's own service, which nobody signs in to. */
export function memorySessionBackend(): SessionBackend {
  const records = new Map<string, SessionRecord>();
  return {
    put: async (key, record) => void records.set(key, record),
    get: async (key) => records.get(key) ?? null,
    remove: async (key) => void records.delete(key),
  };
}
