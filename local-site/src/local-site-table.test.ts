import { composeSiteTable, REMOTE_NAMES, SHELL_RULES, splitPageModule } from 'shared-config/site-table';
import { ALIAS_ROUTES, LOCAL_ROUTES, LOCAL_SITE_TABLE, SITE_ROUTES } from 'local-site';

describe("the checkout's route table", () => {
  const staticRoutes = SITE_ROUTES.filter(({ path }) => !path.includes(':'));

  it("keeps every page the remotes declare: none claims another's path or a menu it has no slot in", () => {
    const { table, problems } = composeSiteTable(SHELL_RULES, LOCAL_ROUTES);
    expect(problems).toEqual([]);
    expect(table).toEqual(LOCAL_SITE_TABLE);
    expect(SITE_ROUTES).toEqual(REMOTE_NAMES.flatMap((remote) => LOCAL_ROUTES[remote]));
  });

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
    expect(ALIAS_ROUTES.length).toBeGreaterThan(0);
    for (const alias of ALIAS_ROUTES) {
      expect(paths).toContain(alias.to);
      expect(paths).not.toContain(alias.path);
    }
  });
});
