import { readFile, stat } from 'node:fs/promises';

/** A file of a deployed build, parsed; null when it is missing or unreadable (the page then goes without). */
export interface DeployedFile<T> {
  read(): Promise<T | null>;
}

// A page reads several files; checking each on every request would cost more than rendering did.
export const LOCAL_RECHECK_MS = 500;

/**
 * A file in a local dist/: read again when its build is redeployed, which the edge notices within
 * `recheckMs` (a stat at most that often, not one per request).
 */
export function localFile<T>(
  file: string,
  parse: (text: string) => T | null,
  recheckMs = LOCAL_RECHECK_MS,
): DeployedFile<T> {
  let cached: { mtimeMs: number; size: number; value: T | null } | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<T | null> | null = null;
  const check = async (): Promise<T | null> => {
    try {
      const { mtimeMs, size } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { mtimeMs, size, value: parse(await readFile(file, 'utf8')) };
      }
      return cached.value;
    } catch {
      cached = null;
      return null;
    } finally {
      checkedAt = Date.now();
      checking = null;
    }
  };
  return {
    read() {
      if (Date.now() - checkedAt < recheckMs) return Promise.resolve(cached?.value ?? null);
      checking ??= check();
      return checking;
    },
  };
}

export interface ForeignFileOptions {
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A file of a remote deployed elsewhere, fetched at most once per `ttlMs`. Only the first visitor
 * waits (at most `timeoutMs`); later ones get the last known copy while it refreshes. A failed refresh
 * keeps the last copy: hashed chunks stay on a remote's host after a redeploy.
 */
export function foreignFile<T>(
  url: string,
  parse: (text: string) => T | null,
  { ttlMs = 30_000, timeoutMs = 1000, fetchImpl = fetch }: ForeignFileOptions = {},
): DeployedFile<T> {
  let value: T | null = null;
  let fetchedAt: number | null = null;
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? parse(await response.text()) : null))
      .catch(() => null)
      .then((fresh) => {
        value = fresh ?? value;
        fetchedAt = Date.now();
        refreshing = null;
      });
    return refreshing;
  };
  return {
    async read() {
      if (fetchedAt === null) await refresh();
      else if (Date.now() - fetchedAt >= ttlMs) void refresh();
      return value;
    },
  };
}
