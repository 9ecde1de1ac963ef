import { seedManyJobs } from 'provider-api';
import { SITE_ROUTES } from 'shared-config/site-routes';
import { fetchEdge } from '../test-support/edge-fetch';
import { startHarness, type EdgeHarness } from '../test-support/edge-harness';

// Without a shell release to read, the sitemap lists the pages of the edge's own route table.
const PAGES = SITE_ROUTES.filter((route) => route.sitemap).map((route) => route.path);

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and sitemap.xml', () => {
  let harness: EdgeHarness;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetchEdge(harness.edgeUrl, harness.token, path, { headers });

  beforeAll(async () => {
    harness = await startHarness();
    // More jobs than one list page holds, so the sitemap has to walk every page.
    seedManyJobs(harness.provider.db, 70);
  });
  afterAll(() => harness.close());

  it('allows everything and points to the sitemap on the host the visitor used', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${harness.edgeUrl}/sitemap.xml\n`);
  });

  it('takes the public protocol and host from a trusted proxy on this machine', async () => {
    const robots = await get('/robots.txt', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.corelink.example',
    });
    expect(robots.text).toContain('Sitemap: https://www.corelink.example/sitemap.xml');
  });

  it('builds the sitemap address from the Host header', async () => {
    const robots = await harness.edge.inject({ url: '/robots.txt', headers: { host: 'www.corelink.example:8443' } });
    expect(robots.body).toContain('Sitemap: http://www.corelink.example:8443/sitemap.xml');
  });

  it('does not echo a forged host', async () => {
    const robots = await get('/robots.txt', { 'x-forwarded-host': 'evil.example/"><script>' });
    expect(robots.text).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('lists every page route and every open job, and no closed job', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );

    const rows = harness.provider.db.prepare('SELECT id, status FROM jobs').all() as { id: string; status: string }[];
    const open = rows.filter((row) => !['closed', 'close'].includes(row.status.trim().toLowerCase()));
    expect(open.length).toBeLessThan(rows.length);
    expect(open.length).toBeGreaterThan(30);

    const listed = locations(sitemap.text);
    expect(PAGES).toEqual(expect.arrayContaining(['/', '/about', '/career']));
    expect(listed.slice(0, PAGES.length)).toEqual(PAGES.map((page) => `${harness.edgeUrl}${page}`));
    const jobs = listed.slice(PAGES.length);
    expect(new Set(jobs)).toEqual(new Set(open.map((row) => `${harness.edgeUrl}/job-details/${row.id}`)));
    expect(jobs).toHaveLength(open.length);
    expect(sitemap.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
