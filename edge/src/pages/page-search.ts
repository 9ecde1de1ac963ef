import { declaredSearch } from 'shared-config/site-paths';
import { normalJobSearch, shownJobSearch } from 'shared-config/validation';
import type { PageRoute } from 'releases/model';

const CAREER_LIST = 'careers/CareerPage';

/**
 * The part of a URL's query string (`?…` or '') a page reads, in one form for every URL that shows
 * the same content: only the parameters its route declares, empty ones dropped, sorted by name; the
 * career list's search normalised as its answers are (`normalJobSearch`: `q` trimmed and case-folded,
 * defaults left out). Canonical links are named by it, so junk parameters, their order and case
 * variants are one page to search engines.
 */
export function pageSearch(route: Pick<PageRoute, 'page' | 'query'> | undefined, search: string): string {
  if (!route) return '';
  const query = declaredSearch(route, search);
  return route.page === CAREER_LIST ? normalJobSearch(query) : query;
}

/**
 * The part of a URL's query string a page draws, in one form for every URL that draws the same page:
 * only the parameters its route declares, empty ones dropped, sorted by name; the career list's search
 * as it shows it (`shownJobSearch`: `q` trimmed, its case kept, defaults left out). Composed pages and
 * careers' renders are keyed by it: the browser that hydrates the page draws what its URL holds, so a
 * `q` in another case is another page, while junk parameters and their order never are.
 */
export function drawnSearch(route: Pick<PageRoute, 'page' | 'query'> | undefined, search: string): string {
  if (!route) return '';
  const query = declaredSearch(route, search);
  return route.page === CAREER_LIST ? shownJobSearch(query) : query;
}
