import type { SiteRoute } from 'shared-config/site-table';
import type { RouteHandle } from '../layout/site-layout';
import type { RemotePageId } from '../site-table/remote-page-ids';

// Plain data without components, so the frame renderer and the matchers read the same routes.
export interface PageRoute {
  path: string;
  page: RemotePageId;
  handle: RouteHandle;
}

/** The shell's page routes from the composed route table: each path, its page and its layout needs. */
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
