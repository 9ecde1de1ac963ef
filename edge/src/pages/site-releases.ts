import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeConfig } from '../config';
import { noteSiteUrl } from 'releases/config/site-url';
import { openPointerStore } from 'releases/pointers/open-pointer-store';
import type { PointerStore } from 'releases/pointers/pointer-store';
import { sitemapPaths } from '../seo/site-pages';
import { createReleaseBuilds, type SiteComposition } from './release-builds';
import { recordServedReleases } from './served-marks-recorder';
import { startServedReleases, type Served, type ServedReleases } from './served-releases';

/** The page paths of the route table a visitor's shell release ships, for the sitemap. */
export interface SitePages {
  /** Null when the shell release ships no route table. */
  pages: string[] | null;
  /** True when this visitor's shell is not the one everyone gets (a canary or a preview). */
  personal: boolean;
}

export interface SiteReleases extends Omit<ServedReleases, 'close'> {
  /** The pointers' store: an edge halts a failing canary through it, as the release commands do. */
  store: PointerStore;
  compose(served: Served): SiteComposition | null;
  close(): Promise<void>;
  sitePages(request: FastifyRequest): Promise<SitePages>;
}

/**
 * The releases this edge serves: the pointers (Redis, shared by every edge, when REDIS_URL is set;
 * else RELEASES_DIR), each visitor's choice among them, and the builds they are composed from.
 */
export async function startSiteReleases(
  config: EdgeConfig,
  redis: Redis | null,
  log: FastifyBaseLogger,
  pollMs?: number,
): Promise<SiteReleases> {
  const store = await openPointerStore(config, redis);
  const served = await startServedReleases(config, store, log, pollMs);
  const builds = createReleaseBuilds(config);
  const marks = recordServedReleases(store, log);
  // The release commands print links to where this edge serves (when PUBLIC_URL is not set for them).
  await noteSiteUrl(config.releasesDir, config.publicUrl).catch((error: unknown) =>
    log.warn({ err: error }, 'could not note the site address beside the releases'),
  );
  return {
    ...served,
    store,
    compose(visitor) {
      marks.note(visitor.ids);
      return builds.compose(visitor);
    },
    async close() {
      served.close();
      await marks.close();
    },
    async sitePages(request) {
      const visitor = await served.peek(request);
      const site = builds.compose(visitor);
      const routes = site ? await site.shell.routes.read() : null;
      return {
        pages: routes && sitemapPaths(routes),
        personal: visitor.ids.shell !== served.watcher.current().shell.active,
      };
    },
  };
}
