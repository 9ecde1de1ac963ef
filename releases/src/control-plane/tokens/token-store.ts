import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { isTokenName, type TokenBackend, type TokenRecord } from '../../model/storage/tokens/token-backend';
import { matchToken, matchTokenHash, newToken, type TokenSummary } from './release-token';

export interface TokenStore {
  location: string;
  /** Stores a new token for `packages` under `name` and returns it: the only time it is ever shown. */
  add(name: string, packages: readonly PackageName[]): Promise<string>;
  /** The same for an edge's token, which may only ask for its edge's halts and served marks. */
  addEdge(name: string): Promise<string>;
  list(): Promise<TokenSummary[]>;
  /** Ends a token: every service refuses it within `REFRESH_MS` plus a request's length. */
  revoke(name: string): Promise<boolean>;
  /** The record `token` belongs to (its use noted), or null for no token of this store. */
  verify(token: string): Promise<TokenRecord | null>;
  /** The same for a token known by its hash (a console session's): null once it is revoked. */
  verifyHash(hash: string): Promise<TokenRecord | null>;
}

/** How old the records a service checks a token against may be: a revoked token is refused after this. */
export const REFRESH_MS = 1000;
/** A token's last use is written at most this often per service (a request must not cost a write). */
const NOTE_USE_MS = 60_000;

/**
 * The token store over a backend: names checked, tokens generated and compared in constant time, the
 * records a service checks against re-read at most every `refreshMs`, uses noted at most once a minute.
 */
export function tokenStoreOn(
  backend: TokenBackend,
  { refreshMs = REFRESH_MS, now = () => Date.now() } = {},
): TokenStore {
  let cached: { at: number; records: Promise<TokenRecord[]> } | null = null;
  const noted = new Map<string, number>();

  const records = () => {
    if (!cached || now() - cached.at >= refreshMs) {
      const read = backend.read();
      cached = { at: now(), records: read };
      // A failed read is not kept: the next request reads again.
      read.catch(() => (cached = null));
    }
    return cached.records;
  };

  return {
    location: backend.location,

    async add(name, packages) {
      if (packages.length === 0) throw new ReleaseError('which packages may the token change? name at least one');
      return insert(name, packages);
    },

    addEdge: (name) => insert(name, 'edge'),

    async list() {
      const [all, used] = await Promise.all([backend.read(), backend.usedTimes()]);
      return all.map(({ name, packages, createdAt, role }) => {
        const last = used.get(name);
        return {
          name,
          packages,
          role: role ?? 'team',
          createdAt,
          lastUsedAt: last === undefined ? null : new Date(last).toISOString(),
        };
      });
    },

    async revoke(name) {
      const removed = await backend.remove(name);
      cached = null;
      return removed;
    },

    verify: async (token) => noteUse(matchToken(token, await records())),
    verifyHash: async (hash) => noteUse(matchTokenHash(hash, await records())),
  };

  /** Stores a new token under `name` (checked) and returns it. */
  async function insert(name: string, packages: readonly PackageName[] | 'edge'): Promise<string> {
    if (!isTokenName(name)) {
      throw new ReleaseError(
        `'${name}' cannot name a token: lower-case letters, digits, '.', '_' and '-', starting with a letter or digit`,
      );
    }
    const { token, record } = newToken(name, packages, new Date(now()));
    if (!(await backend.insert(record))) {
      throw new ReleaseError(
        `a token named ${name} exists already (${backend.location}): revoke it first, or choose another name`,
      );
    }
    cached = null;
    return token;
  }

  /** Notes a use of the record a request matched, at most once a minute; passes the record on. */
  async function noteUse(record: TokenRecord | null): Promise<TokenRecord | null> {
    if (!record) return null;
    const at = now();
    if (at - (noted.get(record.name) ?? 0) >= NOTE_USE_MS) {
      noted.set(record.name, at);
      // Noting a use must never refuse a request.
      await backend.noteUsed(record.name, at).catch(() => noted.delete(record.name));
    }
    return record;
  }
}
