import type { FastifyInstance } from 'fastify';
import { startProviderApi, type RunningProviderApi } from 'provider-api';
import { activateReleases } from 'releases/test-support';
import { fileContext, publishFixture, remoteBuildFiles, shellBuildFiles, tempDir } from 'releases/test-support';
import { cleanUp, publishedSite, type Site } from '../test-support/published-site';
import { startEdgeInProcess } from '../test-support/test-edge';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

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
    app = (await startEdgeInProcess(site.env, { listen: false })).app;
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
