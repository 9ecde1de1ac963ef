import { pageRoutes } from './page-routes';
import type { RemotePageId } from '../remotes/remote-page-ids';

const segmentsOf = (pathname: string) => pathname.toLowerCase().split('/').filter(Boolean);

const routes = pageRoutes.map(({ path, page }) => ({ segments: segmentsOf(path), page }));

/**
 * The remote page the shell's router shows at `pathname`, matched as React Router matches it
 * (case-insensitive, a trailing slash ignored, `:param` fills one segment), or null for none.
 */
export function pageForPath(pathname: string): RemotePageId | null {
  const wanted = segmentsOf(pathname.split('?')[0] ?? '');
  const match = routes.find(
    ({ segments }) =>
      segments.length === wanted.length &&
      segments.every((segment, index) => segment.startsWith(':') || segment === wanted[index]),
  );
  return match?.page ?? null;
}
