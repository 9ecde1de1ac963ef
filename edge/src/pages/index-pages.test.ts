import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEdgeConfig, type EdgeConfig } from '../config';
import { createIndexPages } from './index-pages';

const TEMPLATE =
  '<!doctype html><html><head><title>Corelink</title>' +
  '<script id=runtime-config type=application/json>__RUNTIME_CONFIG__</script>' +
  '<script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';

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

describe('index.html for each page', () => {
  let root: string;
  let config: EdgeConfig;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'index-pages-'));
    config = readEdgeConfig({ PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'index-pages-test' });
    config.shellDist = path.join(root, 'shell');
    write(path.join(config.shellDist, 'index.html'), TEMPLATE);
    write(path.join(config.shellDist, 'preload-manifest.json'), JSON.stringify(shellManifest));
    for (const name of ['marketing', 'careers', 'contact'] as const) {
      config.remoteDists[name] = path.join(root, name);
      write(path.join(config.remoteDists[name], 'remoteEntry.js'), '');
    }
    write(path.join(config.remoteDists.careers, 'preload-manifest.json'), JSON.stringify(careersManifest));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);

  it('preloads the shell files the page needs, and none of the remote’s', async () => {
    const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/career?search=react');
    expect(preloaded(html)).toEqual([
      '/612.aaaaaaaaaa.css',
      '/500.cccccccccc.css',
      '/assets/font.woff2',
      '/612.aaaaaaaaaa.js',
      '/696.bbbbbbbbbb.js',
      '/500.cccccccccc.js',
    ]);
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin>');
  });

  it('gives a path that shows no page only the shell startup', async () => {
    const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/services/cybersecurity');
    expect(preloaded(html)).toContain('/612.aaaaaaaaaa.js');
  });

  it('serves a page without hints when a build has no preload manifest', async () => {
    rmSync(path.join(config.shellDist, 'preload-manifest.json'));
    const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/career');
    expect(preloaded(html)).toEqual([]);
    expect(html).toContain('<div id=root></div>');
  });

  describe('with the page prerendered by both the shell and the remote', () => {
    beforeEach(() => {
      write(
        path.join(config.shellDist, 'prerendered', 'layout.careers.CareerPage.html'),
        '<header>Corelink</header><main><template data-page-slot=""></template></main>',
      );
      write(
        path.join(config.remoteDists.careers, 'prerendered', 'CareerPage.html'),
        '<h1>Careers $& $1</h1><form role="search"><input name="q"></form><formula>x</formula>',
      );
      write(path.join(config.shellDist, '612.aaaaaaaaaa.css'), '@font-face{src:url(assets/font.woff2)}');
      write(path.join(config.shellDist, '500.cccccccccc.css'), '.button{color:navy}');
      write(path.join(config.remoteDists.careers, 'career.eeeeeeeeee.css'), '.hero{background:url("img/x.svg")}');
    });

    it('puts the page in its frame inside #root, forms inert and stylesheets inline so it paints without waiting', async () => {
      const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/career');
      expect(html).toContain(
        '<div id="root"><header>Corelink</header><main><h1>Careers $& $1</h1>' +
          '<form inert="" role="search"><input name="q"></form><formula>x</formula></main></div>',
      );
      expect(html).toContain('<style data-href="612.aaaaaaaaaa.css">@font-face{src:url(/assets/font.woff2)}</style>');
      expect(html).toContain('<style data-href="500.cccccccccc.css">.button{color:navy}</style>');
      expect(html).toContain(
        '<style data-href="career.eeeeeeeeee.css">.hero{background:url("/remotes/careers/img/x.svg")}</style>',
      );
    });

    it('shows no snapshot when a stylesheet it needs cannot be read', async () => {
      rmSync(path.join(config.remoteDists.careers, 'career.eeeeeeeeee.css'));
      const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/career');
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('<style');
    });

    it('lists the shell scripts for after the first paint instead of preloading them with the page', async () => {
      const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/career');
      expect(preloaded(html)).toEqual(['/assets/font.woff2']);
      const listed = /<script id="deferred-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(listed ?? 'null')).toEqual(['/612.aaaaaaaaaa.js', '/696.bbbbbbbbbb.js', '/500.cccccccccc.js']);
    });

    it('shows a remote redeploy on the next request', async () => {
      const pages = createIndexPages(config, null, { recheckMs: 0 });
      expect((await pages.render('/career')).html).toContain('Careers');
      write(
        path.join(config.remoteDists.careers, 'prerendered', 'CareerPage.html'),
        '<h1>Join the team, redeployed</h1>',
      );
      expect((await pages.render('/career')).html).toContain('Join the team, redeployed');
    });

    it('renders each page once per deploy', async () => {
      const pages = createIndexPages(config, null, { recheckMs: 0 });
      expect(await pages.render('/career')).toBe(await pages.render('/career/'));
    });

    it('leaves #root empty for a page the remote did not prerender', async () => {
      const { html } = await createIndexPages(config, null, { recheckMs: 0 }).render('/job-details/job-0003');
      expect(html).toContain('<div id=root></div>');
    });
  });

  describe('a job page', () => {
    const job = { data: { id: 'job-0003', jobTitle: 'Mobile </script> Developer' } };
    const jobPages = {
      jobPage: jest.fn(async (id: string) =>
        id === 'job-0003'
          ? { html: '<h1>Mobile Developer</h1>', dataId: 'prefetched-job', data: { id, answer: job } }
          : null,
      ),
      careerPage: jest.fn(async () => null),
    };

    beforeEach(() => {
      write(
        path.join(config.shellDist, 'prerendered', 'layout.careers.JobDetailsPage.html'),
        '<main><template data-page-slot=""></template></main>',
      );
      write(path.join(config.shellDist, '612.aaaaaaaaaa.css'), 'a{}');
      write(path.join(config.shellDist, '500.cccccccccc.css'), 'b{}');
    });

    it('carries the job rendered for it and the answer it was drawn from, safe inside its script', async () => {
      const { html } = await createIndexPages(config, jobPages, { recheckMs: 0 }).render('/job-details/job%2D0003');
      expect(jobPages.jobPage).toHaveBeenCalledWith('job-0003');
      expect(html).toContain('<div id="root"><main><h1>Mobile Developer</h1></main></div>');
      const data = /<script id="prefetched-job" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(data).not.toContain('</script>');
      expect(JSON.parse(data)).toEqual({ id: 'job-0003', answer: job });
    });

    it('leaves an unknown job to the browser', async () => {
      const { html } = await createIndexPages(config, jobPages, { recheckMs: 0 }).render('/job-details/job-9999');
      expect(html).toContain('<div id=root></div>');
      expect(html).not.toContain('prefetched-job');
    });
  });
});
