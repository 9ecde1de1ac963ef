import type { MenuId, MenuLink, SiteTable } from 'shared-config/site-table';
import { useSiteTable } from '../site-table/site-table-context';

export type NavLinkItem = MenuLink;

interface FooterColumn {
  title: string;
  links: NavLinkItem[];
}

/** The layout's menus from the composed table's menus (canonical paths only, in the composed order). */
export function navigationOf(menus: SiteTable['menus']) {
  const linksOf = (menu: MenuId): NavLinkItem[] => [...(menus[menu] ?? [])];
  const managedServicesLinks = linksOf('managed-services');
  return {
    primaryLinks: linksOf('main'),
    managedServicesLinks,
    sidebarManagedServicesLinks: [...managedServicesLinks, ...linksOf('mobile-managed-services')],
    footerColumns: [
      { title: 'Company', links: linksOf('footer-company') },
      { title: 'Services', links: linksOf('footer-services') },
      { title: 'Legal', links: linksOf('footer-legal') },
    ] satisfies FooterColumn[],
  };
}

/** The menus of the table this page was composed with. */
export const useNavigation = () => navigationOf(useSiteTable().menus);
