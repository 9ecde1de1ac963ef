import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeConfig } from '../config';
import { openPointerStore } from 'releases/pointers/open-pointer-store';
import type { PointerStore } from 'releases/pointers/pointer-store';
import { sitemapPaths } from '../seo/site-pages';
import { createReleaseBuilds, type SiteComposition } from './release-builds';
import { startServedReleases, type Served, type ServedReleases } from './served-releases';

/** The page paths of the route table a visitor's shell release ships, for the sitemap. */
export interface SitePages {
  /** Null when the shell release ships no route table. */
  pages: string[] | null;
  /** True when this visitor's shell is not the one everyone gets (a canary or a preview). */
  personal: boolean;
}

export interface SiteReleases extends ServedReleases {
  /** The pointers' store: an edge halts a failing canary through it, as the release commands do. */
  store: PointerStore;
  compose(served: Served): SiteComposition | null;
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
  return {
    ...served,
    store,
    compose: builds.compose,
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
