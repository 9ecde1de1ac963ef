import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEdgeConfig, type EdgeConfig } from '../config';
import { DECLARED, ROUTES, SITE_RULES } from 'releases/test-support';
import { createRenderPool, FRAMES_PRELOAD, type RenderPool, readRenderSandboxSettings } from 'render-sandbox';
import type { RenderedPage } from './careers-page-renderer';
import { createFrames } from './frames';
import { createIndexPages } from './index-pages';

// Frames are drawn in a render process, as on an edge: one for the file, each test's shell release in turn.
jest.setTimeout(30_000);
let framesPool: RenderPool;
beforeAll(() => {
  framesPool = createRenderPool({
    settings: readRenderSandboxSettings({ RENDER_POOL_SIZE: '1', RENDER_TIMEOUT_MS: '10000' }),
    preload: FRAMES_PRELOAD,
  });
});
afterAll(() => framesPool.close());
// A frame cache of its own for each composer.
const frames = () => createFrames(framesPool, { warn: () => undefined });
import { createReleaseBuilds, type SiteComposition } from './release-builds';
import type { Served } from './served-releases';

const TEMPLATE =
  '<!doctype html><html><head><title>Corelink</title>' +
  '<script id=runtime-config type=application/json>__RUNTIME_CONFIG__</script>' +
  '<script defer src=__SHELL_BASE__/main.0123456789.js></script></head><body><div id=root></div></body></html>';

const SHELL = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const CAREERS = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
const CAREERS_NEXT = '20261124T120000000Z-cccccccccccccccc';
const MARKETING = '20261124T130000000Z-dddddddddddddddd';
const CONTACT = '20261124T140000000Z-eeeeeeeeeeeeeeee';
const S = `/releases/shell/${SHELL}/`;
const C = `/releases/careers/${CAREERS}/`;

const entry = (js: string[], css: string[], consumes: string[], fonts: string[] = []) => ({ js, css, fonts, consumes });

const shellManifest = {
  roots: {
    main: entry(['612.aaaaaaaaaa.js'], ['612.aaaaaaaaaa.css'], ['react', 'shared-config/ui'], ['assets/font.woff2']),
  },
  provides: {
    react: entry(['696.bbbbbbbbbb.js'], [], []),
    'shared-config/ui': entry(['500.cccccccccc.js'], ['500.cccccccccc.css'], ['react']),
  },
};

const careersManifest = {
  roots: {
    CareerPage: entry(
      ['__federation_expose_CareerPage.dddddddddd.js'],
      ['career.eeeeeeeeee.css'],
      ['react', 'react-redux'],
    ),
    JobDetailsPage: entry(['__federation_expose_JobDetailsPage.ffffffffff.js'], [], ['react']),
  },
  provides: {
    react: entry(['696.remotecopy0.js'], [], []),
    'react-redux': entry(['447.1111111111.js'], [], ['react']),
  },
};

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A shell's frame renderer (server/frames.cjs) that draws every page in `html`. */
const framesDrawing = (html: string) =>
  `exports.renderFrames = async (table, paths) => Object.fromEntries(paths.map((path) => [path, ${JSON.stringify(html)}]));`;

