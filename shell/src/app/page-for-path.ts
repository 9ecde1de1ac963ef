import { pageRoutes } from './page-routes';
import type { RemotePageId } from '../remotes/remote-page-ids';

const segmentsOf = (pathname: string) => pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];

const routes = pageRoutes.map(({ path, page }) => ({ segments: segmentsOf(path.toLowerCase()), page }));

export interface PageMatch {
  page: RemotePageId;
  /** The `:param` segments, decoded. */
  params: Record<string, string>;
}

/**
 * The remote page the shell's router shows at `pathname`, matched as React Router matches it
 * (case-insensitive, a trailing slash ignored, `:param` fills one segment), or null for none (or a
 * parameter that cannot be decoded).
 */
export function matchPage(pathname: string): PageMatch | null {
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
    return { page: route.page, params };
  } catch {
    return null;
  }
}

export const pageForPath = (pathname: string): RemotePageId | null => matchPage(pathname)?.page ?? null;
