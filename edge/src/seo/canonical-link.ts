import type { FastifyInstance } from 'fastify';
import { SITE_ROUTES } from 'shared-config/site-routes';
import { matchPage } from 'shell/routes';
import { pageSearch } from '../pages/page-search';
import { jobDetailsPath, SITE_PAGES } from './site-pages';

const byLowerCase = new Map(
  SITE_ROUTES.filter((route) => SITE_PAGES.includes(route.path)).map((route) => [route.path.toLowerCase(), route]),
);

/**
 * The one URL path search engines should index for a page path, or null for paths that are not
 * pages: the route as written (any case, a trailing slash dropped) with only the query parameters
 * it reads, normalised as its cache key is (a careers search: junk parameters and case variants are
 * the same page), and a job by its encoded id.
 */
export function canonicalPath(url: string): string | null {
  const [pathname = '', search = ''] = url.split(/\?(.*)/s, 2);
  const route = byLowerCase.get(pathname.replace(/(?<=.)\/+$/, '').toLowerCase());
  if (route !== undefined) return `${route.path}${pageSearch(route, `?${search}`)}`;
  const match = matchPage(pathname);
  return match?.page === 'careers/JobDetailsPage' && match.params.id ? jobDetailsPath(match.params.id) : null;
}

/**
 * Every page answer names its canonical URL on the site's PUBLIC_URL (an HTTP `Link` header, which
 * search engines read like the `<link rel="canonical">` element), never on the Host it was asked for.
 */
export function registerCanonicalLinks(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 200 || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const path = canonicalPath(request.url);
    if (path !== null) reply.header('Link', `<${publicUrl}${path}>; rel="canonical"`);
  });
}
