import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startProviderApi, type RunningProviderApi } from 'provider-api';
import { readEdgeConfig, type EdgeConfig } from '../config';
import { type PackageName, previewSecret } from 'releases';
import {
  PREVIEW_VALID_MS,
  signPreview,
  DECLARED,
  EXPOSES,
  fileContext,
  INDEX_HTML,
  publishFixture,
  remoteBuildFiles,
  ROUTES,
  shellBuildFiles,
  tempDir,
} from 'releases/test-support';
import { activateReleases, haltCanaries, rollbackReleases } from 'releases/commands';
import { startEdgeInProcess } from '../test-support/test-edge';
import { within } from '../test-support/within';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

const PADDING = '<!-- padding so the page is worth compressing -->'.repeat(40);

interface Site {
  /** The environment its edges read, and what they make of it. */
  env: Record<string, string>;
  config: EdgeConfig;
  ids: Record<PackageName, string> & { careersNext: string };
}

/** A data folder with a release of every package active, and a second careers release published. */
async function publishedSite(env: Record<string, string> = {}): Promise<Site> {
  const siteEnv = {
    PROVIDER_URL: 'http://127.0.0.1:9',
    PROVIDER_TOKEN: 'pages-test',
    DATA_DIR: tempDir('edge-pages'),
    ...env,
  };
  const config = readEdgeConfig(siteEnv);
  const { releasesDir } = config;
  const ids = {
    shell: await publishFixture(
      releasesDir,
      'shell',
      shellBuildFiles({ 'index.html': INDEX_HTML.replace('</body>', `${PADDING}</body>`) }),
    ),
    marketing: await publishFixture(releasesDir, 'marketing', remoteBuildFiles('marketing')),
    careers: await publishFixture(
      releasesDir,
      'careers',
      remoteBuildFiles('careers', {
        extra: {
          '612.0123456789.js': 'console.log("careers chunk")',
          '612.0123456789.js.map': '{"version":3}',
          'mf-stats.json': '{}',
          'server/careers.cjs': 'exports.secret = "server code"',
          'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
    ),
    contact: await publishFixture(releasesDir, 'contact', remoteBuildFiles('contact')),
  };
  const careersNext = await publishFixture(
    releasesDir,
    'careers',
    remoteBuildFiles('careers', { extra: { 'next.js': '' } }),
  );
  const context = fileContext(releasesDir);
  // Careers' server module here cannot render (a test below needs one that cannot): it fails its smoke
  // render, so it goes live as an operator would make it, with --force.
  for (const [name, id] of Object.entries(ids)) {
    await activateReleases(context, [{ name: name as PackageName, id }], { force: name === 'careers' });
  }
  return { env: siteEnv, config, ids: { ...ids, careersNext } };
}

/** An edge serving the site, injected into. */
const edgeOf = async (site: Site) => (await startEdgeInProcess(site.env, { listen: false })).app;

const runtimeConfig = (html: string) =>
  JSON.parse(/<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    remotes: Record<string, string>;
    releases: Record<string, string | null>;
  } | null;

const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  setCookies(response)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

const cleanUp = async (app: FastifyInstance, site: Site) => {
  await app.close();
  rmSync(site.config.dataDir, { recursive: true, force: true });
};

describe('pages served from releases', () => {
  let site: Site;
  let app: FastifyInstance;
  beforeAll(async () => {
    site = await publishedSite();
    app = await edgeOf(site);
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

describe('switching releases', () => {
  let site: Site;
  let app: FastifyInstance;
  beforeEach(async () => {
    site = await publishedSite();
    app = await edgeOf(site);
  });
  afterEach(() => cleanUp(app, site));

  const careersEntry = async (cookie?: string) =>
    runtimeConfig((await app.inject({ url: '/career', headers: cookie ? { cookie } : {} })).body)?.remotes.careers ??
    '';

  it('shows an activation within 5 s, without a restart, and a rollback the same way', async () => {
    const context = fileContext(site.config.releasesDir);
    await activateReleases(context, [{ name: 'careers', id: site.ids.careersNext }]);
    expect(await within(5000, async () => (await careersEntry()).includes(site.ids.careersNext))).toBeLessThan(5000);
    await rollbackReleases(context, ['careers']);
    await within(5000, async () => (await careersEntry()).includes(site.ids.careers));
  });

  it('gives a canary to its share of visitors, each keeping theirs, and pages stay private meanwhile', async () => {
    await activateReleases(fileContext(site.config.releasesDir), [{ name: 'careers', id: site.ids.careersNext }], {
      canaryPercent: 50,
    });
    await within(
      5000,
      async () => (await app.inject({ url: '/career' })).headers['cache-control'] === 'private, no-cache',
    );
    const groups = new Map<string, number>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await app.inject({ url: '/career' });
      // A random id, signed by the edge.
      const id = cookieValue(first, 'release_visitor');
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
      expect(setCookies(first)[0]).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
      const entry = runtimeConfig(first.body)?.remotes.careers ?? '';
      // The same visitor, back: the same release, and no new visitor cookie (only the served-releases token).
      const again = await app.inject({ url: '/career', headers: { cookie: `release_visitor=${id}` } });
      expect(runtimeConfig(again.body)?.remotes.careers).toBe(entry);
      expect(setCookies(again).map((cookie) => cookie.split('=')[0])).toEqual(['release_served']);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      groups.set(entry, (groups.get(entry) ?? 0) + 1);
    }
    expect([...groups.keys()].sort()).toEqual(
      [site.ids.careers, site.ids.careersNext].map((id) => `/releases/careers/${id}/remoteEntry.js`).sort(),
    );
  });

  it('serves a halted canary to nobody', async () => {
    const context = fileContext(site.config.releasesDir);
    await activateReleases(context, [{ name: 'careers', id: site.ids.careersNext }], { canaryPercent: 99.99 });
    await within(5000, async () => (await careersEntry()).includes(site.ids.careersNext));
    await haltCanaries(context, ['careers'], 'test');
    await within(5000, async () => (await careersEntry()).includes(site.ids.careers));
    for (let visitor = 0; visitor < 10; visitor += 1) expect(await careersEntry()).toContain(site.ids.careers);
  });

  it("keeps the sitemap and canonical links on the stable releases: a canary's new page is in neither until it is active", async () => {
    const industries = {
      path: '/industries',
      page: 'marketing/IndustriesPage',
      title: 'Industries',
      description: 'Who we work with.',
      sitemap: true,
    } as const;
    const { releasesDir } = site.config;
    const context = fileContext(releasesDir);
    const next = await publishFixture(
      releasesDir,
      'marketing',
      remoteBuildFiles('marketing', {
        routes: [...DECLARED.marketing, industries],
        exposes: [...EXPOSES.marketing, 'IndustriesPage'],
      }),
    );
    const sitemapPaths = async () =>
      [...(await app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
        (match) => match[1],
      );
    const canonical = async (url: string) => {
      const page = await app.inject({ url });
      const element = /<link rel="canonical" href="([^"]*)">/.exec(page.body)?.[1];
      // The same URL in the head of the HTML (what search engines and SEO tools read) as in the header.
      expect(page.headers.link).toBe(element === undefined ? undefined : `<${element}>; rel="canonical"`);
      return page.headers.link;
    };

    await activateReleases(context, [{ name: 'marketing', id: next }], { canaryPercent: 99.99 });
    await within(5000, async () => (await app.inject({ url: '/industries' })).statusCode === 200);
    expect(await sitemapPaths()).not.toContain('/industries');
    expect(await canonical('/industries')).toBeUndefined();

    await activateReleases(context, [{ name: 'marketing', id: next }]);
    await within(5000, async () => (await sitemapPaths()).includes('/industries'));
    expect(await canonical('/Industries/?ref=mail')).toMatch(/\/industries>; rel="canonical"$/);
  });

  describe('a preview link', () => {
    const link = async (id: string, { exp = Date.now() + PREVIEW_VALID_MS, secret = '' } = {}) =>
      signPreview({ name: 'careers', id, exp }, secret || (await previewSecret(null, site.config.releasesDir)));

    it('gives this browser the release, with a badge, never indexed nor kept by a shared cache', async () => {
      const token = await link(site.ids.careersNext);
      const opened = await app.inject({ url: `/job-details/job-0003?ref=mail&preview=${token}` });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/job-details/job-0003?ref=mail');
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(setCookies(opened)[0]).toMatch(
        new RegExp(
          `^release_preview_careers=${token.replace('.', '\\.')}; Max-Age=86\\d{3}; Path=/; HttpOnly; SameSite=Lax$`,
        ),
      );

      const page = await app.inject({ url: '/career', headers: { cookie: `release_preview_careers=${token}` } });
      expect(runtimeConfig(page.body)?.remotes.careers).toBe(
        `/releases/careers/${site.ids.careersNext}/remoteEntry.js`,
      );
      expect(page.body).toContain(`<p>Preview: careers <code>${site.ids.careersNext}</code></p>`);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');

      // Everyone else still gets the active release.
      expect(await careersEntry()).toContain(site.ids.careers);
    });

    it('opens several releases with one link, one cookie per package from its own grant', async () => {
      const secret = await previewSecret(null, site.config.releasesDir);
      const exp = Date.now() + PREVIEW_VALID_MS;
      const careers = signPreview({ name: 'careers', id: site.ids.careersNext, exp }, secret);
      const shell = signPreview({ name: 'shell', id: site.ids.shell, exp }, secret);
      const forged = signPreview({ name: 'marketing', id: site.ids.marketing, exp }, 'not-the-secret');
      const opened = await app.inject({ url: `/about?preview=${careers},${shell},${forged}` });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/about');
      expect(setCookies(opened).map((cookie) => cookie.split(';')[0])).toEqual([
        `release_preview_careers=${careers}`,
        `release_preview_shell=${shell}`,
      ]);
    });

    it('ends with ?preview=off, on the same page', async () => {
      const token = await link(site.ids.careersNext);
      const off = await app.inject({
        url: '/about?preview=off',
        headers: { cookie: `release_preview_careers=${token}` },
      });
      expect(off.statusCode).toBe(302);
      expect(off.headers.location).toBe('/about');
      expect(setCookies(off)[0]).toMatch(/^release_preview_careers=; Max-Age=0; Path=\//);
    });

    it.each([
      [
        'unsigned',
        async () =>
          Buffer.from(JSON.stringify({ name: 'careers', id: site.ids.careersNext, exp: Date.now() + 1e6 })).toString(
            'base64url',
          ),
      ],
      ['signed with another secret', () => link(site.ids.careersNext, { secret: 'not-the-secret' })],
      ['expired', () => link(site.ids.careersNext, { exp: Date.now() - 1 })],
      ['for a release this site does not have', () => link('20261124T184800123Z-0123456789abcdef')],
    ])('shows the normal site when %s', async (_case, make) => {
      const token = await make();
      const opened = await app.inject({ url: `/career?preview=${token}` });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/career');
      expect(opened.headers['set-cookie']).toBeUndefined();
      const page = await app.inject({ url: '/career', headers: { cookie: `release_preview_careers=${token}` } });
      expect(runtimeConfig(page.body)?.remotes.careers).toContain(site.ids.careers);
      expect(page.body).not.toContain('release-preview');
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/.//evil.example/?preview=off', '//evil.example/?preview=off', '/\\evil.example/?preview=off'])(
      'never redirects %s to another host',
      async (url) => {
        const opened = await app.inject({ url });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toMatch(/^\/(?![/\\])/);
      },
    );
  });
});

describe('job pages, by what the provider knows', () => {
  // A careers server module as the careers build ships it, drawing just enough to tell pages apart.
  const SERVER_MODULE = `
    exports.careerSearchFor = () => ({ q: '', location: '', industry: '', page: 1, limit: 10 });
    exports.renderCareerPage = () => '<h1>The job board</h1>';
    exports.renderJobDetails = (id, answer) => '<h1>' + answer.data.jobTitle + '</h1>';
    exports.renderMissingJob = () => '<h1>Job not found</h1><a href="/career">See all jobs</a>';`;
  const LAYOUT = '<header>Corelink</header><main><template data-page-slot=""></template></main><footer>Footer</footer>';
  let site: Site;
  let app: FastifyInstance;
  let provider: RunningProviderApi;

  beforeAll(async () => {
    const dataDir = tempDir('edge-job-pages');
    provider = await startProviderApi({ token: 'job-pages', dataDir, host: '127.0.0.1', port: 0 });
    site = await publishedSite({ PROVIDER_URL: provider.url, PROVIDER_TOKEN: 'job-pages', DATA_DIR: dataDir });
    const { releasesDir } = site.config;
    const context = fileContext(releasesDir);
    const shell = await publishFixture(
      releasesDir,
      'shell',
      shellBuildFiles({
        'server/frames.cjs': `exports.renderFrames = async (table, paths) =>
          Object.fromEntries(paths.map((path) => [path, ${JSON.stringify(LAYOUT)}]));`,
      }),
    );
    const careers = await publishFixture(
      releasesDir,
      'careers',
      remoteBuildFiles('careers', { extra: { 'server/careers.cjs': SERVER_MODULE } }),
    );
    await activateReleases(context, [{ name: 'shell', id: shell }]);
    await activateReleases(context, [{ name: 'careers', id: careers }]);
    app = await edgeOf(site);
    // Its render processes start at its first careers page.
    await app.inject({ url: '/career' });
  }, 30_000);
  afterAll(async () => {
    await cleanUp(app, site);
    await provider.close();
  });

  it('answers a job the provider has with its page', async () => {
    const response = await app.inject({ url: '/job-details/job-0003' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<main><h1>[^<]+<\/h1><\/main>/);
  });

  it.each(['job-9999', 'not%20a%20job'])(
    'answers %s 404 with the not-found page inside the header and footer, marked for the browser',
    async (id) => {
      const response = await app.inject({ url: `/job-details/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(
        '<header>Corelink</header><main><h1>Job not found</h1><a href="/career">See all jobs</a></main><footer>',
      );
      expect(response.body).toContain(
        `<script id="prefetched-job" type="application/json">{"id":"${decodeURIComponent(id)}","missing":true}</script>`,
      );
    },
  );

  it('answers a job page 200 while the provider is down: a failure is no 404', async () => {
    await provider.close();
    const response = await app.inject({ url: '/job-details/job-9999' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Job not found');
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
    const app = await edgeOf(site);
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
    const app = await edgeOf(site);
    // A page of another remote: careers' own routes.json would come from that host.
    const response = await app.inject({ url: '/about' });
    expect(runtimeConfig(response.body)?.remotes.careers).toBe('https://cdn.example.net/careers/remoteEntry.js');
    expect(runtimeConfig(response.body)?.releases.careers).toBeNull();
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.net/);
    await cleanUp(app, site);
  });
});
