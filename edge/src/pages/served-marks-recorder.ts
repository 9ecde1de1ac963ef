import type { FastifyBaseLogger } from 'fastify';
import { PACKAGE_NAMES, type PackageName, type PointerStore } from 'releases';

/** How often an edge tells the store which releases it served: retention counts from the last time. */
const FLUSH_MS = 60_000;

export interface ServedMarksRecorder {
  /** Notes the releases one page was composed from. */
  note(ids: Record<PackageName, string | null>): void;
  /** Writes what was noted (at close, and every minute). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells the pointer store, about once a minute, which releases this edge served, so retention never
 * removes a release a page was composed from lately (an open tab still loads its chunks). A page costs
 * a Map update; a failed write (Redis down) is tried again with the next minute's.
 */
export function recordServedReleases(
  store: PointerStore,
  log: FastifyBaseLogger,
  flushMs = FLUSH_MS,
): ServedMarksRecorder {
  const pending = new Map<string, { name: PackageName; id: string }>();
  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const releases = [...pending.values()];
    pending.clear();
    try {
      await store.recordServed(releases, Date.now());
    } catch (error) {
      for (const release of releases) pending.set(`${release.name}/${release.id}`, release);
      log.warn({ err: error }, 'could not note the releases served: trying again in a minute');
    }
  }
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    note(ids) {
      for (const name of PACKAGE_NAMES) {
        const id = ids[name];
        if (id) pending.set(`${name}/${id}`, { name, id });
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
