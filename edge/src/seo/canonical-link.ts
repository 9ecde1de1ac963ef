import type { FastifyInstance } from 'fastify';
import { matchPage } from 'shell/routes';
import { normalJobSearch } from 'shared-config/validation';
import { jobDetailsPath, SITE_PAGES } from './site-pages';

const byLowerCase = new Map(SITE_PAGES.map((page) => [page.toLowerCase(), page]));

/**
 * The one URL path search engines should index for a page path, or null for paths that are not
 * pages: the route as written (any case, a trailing slash dropped), a job by its encoded id, and a
 * careers search by its normalised query (junk parameters and case variants are the same page).
 */
export function canonicalPath(url: string): string | null {
  const [pathname = '', search = ''] = url.split(/\?(.*)/s, 2);
  const page = byLowerCase.get(pathname.replace(/(?<=.)\/+$/, '').toLowerCase());
  if (page === '/career') return `${page}${normalJobSearch(search)}`;
  if (page !== undefined) return page;
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
