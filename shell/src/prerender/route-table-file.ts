import { ALIAS_ROUTES, SITE_ROUTES, type SiteRoute } from 'shared-config/site-routes';

/**
 * The route table as data, shipped in the shell's build (dist/routes.json): the edge matches paths
 * (a page, a permanent alias, or else a redirect home), keys composed pages by the query parameters
 * each page reads, titles pages and lists the sitemap with the table of the shell release a visitor
 * gets, and activation checks that every remote exposes the page modules it names.
 */
export function routeTableFile(table: readonly SiteRoute[] = SITE_ROUTES, aliases = ALIAS_ROUTES) {
  return {
    // `query` is written even when empty: a table without it comes from a shell built before pages
    // declared theirs.
    routes: table.map(({ path, page, query = [], title, description, sitemap }) => ({
      path,
      page,
      query,
      title,
      description,
      sitemap,
    })),
    redirects: aliases,
  };
}
