import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheBudget } from '../api/cache-budget';
import { createProviderClient } from '../api/provider-client';
import type { EdgeConfig } from '../config';
import { registerCanonicalLinks } from './canonical-link';
import { createOpenJobsIndex } from './open-jobs-index';
import { renderRobots, renderSitemap, type SitemapJob } from './render-sitemap';
import { SITE_PAGES } from './site-pages';

/** The page paths of the site a visitor is served (its shell release's route table), when known. */
export type SitePagesOf = (request: FastifyRequest) => Promise<{ pages: string[] | null; personal: boolean }>;

/**
 * `GET /robots.txt`, `GET /sitemap.xml` (every page and every open job) and each page's canonical link,
 * all on the site's PUBLIC_URL.
 */
export async function registerSeo(
  app: FastifyInstance,
  config: EdgeConfig,
  sitePagesOf: SitePagesOf = async () => ({ pages: null, personal: false }),
): Promise<void> {
  const index = createOpenJobsIndex(
    createProviderClient(config),
    config.sitemapCacheTtlMs,
    cacheBudget(config.apiCacheMaxBytes, 'sitemapIndex'),
  );

  registerCanonicalLinks(app, config.publicUrl);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderRobots(config.publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    let jobs: SitemapJob[] = [];
    let complete = true;
    try {
      jobs = await index.openJobs();
    } catch (error) {
      // The pages are worth listing even while the job board is down; the jobs come back next time.
      request.log.warn({ err: error }, 'sitemap without jobs: the job list could not be read');
      complete = false;
    }
    const { pages, personal } = await sitePagesOf(request);
    const shared = complete ? `public, max-age=${Math.round(config.sitemapCacheTtlMs / 1000)}` : 'no-cache';
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', personal ? 'private, no-cache' : shared)
      .send(renderSitemap(config.publicUrl, jobs, pages ?? SITE_PAGES));
  });
}
