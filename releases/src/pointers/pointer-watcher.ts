import { access } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import type { PointerStore, Pointers } from './pointer-store';
import { EMPTY_POINTER, type ReleasePointer } from './release-pointer';
import { releaseFolder } from '../store/release-store';

/** How often an edge reads the pointers: a switch reaches every edge within a few of these. */
export const POINTER_POLL_MS = 1000;

export interface ReleaseWatcher {
  /** The pointers this edge serves by, as last read. */
  current(): Pointers;
  /** Whether the pointers have been read at least once (before that, nothing is live). */
  hasRead(): boolean;
  /** Reads the pointers once more now (the first read, and tests that cannot wait for the poll). */
  refresh(): Promise<void>;
  close(): void;
}

const EMPTY = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, EMPTY_POINTER])) as Pointers;

/**
 * Follows the release pointers: one read of the store (one MGET, or one stat per package) per
 * poll. A pointer naming a release whose folder this edge cannot see yet is not followed (the edge
 * keeps serving what it had, and says so); a store that cannot be read keeps the last pointers.
 */
export function watchReleases(
  store: PointerStore,
  releasesDir: string,
  log: FastifyBaseLogger,
  pollMs = POINTER_POLL_MS,
): ReleaseWatcher {
  let pointers = EMPTY;
  let everRead = false;
  let failing = false;
  const missing = new Set<string>();
  const present = new Set<string>();
  let reading: Promise<void> | null = null;

  async function available(name: PackageName, id: string | null | undefined): Promise<boolean> {
    if (!id || present.has(`${name}/${id}`)) return true;
    try {
      await access(releaseFolder(releasesDir, name, id));
      present.add(`${name}/${id}`);
      return true;
    } catch {
      if (!missing.has(`${name}/${id}`))
        log.error({ package: name, release: id }, 'release pointed to but not on this edge');
      missing.add(`${name}/${id}`);
      return false;
    }
  }

  async function accept(name: PackageName, next: ReleasePointer): Promise<ReleasePointer> {
    const ready = (await available(name, next.active)) && (await available(name, next.canary?.id));
    return ready ? next : pointers[name];
  }

  async function read(): Promise<void> {
    try {
      const fresh = await store.readAll();
      const accepted = await Promise.all(PACKAGE_NAMES.map((name) => accept(name, fresh[name])));
      pointers = Object.fromEntries(PACKAGE_NAMES.map((name, index) => [name, accepted[index]])) as Pointers;
      everRead = true;
      if (failing) log.info('release pointers readable again');
      failing = false;
    } catch (error) {
      if (!failing) log.error({ err: error }, 'release pointers unreadable: serving the last ones read');
      failing = true;
    }
  }

  const refresh = () => {
    reading ??= read().finally(() => (reading = null));
    return reading;
  };
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  return { current: () => pointers, hasRead: () => everRead, refresh, close: () => clearInterval(timer) };
}
