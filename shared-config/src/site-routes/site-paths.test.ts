import { matchRoutes, type RouteObject } from 'react-router';
import type { SiteTable } from 'shared-config/site-table';
import { declaredSearch, routeSitePath } from './site-paths';
import { sampleRoute as route } from './test-support/sample-route';
import { SAMPLE_SITE_TABLE } from './test-support/sample-site-table';

describe('what a path of the composed table is', () => {
  it('is a page, with its route and its decoded parameters', () => {
    const routing = routeSitePath(SAMPLE_SITE_TABLE, '/JOB-DETAILS/job%2D0003/?ref=mail');
    expect(routing).toMatchObject({
      kind: 'page',
      match: { page: 'careers/JobDetailsPage', path: '/job-details/:id', params: { id: 'job-0003' } },
      route: { path: '/job-details/:id', page: 'careers/JobDetailsPage' },
    });
  });

  it.each([
    ['/services/cybersecurity', '/cybersecurity'],
    ['/Services/Software-Development/', '/software-development'],
    ['/services/cybersecurity?ref=mail&x=1', '/cybersecurity?ref=mail&x=1'],
  ])('sends the alias %s to its page at %s, the query kept', (url, location) => {
    expect(routeSitePath(SAMPLE_SITE_TABLE, url)).toEqual({ kind: 'redirect', location });
  });

  it.each(['/nope/at/all', '/job-details', '/job-details/job-0003/apply', '/%zz'])(
    'sends %s, outside the table, where the not-found rule says',
    (url) => {
      expect(routeSitePath(SAMPLE_SITE_TABLE, url)).toEqual({ kind: 'not-found', location: '/' });
    },
  );

  it('has nowhere to send an unknown path when the not-found rule names no page', () => {
    const table: SiteTable = { ...SAMPLE_SITE_TABLE, notFound: '/gone' };
    expect(routeSitePath(table, '/nope')).toEqual({ kind: 'unrouted' });
    expect(routeSitePath({ routes: [], redirects: [], menus: {}, notFound: '/' }, '/')).toEqual({ kind: 'unrouted' });
  });

  it('ranks an alias with more fixed segments above a page with a parameter there, as the browser router does', () => {
    const table: SiteTable = {
      routes: [route('/', 'marketing/HomePage'), route('/services/:slug', 'marketing/ServicePage')],
      redirects: [{ path: '/services/old', to: '/' }],
      menus: {},
      notFound: '/',
    };
    expect(routeSitePath(table, '/services/old')).toEqual({ kind: 'redirect', location: '/' });
    expect(routeSitePath(table, '/services/cloud')).toMatchObject({
      kind: 'page',
      match: { params: { slug: 'cloud' } },
    });
  });
});

describe('the query a route reads', () => {
  const career = route('/career', 'careers/CareerPage', { query: ['q', 'page'] });

  it('keeps only the declared parameters, not empty, sorted by name', () => {
    expect(declaredSearch(career, '?utm_source=mail&q=cloud&x=1&page=2')).toBe('?page=2&q=cloud');
    expect(declaredSearch(career, '?page=&q=cloud')).toBe('?q=cloud');
  });

  it('is empty for a route that declares none, or a query with none of its parameters', () => {
    expect(declaredSearch(route('/about', 'marketing/AboutPage'), '?q=cloud')).toBe('');
    expect(declaredSearch(career, '?ref=mail')).toBe('');
    expect(declaredSearch(career, '')).toBe('');
  });
});

describe('agreement with the shell’s React Router on the same table', () => {
  // The shell's routes as shell/src/app/routes.tsx builds them: pages, redirects, then the not-found rule.
  const table: SiteTable = {
    ...SAMPLE_SITE_TABLE,
    routes: [...SAMPLE_SITE_TABLE.routes, route('/job-details/new', 'careers/NewJobPage')],
    redirects: [...SAMPLE_SITE_TABLE.redirects, { path: '/:section/cybersecurity', to: '/cybersecurity' }],
  };
  const routerRoutes: RouteObject[] = [
    {
      children: [
        ...table.routes.map(({ path }) => ({ path, id: `page ${path}` })),
        ...table.redirects.map(({ path }, index) => ({ path, id: `redirect ${index} ${path}` })),
        { path: '*', id: 'not-found' },
      ],
    },
  ];
  const routerAnswer = (url: string) => {
    const id = matchRoutes(routerRoutes, url)?.at(-1)?.route.id ?? 'not-found';
    return id.startsWith('redirect') ? `redirect ${table.redirects[Number(id.split(' ')[1])]?.to}` : id;
  };
  const ourAnswer = (url: string) => {
    const routing = routeSitePath(table, url);
    if (routing.kind === 'page') return `page ${routing.route.path}`;
    return routing.kind === 'redirect' ? `redirect ${routing.location}` : 'not-found';
  };

  it.each([
    '/',
    '//',
    '/ABOUT/',
    '/about//',
    '//about',
    '/abou%74',
    '/about%2F',
    '/services/Manage-it',
    '/services//manage-it',
    '/job-details/new',
    '/job-details/NEW/',
    '/job-details/job%2D0003',
    '/job-details',
    '/services/cybersecurity',
    '/industries/cybersecurity',
    '/nope/at/all',
  ])('on %s', (url) => {
    expect(ourAnswer(url)).toBe(routerAnswer(url));
  });
});
