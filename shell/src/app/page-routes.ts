import { ALIAS_ROUTES, SITE_ROUTES, type SiteRoute } from 'shared-config/site-routes';
import type { RouteHandle } from '../layout/site-layout';
import type { RemotePageId } from '../remotes/remote-page-ids';

// Plain data without components, so the edge can read the same table to know which page a path shows.
export interface PageRoute {
  path: string;
  page: RemotePageId;
  handle: RouteHandle;
}

/** The shell's page routes from the site's route table: each path, its page and its layout needs. */
export function pageRoutesOf(table: readonly SiteRoute[]): PageRoute[] {
  return table.map(({ path, page, title, description, ctaHeader }) => ({
    path,
    page,
    handle: {
      ctaHeader: ctaHeader === true,
      meta: title !== null && description !== null ? { title, description } : null,
    },
  }));
}

export const pageRoutes = pageRoutesOf(SITE_ROUTES);

export const aliasRoutes = ALIAS_ROUTES;
