import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ROUTES } from 'releases/test-support';
import { cleanUp, publishedSite, runtimeConfig, type Site } from '../test-support/published-site';
import { startEdgeInProcess } from '../test-support/test-edge';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

describe('pages served from releases', () => {
  let site: Site;
  let app: FastifyInstance;
  beforeAll(async () => {
    site = await publishedSite();
    app = (await startEdgeInProcess(site.env, { listen: false })).app;
    // An edge only injected into starts its render processes at its first careers page; one that
    // listens starts them at once.
    await app.inject({ url: '/career' });
  }, 30_000);
  afterAll(() => cleanUp(app, site));

  it('answers a page path with index.html pointing into the active releases, revalidated, shared by all', async () => {
    const response = await app.inject({ url: '/job-details/job-0003' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain(`<script defer src=/releases/shell/${site.ids.shell}/main.0123456789.js>`);
    expect(runtimeConfig(response.body)?.remotes).toEqual({
      marketing: `/releases/marketing/${site.ids.marketing}/remoteEntry.js`,
      careers: `/releases/careers/${site.ids.careers}/remoteEntry.js`,
      contact: `/releases/contact/${site.ids.contact}/remoteEntry.js`,
    });
    // The release of each package, for the browser's failure reports.
    expect(runtimeConfig(response.body)?.releases).toEqual({
      shell: site.ids.shell,
      marketing: site.ids.marketing,
      careers: site.ids.careers,
      contact: site.ids.contact,
    });
  });

  it('compresses the page for clients that accept brotli', async () => {
    const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>About | Corelink Technologies</title>',
    );
  });

  it('leaves a careers page whose release has no usable server module to the browser', async () => {
    const response = await app.inject({ url: '/career' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
  });

  it.each(['remoteEntry.js', 'mf-manifest.json', '612.0123456789.js', 'assets/logo.0123456789.svg'])(
    'serves %s of a release for good: its URL holds the release id',
    async (file) => {
      const response = await app.inject({ url: `/releases/careers/${site.ids.careers}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('serves the files of a release that is not active (a page opened earlier, a preview)', async () => {
    const response = await app.inject({ url: `/releases/careers/${site.ids.careersNext}/next.js` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['the server module', (id: string) => `/releases/careers/${id}/server/careers.cjs`],
    ['the build statistics', (id: string) => `/releases/careers/${id}/mf-stats.json`],
    ['a source map', (id: string) => `/releases/careers/${id}/612.0123456789.js.map`],
    ['the release record', (id: string) => `/releases/careers/${id}.json`],
    ['the record through the folder', (id: string) => `/releases/careers/${id}/../${id}.json`],
    ['the encoded way up', (id: string) => `/releases/careers/${id}/%2e%2e/${id}.json`],
    ['the pointer', () => '/releases/careers/pointer.json'],
    ['the preview secret', (id: string) => `/releases/careers/${id}/../../.preview-secret`],
    ['the release log', () => '/releases/release-log.jsonl'],
    ['a release of an unknown package', (id: string) => `/releases/billing/${id}/remoteEntry.js`],
    ['an id that is none', () => '/releases/careers/latest/remoteEntry.js'],
    ['a missing file', (id: string) => `/releases/careers/${id}/missing.0123456789.js`],
    ['the old remote location', () => '/remotes/careers/remoteEntry.js'],
  ])('answers %s with a JSON 404 nobody caches', async (_case, url) => {
    const response = await app.inject({ url: url(site.ids.careers) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(['/nope', '/about/team', '/releases-notes', '/metrics', '/job-details', '/About/x?ref=mail'])(
    'sends %s, a path outside the route table, home with a temporary redirect and no page',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/');
        expect(response.body).toBe('');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('answers every page of the route table 200, in any case and with a trailing slash', async () => {
    for (const url of ['/', '/about', '/ABOUT/', '/career?q=cloud', '/contact', '/job-details/job-0003']) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('names in the HTML of every page, as in its Link header, its canonical URL on PUBLIC_URL, whatever the Host', async () => {
    const origin = site.config.publicUrl;
    for (const [url, canonical] of [
      ['/', '/'],
      ['/ABOUT/?utm_source=mail', '/about'],
      // This table's career list declares no query parameter: a search is no other page (e2e: one that does).
      ['/career?q=%20Cloud&x=1', '/career'],
      ['/job-details/job-0003?ref=x', '/job-details/job-0003'],
    ]) {
      const page = await app.inject({ url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      const links = [...page.body.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => match[1]);
      expect([url, links]).toEqual([url, [`${origin}${canonical}`]]);
      expect(page.body.indexOf('<link rel="canonical"')).toBeLessThan(page.body.indexOf('</head>'));
      expect(page.headers.link).toBe(`<${origin}${canonical}>; rel="canonical"`);
    }
  });

  it('sends an old address of a page to it for good, keeping the query', async () => {
    const response = await app.inject({ url: '/about-us/?ref=mail' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');
    expect((await app.inject({ url: '/index.html' })).headers.location).toBe('/');
  });

  it('lists in the sitemap the pages of the shell release served', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(paths).toEqual(ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path));
  });
});

describe('an edge with nothing released yet', () => {
  it('answers pages 503 until a shell release is active', async () => {
    const { app } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 't' },
      { listen: false },
    );
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The site is being deployed. Please try again shortly.' });
    await app.close();
  });
});

describe('releases from another origin', () => {
  it('are embedded from RELEASES_URL, which the Content-Security-Policy allows', async () => {
    const site = await publishedSite({ RELEASES_URL: 'https://static.corelink.example/releases/' });
    const { app } = await startEdgeInProcess(site.env, { listen: false });
    const response = await app.inject({ url: '/career' });
    expect(runtimeConfig(response.body)?.remotes.careers).toBe(
      `https://static.corelink.example/releases/careers/${site.ids.careers}/remoteEntry.js`,
    );
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/static\.corelink\.example/,
    );
    await cleanUp(app, site);
  });

  it('pin a remote with REMOTE_<NAME>_URL, in place of its releases', async () => {
    const site = await publishedSite({ REMOTE_CAREERS_URL: 'https://cdn.example.net/careers/' });
    const { app } = await startEdgeInProcess(site.env, { listen: false });
    // A page of another remote: careers' own routes.json would come from that host.
    const response = await app.inject({ url: '/about' });
    expect(runtimeConfig(response.body)?.remotes.careers).toBe('https://cdn.example.net/careers/remoteEntry.js');
    expect(runtimeConfig(response.body)?.releases.careers).toBeNull();
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.net/);
    await cleanUp(app, site);
  });
});
