import { readRouteDeclarations } from 'shared-config/site-table';

describe("reading a remote's declared routes", () => {
  const ok = { path: '/about', page: 'marketing/AboutPage', title: 'About', description: 'Us.', sitemap: true };

  it('keeps well-formed entries as they are', () => {
    const withAll = {
      ...ok,
      query: ['q'],
      ctaHeader: true,
      aliases: ['/about-us'],
      menus: [{ menu: 'main', label: 'About', order: 1 }],
    };
    expect(readRouteDeclarations('marketing', { routes: [ok, withAll] })).toEqual({
      routes: [ok, withAll],
      problems: [],
    });
  });

  it('says what is wrong with each malformed entry, and leaves it out', () => {
    const { routes, problems } = readRouteDeclarations('marketing', {
      routes: [
        ok,
        { ...ok, path: '/about?x=1' },
        { ...ok, page: 'careers/CareerPage' },
        { ...ok, aliases: ['/old/:id'] },
        { ...ok, menus: [{ menu: 'main', label: '', order: 1 }] },
        'a page',
      ],
    });
    expect(routes).toEqual([ok]);
    expect(problems).toEqual([
      'route 2 (/about?x=1) is malformed: its path "/about?x=1" is not a page path',
      'route 3 (/about) is malformed: its page "careers/CareerPage" is not a module of marketing (marketing/<Name>)',
      'route 4 (/about) is malformed: its aliases must be a list of paths without parameters',
      'route 5 (/about) is malformed: its menus must be a list of { menu, label, order }',
      'route 6 is malformed: is not an object',
    ]);
  });

  it('refuses a file without a list of routes', () => {
    expect(readRouteDeclarations('contact', { pages: [] }).problems).toEqual([
      'its routes.json holds no list of routes',
    ]);
  });
});
