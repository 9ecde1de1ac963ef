import { createPageMatcher, type PageMatch } from 'shell/routes';
import type { SiteTable } from 'shared-config/site-table';
import type { PageModuleId, PageRoute, RouteRedirect } from 'releases/checks/route-table';

type Matcher<Page extends string> = (pathname: string) => PageMatch<Page> | null;

const pageMatchers = new WeakMap<readonly PageRoute[], Matcher<PageModuleId>>();
const redirectMatchers = new WeakMap<readonly RouteRedirect[], Matcher<string>>();

/** The page a path shows by a composed route table (tables never change: one matcher each). */
export function matchIn(routes: readonly PageRoute[] | null, pathname: string): PageMatch<PageModuleId> | null {
  if (!routes) return null;
  let match = pageMatchers.get(routes);
  if (!match) pageMatchers.set(routes, (match = createPageMatcher(routes)));
  return match(pathname);
}

function redirectIn(redirects: readonly RouteRedirect[] | null, pathname: string): string | null {
  if (!redirects?.length) return null;
  let match = redirectMatchers.get(redirects);
  if (!match)
    redirectMatchers.set(redirects, (match = createPageMatcher(redirects.map(({ path, to }) => ({ path, page: to })))));
  return match(pathname)?.page ?? null;
}

/** What a page path answers: a page of the route table (or none, for a shell release without rules), or a redirect. */
export type PageRouting =
  { kind: 'page'; match: PageMatch<PageModuleId> | null } | { kind: 'redirect'; location: string; permanent: boolean };

const queryOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * Routes a page request by the route table composed from the visitor's releases: a page answers
 * itself, an old address of a page is sent to it for good (query kept), and any other path is sent
 * where the shell's not-found rule says with a temporary redirect, so it never answers 200 and the
 * browser's history gets no entry for it.
 */
export function routePage(table: SiteTable | null, url: string): PageRouting {
  const match = matchIn(table?.routes ?? null, url);
  if (match || !table) return { kind: 'page', match };
  const alias = redirectIn(table.redirects, url);
  if (alias) return { kind: 'redirect', location: `${alias}${queryOf(url)}`, permanent: true };
  // A table without the not-found page has nowhere to send anyone: the shell's own router decides there.
  if (!matchIn(table.routes, table.notFound)) return { kind: 'page', match: null };
  return { kind: 'redirect', location: table.notFound, permanent: false };
}
