import { declaredSearch } from 'shared-config/site-paths';
import { normalJobSearch } from 'shared-config/validation';
import type { PageRoute } from 'releases/model';

const CAREER_LIST = 'careers/CareerPage';

/**
 * The part of a URL's query string (`?…` or '') a page reads, in one form for every URL that shows
 * the same page: only the parameters its route declares, empty ones dropped, sorted by name; the
 * career list's search normalised as its renders are (`normalJobSearch`: `q` trimmed and
 * case-folded, defaults left out). Composed pages and canonical links are keyed by it, so junk
 * parameters, their order and case variants never multiply what the edge composes and keeps.
 */
export function pageSearch(route: Pick<PageRoute, 'page' | 'query'> | undefined, search: string): string {
  if (!route) return '';
  const query = declaredSearch(route, search);
  return route.page === CAREER_LIST ? normalJobSearch(query) : query;
}
