import { site } from 'shared-config/site';
import { SITE_ROUTES } from 'local-site';

/**
 * Every page a visitor opens by its path (the route table's pages without parameters), with the page
 * module that draws it and the title its tab shows.
 */
export const allPageRoutes = SITE_ROUTES.filter(({ path }) => !path.includes(':')).map(({ path, page, title }) => ({
  path,
  page,
  title: `${title} | ${site.brandName}`,
}));
