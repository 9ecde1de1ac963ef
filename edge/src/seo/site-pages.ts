import { fillPath } from 'shared-config/site-paths';
import type { PageRoute } from 'releases/model';

/** The paths of a route table the sitemap lists, in the table's order. */
export const sitemapPaths = (routes: readonly PageRoute[]): string[] =>
  routes.filter((route) => route.sitemap).map((route) => route.path);

// sitemaps.org allows 50,000 URLs in one file; this many are kept for the pages themselves.
export const SITEMAP_PAGE_RESERVE = 1000;

const JOB_PAGE = 'careers/JobDetailsPage';

/**
 * A job's page path by the table's route of the job page (its `:id` filled), or null when the table
 * has none, or one that takes no `:id`.
 */
export function jobDetailsPath(id: string, routes: readonly PageRoute[]): string | null {
  const route = routes.find((candidate) => candidate.page === JOB_PAGE);
  return route ? fillPath(route.path, { id }) : null;
}
