import type { RemotePageId } from '../remotes/remote-page-ids';

const segmentsOf = (pathname: string) => pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];

export interface PageMatch<Page extends string = RemotePageId> {
  page: Page;
  /** The route's own path as the table writes it (`/job-details/:id`): a bounded name for the route. */
  path: string;
  /** The `:param` segments, decoded. */
  params: Record<string, string>;
}

/**
 * Matches paths against a route table as React Router matches them (case-insensitive, a trailing
 * slash ignored, `:param` fills one segment): the page a path shows, or null for none (or a
 * parameter that cannot be decoded). The edge builds one from each table it composes.
 */
export function createPageMatcher<Page extends string>(
  table: readonly { path: string; page: Page }[],
): (pathname: string) => PageMatch<Page> | null {
  const routes = table.map(({ path, page }) => ({ path, segments: segmentsOf(path.toLowerCase()), page }));
  return (pathname) => {
    const wanted = segmentsOf(pathname);
    const route = routes.find(
      ({ segments }) =>
        segments.length === wanted.length &&
        segments.every((segment, index) => segment.startsWith(':') || segment === wanted[index]?.toLowerCase()),
    );
    if (!route) return null;
    try {
      const params = Object.fromEntries(
        route.segments.flatMap((segment, index) =>
          segment.startsWith(':') ? [[segment.slice(1), decodeURIComponent(wanted[index] ?? '')]] : [],
        ),
      );
      return { page: route.page, path: route.path, params };
    } catch {
      return null;
    }
  };
}

/** The remote page a table's router shows at `pathname`. */
export const pageForPath = (
  table: readonly { path: string; page: RemotePageId }[],
  pathname: string,
): RemotePageId | null => createPageMatcher(table)(pathname)?.page ?? null;
