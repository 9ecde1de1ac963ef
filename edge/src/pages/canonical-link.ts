import { fillPath } from 'shared-config/site-paths';
import type { SiteTable } from 'shared-config/site-table';
import { pageAt } from './page-routing';
import { pageSearch } from './page-search';
import { escapeAttribute } from './preload-hints';

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
 * A page's canonical URL (`publicUrl` and its canonicalPath) as the HTTP `Link` header and as the
 * `<link rel="canonical">` element of its head: search engines read either, SEO tools the HTML.
 */
export const canonicalHeader = (href: string) => `<${href}>; rel="canonical"`;
export const canonicalElement = (href: string) => `<link rel="canonical" href="${escapeAttribute(href)}">`;
