import { menuLinks, SITE_ROUTES, type MenuLink, type SiteRoute } from 'shared-config/site-routes';

export type NavLinkItem = MenuLink;

export interface FooterColumn {
  title: string;
  links: NavLinkItem[];
}

/** The layout's menus, from the route table's menu entries (canonical paths only). */
export function navigationOf(table: readonly SiteRoute[]) {
  const managedServicesLinks = menuLinks('managed-services', table);
  return {
    primaryLinks: menuLinks('main', table),
    managedServicesLinks,
    sidebarManagedServicesLinks: [...managedServicesLinks, ...menuLinks('mobile-managed-services', table)],
    footerColumns: [
      { title: 'Company', links: menuLinks('footer-company', table) },
      { title: 'Services', links: menuLinks('footer-services', table) },
      { title: 'Legal', links: menuLinks('footer-legal', table) },
    ] satisfies FooterColumn[],
  };
}

export const { primaryLinks, managedServicesLinks, sidebarManagedServicesLinks, footerColumns } =
  navigationOf(SITE_ROUTES);
