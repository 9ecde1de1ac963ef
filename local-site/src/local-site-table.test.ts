import { composeSiteTable, REMOTE_NAMES, SHELL_RULES, splitPageModule } from 'shared-config/site-table';
import type { SiteRoute, SiteTable } from 'shared-config/site-table';
import { ALIAS_ROUTES, LOCAL_ROUTES, LOCAL_SITE_TABLE, SITE_ROUTES } from 'local-site';

/**
 * The links of `table`'s menus that break the rule the team guide documents (docs/architecture.md,
 * "Menu order"): a menu lists the shell's slots in the order the shell gives them, within a slot the
 * links by their entry's `order`, entries with the same `order` by path. A team numbers its own
 * links only: gaps, and ties with another team's numbers or its own, are allowed.
 */
function linksOutOfOrder(table: SiteTable, routes: readonly SiteRoute[]): string[] {
  return SHELL_RULES.menus.flatMap(({ id, slots }) => {
    const placed = (table.menus[id] ?? []).map(({ label, to }) => {
      const route = routes.find(({ path }) => path === to);
      const entry = route?.menus?.find(({ menu, label: declared }) => menu === id && declared === label);
      const slot = route ? slots.indexOf(splitPageModule(route.page)[0]) : -1;
      return { label, slot, order: entry?.order ?? NaN, path: to };
    });
    return placed.flatMap((link, index) => {
      const before = placed[index - 1];
      if (link.slot < 0 || Number.isNaN(link.order)) return [`${id}: ${link.label} has no slot or entry`];
      if (!before) return [];
      const inOrder =
        before.slot < link.slot ||
        (before.slot === link.slot &&
          (before.order < link.order || (before.order === link.order && before.path < link.path)));
      return inOrder ? [] : [`${id}: ${link.label} (${link.path}) comes after ${before.label} (${before.path})`];
    });
  });
}

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

  it("orders every menu by the documented rule: the shell's slots, each team's own `order`, ties by path", () => {
    expect(linksOutOfOrder(LOCAL_SITE_TABLE, SITE_ROUTES)).toEqual([]);
  });

  it("takes a team's new link with an order of its own, whatever numbers the other teams' links use", () => {
    // Marketing adds a page alone, linked from the footer's Company column at 2 (careers' Career is at
    // 2 too) and from the main menu at 2 (its own Cyber Security is at 2): both compose, by the rule.
    const partners = {
      path: '/partners',
      page: 'marketing/PartnersPage',
      title: 'Partners',
      description: 'The vendors we are certified with.',
      sitemap: true,
      menus: [
        { menu: 'footer-company', label: 'Partners', order: 2 },
        { menu: 'main', label: 'Partners', order: 2 },
      ],
    } as const;
    const declared = { ...LOCAL_ROUTES, marketing: [...LOCAL_ROUTES.marketing, partners] };
    const { table, problems } = composeSiteTable(SHELL_RULES, declared);
    expect(problems).toEqual([]);
    expect(linksOutOfOrder(table, table.routes)).toEqual([]);
    const labels = (menu: string) => (table.menus[menu] ?? []).map(({ label }) => label);
    // Relative places only: another team's new link in the same column must not fail this test.
    const company = labels('footer-company');
    expect(company.indexOf('Partners')).toBe(company.indexOf('About us') + 1);
    expect(company.indexOf('Career')).toBe(company.indexOf('Partners') + 1);
    expect(labels('main').indexOf('Partners')).toBe(labels('main').indexOf('Cyber Security') + 1);
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
