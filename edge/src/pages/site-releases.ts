import type { FastifyBaseLogger } from 'fastify';
import type { SiteTable } from 'shared-config/site-table';
import type { EdgeConfig } from '../config';
import { noteSiteUrl, PACKAGE_NAMES, type PointerStore, type ReleaseStores } from 'releases/model';
import { openReleaseCache, type ChangeRequests } from 'releases/edge';
import { createReleaseBuilds, type SiteComposition } from './release-builds';
import { recordServedReleases } from './served-marks-recorder';
import { startServedReleases, type Served, type ServedReleases } from './served-releases';

export interface SiteReleases extends Omit<ServedReleases, 'close'> {
  /** The pointers this edge reads (never writes: it asks the control plane, through its change requests). */
  pointers: PointerStore;
  compose(served: Served): SiteComposition | null;
  close(): Promise<void>;
  /**
   * The route table of the stable composition (every package's active release, never a canary or a
   * preview): the sitemap and canonical links are the same for every visitor and search engine.
   */
  stableTable(): Promise<SiteTable | null>;
  /** The stable composition itself, null while no shell release is active. */
  stableSite(): SiteComposition | null;
}

/**
 * The releases this edge serves: the pointers (Redis, shared by every edge, when REDIS_URL is set;
 * else RELEASES_DIR), each visitor's choice among them, and the builds they are composed from. The
 * halts it decides and the releases it served go to the control plane (`requests`).
 */
export async function startSiteReleases(
  config: EdgeConfig,
  stores: Pick<ReleaseStores, 'pointers' | 'releases'>,
  requests: ChangeRequests,
  log: FastifyBaseLogger,
  pollMs?: number,
): Promise<SiteReleases> {
  const cache = openReleaseCache(stores.releases, {
    bucket: config.objectStore !== null,
    releasesDir: config.releasesDir,
    cacheDir: config.releaseCache.dir,
    maxBytes: config.releaseCache.maxBytes,
  });
  const served = await startServedReleases(config, stores.pointers, cache, requests, log, pollMs);
  const builds = createReleaseBuilds(config);
  const marks = recordServedReleases(requests, log);
  // The release commands print links to where this edge serves (when PUBLIC_URL is not set for them).
  await noteSiteUrl(config.releasesDir, config.publicUrl).catch((error: unknown) =>
    log.warn({ err: error }, 'could not note the site address beside the releases'),
  );
  function stableSite(): SiteComposition | null {
    const pointers = served.watcher.current();
    const ids = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, pointers[name].active])) as Served['ids'];
    // A remote pinned elsewhere has no release here, as for visitors.
    for (const name of PACKAGE_NAMES) if (name !== 'shell' && config.remoteUrls[name]) ids[name] = null;
    return builds.compose({ ids, previews: [], personal: false });
  }

  return {
    ...served,
    pointers: stores.pointers,
    compose(visitor) {
      marks.note(visitor.ids);
      return builds.compose(visitor);
    },
    async close() {
      served.close();
      await marks.close();
    },
    stableSite,
    async stableTable() {
      return (await stableSite()?.table()) ?? null;
    },
  };
}
