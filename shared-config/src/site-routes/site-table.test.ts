import {
  exposesOf,
  menuLinksOf,
  pageFileName,
  pathOf,
  prerenderedPagesOf,
  SHELL_RULES,
  type MenuId,
  type SiteRoute,
} from 'shared-config/site-table';
import { SAMPLE_SITE_TABLE } from './test-support/sample-site-table';

// A marketing page as a team would add it: one entry, nothing else.
const newPage: SiteRoute = {
  path: '/managed-security',
  page: 'marketing/ManagedSecurityPage',
  title: 'Managed Security',
  description: 'Round-the-clock threat monitoring and response by our security operations centre.',
  sitemap: true,
  menus: [{ menu: 'footer-services', label: 'Managed Security', order: 5 }],
};
const routes = SAMPLE_SITE_TABLE.routes;
const withNewPage = [...routes, newPage];

const menuLinks = (id: MenuId, of: readonly SiteRoute[]) => {
  const rule = SHELL_RULES.menus.find((menu) => menu.id === id);
  if (!rule) throw new Error(`the shell has no menu ${id}`);
  return menuLinksOf(rule, of);
};

describe('what the consumers read from a route table', () => {
  it('exposes each page module of a remote from its file, by name', () => {
    expect(exposesOf('contact', routes)).toEqual({ './ContactPage': './src/pages/contact-page.tsx' });
    expect(exposesOf('marketing', withNewPage)).toMatchObject({
      './ManagedItPage': './src/pages/managed-it-page.tsx',
      './ManagedSecurityPage': './src/pages/managed-security-page.tsx',
    });
    expect(pageFileName('SoftwareDevelopmentPage')).toBe('software-development-page');
  });

  it('prerenders the pages whose path has no parameter', () => {
    expect(prerenderedPagesOf('careers', routes)).toEqual(['CareerPage']);
    expect(prerenderedPagesOf('marketing', withNewPage)).toContain('ManagedSecurityPage');
  });

  it('lists a menu in its order, with its own labels', () => {
    expect(menuLinks('managed-services', routes)).toEqual([
      { label: 'Manage IT Engineering', to: '/services/manage-IT' },
      { label: 'Managed Cloud', to: '/services/manage-cloud' },
    ]);
    expect(menuLinks('footer-services', withNewPage).map(({ label }) => label)).toEqual([
      'Software Development',
      'Manage IT',
      'Cybersecurity',
      'Manage Cloud',
      'Managed Security',
    ]);
  });

  it("fills a page's path with its parameters", () => {
    expect(pathOf('careers/JobDetailsPage', { id: 'job 7/a' }, routes)).toBe('/job-details/job%207%2Fa');
    expect(pathOf('marketing/ManagedSecurityPage', {}, withNewPage)).toBe('/managed-security');
    expect(() => pathOf('careers/JobDetailsPage', {}, routes)).toThrow('/job-details/:id needs its id');
  });
});
