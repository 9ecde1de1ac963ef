import type { FastifyInstance } from 'fastify';
import type { SiteTable } from 'shared-config/site-table';
import type { PageRoute } from 'releases/checks/route-table';
import { matchIn } from '../pages/page-routing';
import { pageSearch } from '../pages/page-search';

/**
 * The one URL path search engines should index for a page path of `routes`, or null for paths that
 * are not pages (or pages the sitemap leaves out): the route as written (any case, a trailing slash
 * dropped) with only the query parameters it reads, normalised as its cache key is (a careers search:
 * junk parameters and case variants are the same page), and a page with parameters by its encoded
 * parameters (a job by its id).
 */
export function canonicalPath(url: string, routes: readonly PageRoute[]): string | null {
  const [pathname = '', search = ''] = url.split(/\?(.*)/s, 2);
  const match = matchIn(routes, pathname);
  const route = match && routes.find((candidate) => candidate.path === match.path);
  if (!match || !route) return null;
  if (route.path.includes(':')) {
    return route.path.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(match.params[name] ?? ''));
  }
  return route.sitemap ? `${route.path}${pageSearch(route, `?${search}`)}` : null;
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
    const path = table ? canonicalPath(request.url, table.routes) : null;
    if (path !== null) reply.header('Link', `<${publicUrl}${path}>; rel="canonical"`);
  });
}
