import { parseRouteTable } from 'releases/checks/route-table';
import { jobDetailsPath, sitemapPaths } from './site-pages';

describe('the pages a sitemap lists', () => {
  it('follows the route table a shell release ships, page by page', () => {
    const routes = parseRouteTable(
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
            page: 'contact/ThankYouPage',
            title: 'Thank you',
            description: 'Sent.',
            sitemap: false,
          },
          { path: '/job-details/:id', page: 'careers/JobDetailsPage', title: null, description: null, sitemap: false },
        ],
      }),
    );
    expect(routes && sitemapPaths(routes)).toEqual(['/', '/managed-security']);
  });

  it('lists the paths without parameters of a shell release from before routes named their sitemap entry', () => {
    const routes = parseRouteTable(
      JSON.stringify({
        routes: [
          { path: '/', page: 'marketing/HomePage' },
          { path: '/job-details/:id', page: 'careers/JobDetailsPage' },
        ],
      }),
    );
    expect(routes && sitemapPaths(routes)).toEqual(['/']);
  });

  it('refuses a route table whose entries carry the wrong types', () => {
    const table = (route: object) => JSON.stringify({ routes: [{ path: '/', page: 'marketing/HomePage', ...route }] });
    expect(parseRouteTable(table({ sitemap: 'yes' }))).toBeNull();
    expect(parseRouteTable(table({ title: 42 }))).toBeNull();
    expect(parseRouteTable(table({ title: null, description: 'x', sitemap: false }))).not.toBeNull();
  });

  it("links each job's page with its id encoded", () => {
    expect(jobDetailsPath('job 7/a')).toBe('/job-details/job%207%2Fa');
  });
});