describe('index.html for each page', () => {
  let root: string;
  let config: EdgeConfig;
  const shellFile = (file: string) => path.join(config.releasesDir, 'shell', SHELL, file);
  const careersFile = (file: string, id = CAREERS) => path.join(config.releasesDir, 'careers', id, file);

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'index-pages-'));
    config = readEdgeConfig({ PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'index-pages-test', DATA_DIR: root });
    write(shellFile('index.html'), TEMPLATE);
    write(shellFile('site-rules.json'), JSON.stringify(SITE_RULES));
    write(shellFile('preload-manifest.json'), JSON.stringify(shellManifest));
    for (const [name, id] of [
      ['marketing', MARKETING],
      ['careers', CAREERS],
      ['careers', CAREERS_NEXT],
      ['contact', CONTACT],
    ]) {
      write(path.join(config.releasesDir, name as string, id as string, 'remoteEntry.js'), '');
      const routes = DECLARED[name as keyof typeof DECLARED];
      write(path.join(config.releasesDir, name as string, id as string, 'routes.json'), JSON.stringify({ routes }));
    }
    write(careersFile('preload-manifest.json'), JSON.stringify(careersManifest));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const served = (careers = CAREERS, previews: Served['previews'] = []): Served => ({
    ids: { shell: SHELL, marketing: MARKETING, careers, contact: CONTACT },
    previews,
    personal: false,
  });
  const site = (careers?: string): SiteComposition =>
    createReleaseBuilds(config).compose(served(careers)) as SiteComposition;
  const render = (pathname: string, careers?: string) =>
    createIndexPages(config, frames()).render(pathname, site(careers));

  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);

  it('points the page at the releases it is composed from: the shell files and every remote entry', async () => {
    const { html } = await render('/about');
    expect(html).toContain(`<script defer src=${S}main.0123456789.js></script>`);
    const json = /<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      remotes: {
        marketing: `/releases/marketing/${MARKETING}/remoteEntry.js`,
        careers: `/releases/careers/${CAREERS}/remoteEntry.js`,
        contact: `/releases/contact/${CONTACT}/remoteEntry.js`,
      },
      releases: { shell: SHELL, marketing: MARKETING, careers: CAREERS, contact: CONTACT },
      liveChat: { propertyId: null, widgetId: null, scriptBaseUrl: 'https://embed.tawk.to' },
      vitals: { samplePercent: 100 },
      site: expect.objectContaining({ routes: ROUTES, redirects: SITE_RULES.redirects, notFound: '/' }),
      // The year the page's frame shows, for the browser's first render to draw the same.
      year: new Date().getUTCFullYear(),
    });
  });

  it('names the static origin of the releases when RELEASES_URL is set', async () => {
    config.releasesUrl = 'https://static.corelink.example/releases';
    const { html } = await render('/career');
    expect(html).toContain(`src=https://static.corelink.example/releases/shell/${SHELL}/main.0123456789.js`);
    expect(html).toContain(`"careers":"https://static.corelink.example/releases/careers/${CAREERS}/remoteEntry.js"`);
  });

  it('preloads the shell files the page needs, and none of the remote’s', async () => {
    const { html } = await render('/career?search=react');
    expect(preloaded(html)).toEqual([
      `${S}612.aaaaaaaaaa.css`,
      `${S}500.cccccccccc.css`,
      `${S}assets/font.woff2`,
      `${S}612.aaaaaaaaaa.js`,
      `${S}696.bbbbbbbbbb.js`,
      `${S}500.cccccccccc.js`,
    ]);
    expect(html).toContain(`<link rel="preload" href="${S}assets/font.woff2" as="font" type="font/woff2" crossorigin>`);
  });

  it('gives a path that shows no page only the shell startup', async () => {
    const { html } = await render('/services/cybersecurity');
    expect(preloaded(html)).toContain(`${S}612.aaaaaaaaaa.js`);
  });

  it('serves a page without hints when a build has no preload manifest', async () => {
    rmSync(shellFile('preload-manifest.json'));
    const { html } = await render('/career');
    expect(preloaded(html)).toEqual([]);
    expect(html).toContain('<div id=root></div>');
  });

  it('matches paths with the route table composed from the releases it is composed from', async () => {
    const joinUs = { ...DECLARED.careers[0], path: '/join-us' };
    write(careersFile('routes.json'), JSON.stringify({ routes: [joinUs] }));
    expect(preloaded((await render('/join-us')).html)).toContain(`${S}612.aaaaaaaaaa.css`);
  });

  describe('with the page prerendered by both the shell and the remote', () => {
    beforeEach(() => {
      write(
        shellFile('server/frames.cjs'),
        framesDrawing('<header>Corelink</header><main><template data-page-slot=""></template></main>'),
      );
      write(
        careersFile('prerendered/CareerPage.html'),
        '<h1>Careers $& $1</h1><form role="search"><input name="q"></form><formula>x</formula>',
      );
      write(shellFile('612.aaaaaaaaaa.css'), '@font-face{src:url(assets/font.woff2)}');
      write(shellFile('500.cccccccccc.css'), '.button{color:navy}');
      write(careersFile('career.eeeeeeeeee.css'), '.hero{background:url("img/x.svg")}');
      write(careersFile('preload-manifest.json', CAREERS_NEXT), JSON.stringify(careersManifest));
      write(careersFile('prerendered/CareerPage.html', CAREERS_NEXT), '<h1>Join the team, next release</h1>');
      write(careersFile('career.eeeeeeeeee.css', CAREERS_NEXT), '.hero{color:teal}');
    });

    it('puts the page in its frame inside #root, forms as they are and stylesheets inline so it paints without waiting', async () => {
      write(
        shellFile('server/frames.cjs'),
        framesDrawing('<header>Corelink</header><main><template data-page-slot="hydrate"></template></main>'),
      );
      const { html } = await render('/career');
      // Its shell hydrates the page: what a visitor types before the code arrives is kept.
      expect(html).toContain(
        '<div id="root"><header>Corelink</header><main><h1>Careers $& $1</h1>' +
          '<form role="search"><input name="q"></form><formula>x</formula></main></div>',
      );
      expect(html).toContain(
        `<style data-href="612.aaaaaaaaaa.css">@font-face{src:url(${S}assets/font.woff2)}</style>`,
      );
      expect(html).toContain('<style data-href="500.cccccccccc.css">.button{color:navy}</style>');
      expect(html).toContain(`<style data-href="career.eeeeeeeeee.css">.hero{background:url("${C}img/x.svg")}</style>`);
    });

    it('makes the forms inert in the frame of an older shell, whose app draws the page again', async () => {
      const { html } = await render('/career');
      expect(html).toContain(
        '<div id="root"><header>Corelink</header><main><h1>Careers $& $1</h1>' +
          '<form inert="" role="search"><input name="q"></form><formula>x</formula></main></div>',
      );
    });

    it('sends the build’s page for a URL with a query it reads only as a stand-in, for the app to draw again', async () => {
      write(
        shellFile('server/frames.cjs'),
        framesDrawing('<header>Corelink</header><main><template data-page-slot="hydrate"></template></main>'),
      );
      const [list, ...rest] = DECLARED.careers;
      write(careersFile('routes.json'), JSON.stringify({ routes: [{ ...list, query: ['q'] }, ...rest] }));
      const runtimeConfig = (html: string) =>
        JSON.parse(/<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
      // Readable meanwhile, but not the page the browser would hydrate for ?q=engineer: drawn again,
      // its forms inert until then.
      const { html } = await render('/career?q=engineer');
      expect(html).toContain('<main><h1>Careers $& $1</h1><form inert="" role="search">');
      expect(runtimeConfig(html)).toMatchObject({ hydrate: false });
      const plain = await render('/career?utm_source=mail');
      expect(plain.html).toContain('<main><h1>Careers $& $1</h1><form role="search">');
      expect(runtimeConfig(plain.html)).not.toHaveProperty('hydrate');
    });

    it('shows no snapshot when a stylesheet it needs cannot be read', async () => {
      rmSync(careersFile('career.eeeeeeeeee.css'));
      const { html } = await render('/career');
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('<style');
    });

    it('lists the shell scripts for after the first paint instead of preloading them with the page', async () => {
      const { html } = await render('/career');
      expect(preloaded(html)).toEqual([`${S}assets/font.woff2`]);
      const listed = /<script id="deferred-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(listed ?? 'null')).toEqual([
        `${S}612.aaaaaaaaaa.js`,
        `${S}696.bbbbbbbbbb.js`,
        `${S}500.cccccccccc.js`,
      ]);
    });

    it('composes each combination of releases with its own pages', async () => {
      const pages = createIndexPages(config, frames());
      const builds = createReleaseBuilds(config);
      const current = builds.compose(served()) as SiteComposition;
      const next = builds.compose(served(CAREERS_NEXT)) as SiteComposition;
      expect((await pages.render('/career', current)).html).toContain('Careers $& $1');
      expect((await pages.render('/career', next)).html).toContain('Join the team, next release');
      expect((await pages.render('/career', next)).html).toContain(`/releases/careers/${CAREERS_NEXT}/remoteEntry.js`);
      expect((await pages.render('/career', current)).html).toContain('Careers $& $1');
    });

    it('composes each page once per combination of releases', async () => {
      const pages = createIndexPages(config, frames());
      const builds = createReleaseBuilds(config);
      expect(await pages.render('/career', builds.compose(served()) as SiteComposition)).toBe(
        await pages.render('/career/', builds.compose(served()) as SiteComposition),
      );
    });

    it('keeps no more composed pages than PAGE_CACHE_MAX_MB allows', async () => {
      const pages = createIndexPages({ ...config, pageCacheMaxBytes: 1 }, frames());
      const first = await pages.render('/career', site());
      expect(await pages.render('/career', site())).not.toBe(first);
    });

    it('leaves #root empty for a page the remote did not prerender', async () => {
      const { html } = await render('/job-details/job-0003');
      expect(html).toContain('<div id=root></div>');
    });

    it('shows a preview badge outside #root, styled from the head, with the way out', async () => {
      const preview = { name: 'careers' as const, id: CAREERS_NEXT, exp: Date.now() + 60_000 };
      const composed = createReleaseBuilds(config).compose(served(CAREERS_NEXT, [preview])) as SiteComposition;
      const { html } = await createIndexPages(config, frames()).render('/career', composed);
      expect(html).toMatch(
        new RegExp(
          `</div><aside class="release-preview" aria-label="Release preview"><p>Preview: careers <code>${CAREERS_NEXT}</code></p>` +
            '<a href="\\?preview=off">Exit preview</a></aside></body>',
        ),
      );
      expect(html).toMatch(/<style id="release-preview-style">[^<]*\.release-preview\{/);
      expect(html).not.toMatch(/ style="/);
      expect((await render('/career')).html).not.toContain('release-preview');
    });
  });

  describe('a job page', () => {
    const job = { data: { id: 'job-0003', jobTitle: 'Mobile </script> Developer' } };
    const jobPages = {
      jobPage: jest.fn(async (_release: unknown, id: string) => {
        if (id === 'job-0003')
          return { html: '<h1>Mobile Developer</h1>', dataId: 'prefetched-job', data: { id, answer: job } };
        if (id === 'job-gone')
          return { html: '<h1>Not found</h1>', dataId: 'prefetched-job', data: null, missing: true };
        return null;
      }),
      careerPage: jest.fn(async () => null),
    };

    beforeEach(() => {
      write(shellFile('server/frames.cjs'), framesDrawing('<main><template data-page-slot=""></template></main>'));
      write(shellFile('612.aaaaaaaaaa.css'), 'a{}');
      write(shellFile('500.cccccccccc.css'), 'b{}');
    });

    it('carries the job the careers release rendered, and the answer it was drawn from, safe inside its script', async () => {
      const { html } = await createIndexPages(config, frames(), jobPages).render('/job-details/job%2D0003', site());
      expect(jobPages.jobPage).toHaveBeenCalledWith(
        { id: CAREERS, dir: path.join(config.releasesDir, 'careers', CAREERS) },
        'job-0003',
      );
      expect(html).toContain('<div id="root"><main><h1>Mobile Developer</h1></main></div>');
      const data = /<script id="prefetched-job" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(data).not.toContain('</script>');
      expect(JSON.parse(data)).toEqual({ id: 'job-0003', answer: job });
    });

    it('names its canonical URL in its head, but not for a job the provider does not have (404)', async () => {
      const pages = createIndexPages(config, frames(), jobPages);
      const page = await pages.render('/job-details/job%2D0003', site(), '/job-details/job-0003');
      expect(page.canonical).toBe(`${config.publicUrl}/job-details/job-0003`);
      expect(page.html).toMatch(
        new RegExp(
          `<head>[\\s\\S]*<link rel="canonical" href="${config.publicUrl}/job-details/job-0003">[\\s\\S]*</head>`,
        ),
      );
      const gone = await pages.render('/job-details/job-gone', site(), '/job-details/job-gone');
      expect([gone.status, gone.canonical]).toEqual([404, null]);
      expect(gone.html).not.toContain('rel="canonical"');
    });

    it('keeps a page without its data, named by a job id, only once it is asked for again', async () => {
      const pages = createIndexPages(config, frames(), jobPages);
      const composed = site();
      const render = (id: string) => pages.render(`/job-details/${id}`, composed, `/job-details/${id}`);
      const first = await render('job-9998');
      expect(first.html).toContain(`<link rel="canonical" href="${config.publicUrl}/job-details/job-9998">`);
      expect((await render('job-9999')).html).toContain(`href="${config.publicUrl}/job-details/job-9999"`);
      const again = await render('job-9998');
      expect(again).not.toBe(first);
      expect(await render('job-9998')).toBe(again);
    });

    it('leaves an unknown job to the browser', async () => {
      const { html } = await createIndexPages(config, frames(), jobPages).render('/job-details/job-9999', site());
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('prefetched-job');
    });
  });

  describe('composed once per page and the query it reads', () => {
    // Careers pages rendered, by search or job id.
    const renders = new Map<string, RenderedPage>();
    const careersPages = {
      // As the real renderer: one render per search it is given.
      careerPage: jest.fn(async (_release: unknown, search: string) => {
        const known = renders.get(search) ?? {
          html: `<h1>Jobs ${search}</h1>`,
          dataId: 'prefetched-jobs',
          data: {},
        };
        renders.set(search, known);
        return known;
      }),
      jobPage: jest.fn(async (_release: unknown, id: string) => {
        const known = renders.get(id) ?? { html: `<h1>${id}</h1>`, dataId: 'prefetched-job', data: { id } };
        renders.set(id, known);
        return known;
      }),
    };
    beforeEach(() => {
      renders.clear();
      careersPages.careerPage.mockClear();
    });
    const pagesFor = (routes: typeof ROUTES) => {
      const careers = routes.filter((route) => route.page.startsWith('careers/'));
      write(careersFile('routes.json'), JSON.stringify({ routes: careers }));
      const pages = createIndexPages(config, frames(), careersPages);
      const composed = site();
      return (url: string) => pages.render(url, composed);
    };
    const declared = ROUTES.map((route) =>
      route.page === 'careers/CareerPage' ? { ...route, query: ['q', 'location', 'industry', 'page', 'limit'] } : route,
    );

    it('keeps a page drawn with data only once it is asked for again: unique searches fill no cache', async () => {
      const render = pagesFor(declared);
      const once = await render('/career?q=unique-1');
      const again = await render('/career?q=unique-1');
      expect(again).not.toBe(once);
      expect(again).toEqual(once);
      expect(await render('/career?q=unique-1')).toBe(again);
      // A page without data is bounded by the routes: kept at once.
      const about = await render('/about');
      expect(await render('/about')).toBe(about);
    });

    it('gives junk parameters, their order and defaults of a careers search the page already composed', async () => {
      const render = pagesFor(declared);
      await render('/career?q=Engineer&location=Remote');
      const first = await render('/career?q=Engineer&location=Remote');
      for (const url of [
        '/career?location=Remote&q=Engineer',
        `/career?q=Engineer&location=Remote&x=${Math.random()}`,
        '/career?utm_source=mail&q=%20Engineer&location=Remote&industry=',
        '/CAREER/?q=Engineer&location=Remote&page=1',
      ]) {
        expect(await render(url)).toBe(first);
      }
      // The careers release renders the search as the page shows it, never the URL as sent.
      expect(new Set(careersPages.careerPage.mock.calls.map(([, search]) => search))).toEqual(
        new Set(['?q=Engineer&location=Remote']),
      );
      expect(await render('/career?q=designer')).not.toBe(first);
    });

    it('draws a careers search in another case as another page: its search field shows it', async () => {
      const render = pagesFor(declared);
      await render('/career?q=Engineer');
      await render('/career?q=engineer');
      expect(careersPages.careerPage.mock.calls.map(([, search]) => search)).toEqual(['?q=Engineer', '?q=engineer']);
    });

    it('keys a page by the parameters its route declares, and nothing else', async () => {
      const render = pagesFor(ROUTES.map((route) => (route.path === '/career' ? { ...route, query: ['q'] } : route)));
      await render('/career?q=cloud');
      const first = await render('/career?q=cloud');
      expect(await render('/career?q=cloud&location=Remote&page=2')).toBe(first);
      expect(careersPages.careerPage).toHaveBeenCalledTimes(3);
      expect(careersPages.careerPage).toHaveBeenLastCalledWith(expect.anything(), '?q=cloud');
    });

    it('gives a job page one entry whatever the spelling of its path and its query', async () => {
      const render = pagesFor(declared);
      await render('/job-details/job-0003');
      const first = await render('/job-details/job-0003');
      expect(await render('/job-details/job%2D0003?utm_source=mail')).toBe(first);
      expect(await render('/JOB-DETAILS/job-0003/')).toBe(first);
      expect(await render('/job-details/job-0004')).not.toBe(first);
    });
  });
});
