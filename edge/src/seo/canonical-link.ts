import type { FastifyInstance } from 'fastify';
import { fillPath } from 'shared-config/site-paths';
import type { SiteTable } from 'shared-config/site-table';
import { pageAt } from '../pages/page-routing';
import { pageSearch } from '../pages/page-search';

/**
 * The one URL path search engines should index for a page path of `table`, or null for paths that
 * are not pages (or pages the sitemap leaves out): the route as written (any case, a trailing slash
 * dropped) with only the query parameters it reads, normalised as its cache key is (a careers search:
 * junk parameters and case variants are the same page), and a page with parameters by its encoded
 * parameters (a job by its id).
 */
export function canonicalPath(url: string, table: SiteTable): string | null {
  const page = pageAt(table, url);
  if (!page) return null;
  const { match, route } = page;
  if (route.path.includes(':')) return fillPath(match.path, match.params);
  const index = url.indexOf('?');
  return route.sitemap ? `${route.path}${pageSearch(route, index === -1 ? '' : url.slice(index))}` : null;
}

/**
 * Every page answer names its canonical URL on the site's PUBLIC_URL (an HTTP `Link` header, which
 * search engines read like the `<link rel="canonical">` element), never on the Host it was asked for,
 * by the stable composition's route table: a canary or a preview never changes what is indexed.
 */
export function registerCanonicalLinks(
  app: FastifyInstance,
  publicUrl: string,
  stableTable: () => Promise<SiteTable | null>,
): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 200 || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const table = await stableTable();
    const path = table ? canonicalPath(request.url, table) : null;
    if (path !== null) reply.header('Link', `<${publicUrl}${path}>; rel="canonical"`);
  });
}
