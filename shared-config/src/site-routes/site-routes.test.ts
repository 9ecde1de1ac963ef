import {
  ALIAS_ROUTES,
  exposesOf,
  menuLinks,
  pageFileName,
  pathOf,
  prerenderedPagesOf,
  REMOTE_NAMES,
  SITE_ROUTES,
  splitPageModule,
  type SiteRoute,
} from 'shared-config/site-routes';

// A marketing page as a team would add it: one entry, nothing else.
const newPage: SiteRoute = {
  path: '/managed-security',
  page: 'marketing/ManagedSecurityPage',
  title: 'Managed Security',
  description: 'Round-the-clock threat monitoring and response by our security operations centre.',
  sitemap: true,
  menus: [{ menu: 'footer-services', label: 'Managed Security', order: 5 }],
};
const withNewPage = [...SITE_ROUTES, newPage];

describe('the route table', () => {
  const staticRoutes = SITE_ROUTES.filter(({ path }) => !path.includes(':'));

  it('names each path and each page module once', () => {
    expect(new Set(SITE_ROUTES.map(({ path }) => path.toLowerCase())).size).toBe(SITE_ROUTES.length);
    expect(new Set(SITE_ROUTES.map(({ page }) => page)).size).toBe(SITE_ROUTES.length);
  });

  it('names page modules `<remote>/<Name>Page` of the three remotes', () => {
    for (const { page } of SITE_ROUTES) {
      const [remote, name] = splitPageModule(page);
      expect(REMOTE_NAMES).toContain(remote);
      expect(name).toMatch(/^[A-Z][A-Za-z0-9]*Page$/);
    }
  });

  it('gives every page without parameters its own title and description, and lists it in the sitemap', () => {
    for (const route of staticRoutes) {
      expect(route.title).toEqual(expect.any(String));
      expect(route.description).toEqual(expect.any(String));
      expect(route.sitemap).toBe(true);
    }
    expect(new Set(staticRoutes.map(({ title }) => title)).size).toBe(staticRoutes.length);
    expect(new Set(staticRoutes.map(({ description }) => description)).size).toBe(staticRoutes.length);
  });

  it('keeps the menus ordered without gaps or ties', () => {
    const menus = new Map<string, number[]>();
    for (const { menus: entries = [] } of SITE_ROUTES) {
      for (const { menu, order } of entries) menus.set(menu, [...(menus.get(menu) ?? []), order]);
    }
    for (const orders of menus.values()) {
      expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_order, index) => index + 1));
    }
  });

  it('aliases old paths to canonical pages, never to another alias', () => {
    const paths = new Set(staticRoutes.map(({ path }) => path));
    for (const alias of ALIAS_ROUTES) {
      expect(paths).toContain(alias.to);
      expect(paths).not.toContain(alias.path);
    }
  });
});

describe('what the consumers read from it', () => {
  it('exposes each page module of a remote from its file, by name', () => {
    expect(exposesOf('contact')).toEqual({ './ContactPage': './src/pages/contact-page.tsx' });
    expect(exposesOf('marketing', withNewPage)).toMatchObject({
      './ManagedItPage': './src/pages/managed-it-page.tsx',
      './ManagedSecurityPage': './src/pages/managed-security-page.tsx',
    });
    expect(pageFileName('SoftwareDevelopmentPage')).toBe('software-development-page');
  });

  it('prerenders the pages whose path has no parameter', () => {
    expect(prerenderedPagesOf('careers')).toEqual(['CareerPage']);
    expect(prerenderedPagesOf('marketing', withNewPage)).toContain('ManagedSecurityPage');
  });

  it('lists a menu in its order, with its own labels', () => {
    expect(menuLinks('managed-services')).toEqual([
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
    expect(pathOf('careers/JobDetailsPage', { id: 'job 7/a' })).toBe('/job-details/job%207%2Fa');
    expect(pathOf('marketing/ManagedSecurityPage', {}, withNewPage)).toBe('/managed-security');
    expect(() => pathOf('careers/JobDetailsPage')).toThrow('/job-details/:id needs its id');
  });
});
