import type { FastifyBaseLogger } from 'fastify';
import { PACKAGE_NAMES, type PackageName } from 'releases/model';
import type { ChangeRequests } from 'releases/edge';

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
 * Tells the control plane, about once a minute, which releases this edge served, so retention never
 * removes a release a page was composed from lately (an open tab still loads its chunks). A page costs
 * a Map update; a request that fails (no release service, or one that does not answer) is tried again
 * with the next minute's, said once until one succeeds.
 */
export function recordServedReleases(
  requests: Pick<ChangeRequests, 'recordServed'>,
  log: FastifyBaseLogger,
  flushMs = FLUSH_MS,
): ServedMarksRecorder {
  const pending = new Map<string, { name: PackageName; id: string }>();
  let failing = false;
  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const releases = [...pending.values()];
    pending.clear();
    try {
      await requests.recordServed(releases, Date.now());
      failing = false;
    } catch (error) {
      for (const release of releases) pending.set(`${release.name}/${release.id}`, release);
      if (!failing) log.warn({ err: error }, 'could not have the releases served noted: trying again every minute');
      failing = true;
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
