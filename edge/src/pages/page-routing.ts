import { routeSitePath, type PageMatch } from 'shared-config/site-paths';
import type { PageModuleId, SiteRoute, SiteTable } from 'shared-config/site-table';

/** A page of the route table a path shows: its match (route pattern, parameters) and its route. */
export interface PageAt {
  match: PageMatch<PageModuleId>;
  route: SiteRoute;
}

/** What a page path answers: a page of the route table (or none, for a shell release without rules), or a redirect. */
export type PageRouting =
  { kind: 'page'; page: PageAt | null } | { kind: 'redirect'; location: string; permanent: boolean };

/**
 * Routes a page request by the route table composed from the visitor's releases: a page answers
 * itself, an old address of a page is sent to it for good (query kept), and any other path is sent
 * where the shell's not-found rule says with a temporary redirect, so it never answers 200 and the
 * browser's history gets no entry for it.
 */
export function routePage(table: SiteTable | null, url: string): PageRouting {
  if (!table) return { kind: 'page', page: null };
  const routing = routeSitePath(table, url);
  switch (routing.kind) {
    case 'page':
      return { kind: 'page', page: { match: routing.match, route: routing.route } };
    case 'redirect':
      return { kind: 'redirect', location: routing.location, permanent: true };
    case 'not-found':
      return { kind: 'redirect', location: routing.location, permanent: false };
    // A table without the not-found page has nowhere to send anyone: the shell's own router decides there.
    case 'unrouted':
      return { kind: 'page', page: null };
  }
}

/** The page a path shows by a composed route table, or null (none, an alias, an unknown path). */
export function pageAt(table: SiteTable | null, url: string): PageAt | null {
  const routing = routePage(table, url);
  return routing.kind === 'page' ? routing.page : null;
}
