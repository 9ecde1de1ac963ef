import { pathOf, SITE_ROUTES } from 'shared-config/site-routes';
import type { PageRoute } from 'releases/checks/route-table';

/**
 * The paths of a route table the sitemap lists, in the table's order. A shell release from before
 * routes carried their sitemap entry lists every path without parameters.
 */
export const sitemapPaths = (routes: readonly PageRoute[]): string[] =>
  routes.filter((route) => route.sitemap ?? !route.path.includes(':')).map((route) => route.path);

/** The sitemap's pages when no shell release says (none is composed yet): the edge's own table. */
export const SITE_PAGES: readonly string[] = sitemapPaths(SITE_ROUTES);

export const jobDetailsPath = (id: string) => pathOf('careers/JobDetailsPage', { id });
