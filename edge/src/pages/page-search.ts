import { SITE_ROUTES } from 'shared-config/site-routes';
import { normalJobSearch } from 'shared-config/validation';
import type { PageRoute } from 'releases/checks/route-table';

const CAREER_LIST = 'careers/CareerPage';

/**
 * The query parameters a page reads, as its route declares them. A route table from a shell built
 * before routes declared them has none: the edge's own table's, for the same page, stands in.
 */
function declaredQuery(route: Pick<PageRoute, 'page' | 'query'>): readonly string[] {
  return route.query ?? SITE_ROUTES.find((known) => known.page === route.page)?.query ?? [];
}

/**
 * The part of a URL's query string (`?…` or '') a page reads, in one form for every URL that shows
 * the same page: only the parameters its route declares, empty ones dropped, sorted by name; the
 * career list's search normalised as its renders are (`normalJobSearch`: `q` trimmed and
 * case-folded, defaults left out). Composed pages and canonical links are keyed by it, so junk
 * parameters, their order and case variants never multiply what the edge composes and keeps.
 */
export function pageSearch(route: Pick<PageRoute, 'page' | 'query'> | undefined, search: string): string {
  if (!route) return '';
  const declared = declaredQuery(route);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (value !== '' && declared.includes(name)) kept.append(name, value);
  }
  kept.sort();
  const query = kept.size > 0 ? `?${kept.toString()}` : '';
  return route.page === CAREER_LIST ? normalJobSearch(query) : query;
}
