import { parseDeclaredRoutes } from 'releases/model';
import { SITE_ROUTES } from 'local-site';
import { jobDetailsPath, sitemapPaths } from './site-pages';

describe('the pages a sitemap lists', () => {
  it('follows the composed route table, page by page', () => {
    const routes = parseDeclaredRoutes(
      'marketing',
      JSON.stringify({
        routes: [
          { path: '/', page: 'marketing/HomePage', title: 'Home', description: 'The home page.', sitemap: true },
          {
            path: '/managed-security',
            page: 'marketing/ManagedSecurityPage',
            title: 'Managed Security',
            description: 'Security.',
            sitemap: true,
          },
          {
            path: '/thank-you',
            page: 'marketing/ThankYouPage',
            title: 'Thank you',
            description: 'Sent.',
            sitemap: false,
          },
        ],
      }),
    );
    expect(routes && sitemapPaths(routes.routes)).toEqual(['/', '/managed-security']);
  });

  it('leaves out a declared entry whose fields carry the wrong types, saying why', () => {
    const table = (route: object) =>
      JSON.stringify({ routes: [{ path: '/', page: 'marketing/HomePage', title: 'T', description: 'D', ...route }] });
    expect(parseDeclaredRoutes('marketing', table({ sitemap: 'yes' }))?.problems).toEqual([
      'route 1 (/) is malformed: its sitemap must be true or false',
    ]);
    expect(parseDeclaredRoutes('marketing', table({ title: 42, sitemap: true }))?.routes).toEqual([]);
    expect(
      parseDeclaredRoutes('marketing', table({ title: null, description: null, sitemap: false }))?.routes,
    ).toHaveLength(1);
  });

  it("links each job's page with its id encoded, when the table has the job page", () => {
    expect(jobDetailsPath('job 7/a', SITE_ROUTES)).toBe('/job-details/job%207%2Fa');
    expect(jobDetailsPath('job 7/a', [])).toBeNull();
    // A job page that takes no id: no job is linked rather than a wrong address.
    const slugs = SITE_ROUTES.map((route) =>
      route.path === '/job-details/:id' ? { ...route, path: '/jobs/:slug' } : route,
    );
    expect(jobDetailsPath('job-7', slugs)).toBeNull();
  });
});
