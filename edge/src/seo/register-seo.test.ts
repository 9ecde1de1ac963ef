import { seedManyJobs } from 'provider-api';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { activeSite, ROUTES, tempDir } from 'releases/test-support';
import { fetchEdge } from '../test-support/edge-fetch';
import { readEdgeConfig } from '../config';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';

// The pages the active releases declare, composed: the sitemap follows the stable composition.
const PAGES = ROUTES.filter((route) => route.sitemap).map((route) => route.path);

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

const PUBLIC_URL = 'https://www.corelink.example';

describe('robots.txt and sitemap.xml', () => {
  let harness: InProcessEdgeWithProvider;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetchEdge(harness.url, harness.provider.token, path, { headers });

  const dataDir = tempDir('register-seo');
  beforeAll(async () => {
    await activeSite(path.join(dataDir, 'releases'));
    harness = await startEdgeInProcess({ PUBLIC_URL, DATA_DIR: dataDir }, { provider: true });
    // More jobs than one list page holds, so the sitemap has to walk every page.
    seedManyJobs(harness.provider.db, 70);
  });
  afterAll(async () => {
    await harness.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('allows everything and points to the sitemap on PUBLIC_URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it.each([
    ['a Host header', { host: 'evil.example' }],
    [
      "a trusted proxy's X-Forwarded-Host and -Proto",
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ],
    ['a forged host with markup', { 'x-forwarded-host': 'evil.example/"><script>' }],
  ])('never takes the origin from %s (robots.txt is cached for an hour)', async (_name, headers) => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const answer = await harness.app.inject({ url: path, headers });
      expect(answer.body).toContain(`${PUBLIC_URL}/`);
      expect(answer.body).not.toContain('evil.example');
    }
  });

  it("defaults PUBLIC_URL to http://localhost on the edge's own port", () => {
    expect(readEdgeConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
    expect(readEdgeConfig({ PUBLIC_URL: 'https://www.corelink.example/' }).publicUrl).toBe(PUBLIC_URL);
    expect(() => readEdgeConfig({ PUBLIC_URL: 'https://www.corelink.example/careers' })).toThrow(/origin/);
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
    expect(listed.slice(0, PAGES.length)).toEqual(PAGES.map((page) => `${PUBLIC_URL}${page}`));
    const jobs = listed.slice(PAGES.length);
    expect(new Set(jobs)).toEqual(new Set(open.map((row) => `${PUBLIC_URL}/job-details/${row.id}`)));
    expect(jobs).toHaveLength(open.length);
    expect(sitemap.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
