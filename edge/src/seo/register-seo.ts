import type { FastifyInstance } from 'fastify';
import type { SiteTable } from 'shared-config/site-table';
import { cacheBudget } from '../provider/cache-budget';
import { createProviderClient } from '../provider/provider-client';
import type { EdgeConfig } from '../config';
import { createOpenJobsIndex } from './open-jobs-index';
import { renderRobots, renderSitemap, type SitemapJob } from './render-sitemap';

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (every page and every open job), on the site's PUBLIC_URL,
 * from the stable composition's route table (every package's active release), as each page's canonical
 * link is (register-pages.ts): a page a remote release adds is listed once it is active, and gone once
 * rolled back.
 */
export async function registerSeo(
  app: FastifyInstance,
  config: EdgeConfig,
  stableTable: () => Promise<SiteTable | null>,
): Promise<void> {
  const index = createOpenJobsIndex(
    createProviderClient(config),
    config.sitemapCacheTtlMs,
    cacheBudget(config.apiCacheMaxBytes, 'sitemapIndex'),
  );

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
    const table = await stableTable();
    const shared = complete && table ? `public, max-age=${Math.round(config.sitemapCacheTtlMs / 1000)}` : 'no-cache';
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', shared)
      .send(renderSitemap(config.publicUrl, jobs, table?.routes ?? []));
  });
}
