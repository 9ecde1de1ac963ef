import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SiteVisitor } from '../test-support/site-visitor';
import { startEdgeInProcess } from '../test-support/test-edge';
import { within } from '../test-support/within';
import { activateReleases } from 'releases/test-support';
import { type PackageName, previewSecret } from 'releases/model';
import { type WindowStatus } from 'releases/edge';
import {
  PREVIEW_VALID_MS,
  signPreview,
  activeSite,
  fileContext,
  publishFixture,
  remoteBuildFiles,
  tempDir,
} from 'releases/test-support';

describe('POST /api/web-vitals', () => {
  let app: FastifyInstance;
  let releasesDir: string;
  let ids: Record<PackageName, string>;
  let address = 0;

  beforeAll(async () => {
    releasesDir = tempDir('edge-web-vitals');
    ids = await activeSite(releasesDir);
    ({ app } = await startEdgeInProcess(
      {
        PROVIDER_URL: 'http://127.0.0.1:9',
        PROVIDER_TOKEN: 'vitals-test',
        RELEASES_DIR: releasesDir,
        WEB_VITALS_RATE_LIMIT_MAX: '3',
        CLIENT_REPORT_RATE_LIMIT_MAX: '3',
        // Each test sends from its own address (set by a trusted proxy), so limits never carry over.
        TRUST_PROXY: 'loopback',
      },
      { listen: false },
    ));
  });
  beforeEach(() => {
    address += 1;
    app.metrics.registry.resetMetrics();
  });
  afterAll(async () => {
    await app.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const report = (overrides: Record<string, unknown> = {}) => ({
    route: '/about',
    releases: { shell: ids.shell, marketing: ids.marketing },
    vitals: { LCP: 1830, INP: 96, CLS: 0.02, TTFB: 120 },
    ...overrides,
  });
  const post = (payload: string, { contentType = 'application/json', cookie = '' } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/web-vitals',
      headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.113.${address}`, cookie },
      payload,
    });
  const observed = async (name: 'LCP' | 'INP' | 'CLS' | 'TTFB') =>
    (await app.metrics.webVitals[name].get()).values.filter((value) => value.metricName?.endsWith('_count'));

  it('observes each value, in seconds, under the route, for the page’s package and for the shell', async () => {
    expect((await post(JSON.stringify(report()))).statusCode).toBe(204);
    const stable = (name: PackageName) => ({ route: '/about', package: name, release: ids[name], role: 'stable' });
    expect(await observed('LCP')).toEqual([
      expect.objectContaining({ labels: stable('shell'), value: 1 }),
      expect.objectContaining({ labels: stable('marketing'), value: 1 }),
    ]);
    const sums = (await app.metrics.webVitals.LCP.get()).values.filter((value) => value.metricName?.endsWith('_sum'));
    expect(sums.map(({ value }) => value)).toEqual([1.83, 1.83]);
    const cls = (await app.metrics.webVitals.CLS.get()).values.find((value) => value.metricName?.endsWith('_sum'));
    expect(cls?.value).toBe(0.02);
    const text = await app.metrics.registry.metrics();
    expect(text).toContain(
      `edge_web_vitals_inp_seconds_bucket{le="0.1",route="/about",package="marketing",release="${ids.marketing}",role="stable"} 1`,
    );
  });

  it('takes the page’s package from the route table, never from the browser', async () => {
    const careersPage = report({ route: '/career', releases: { shell: ids.shell, marketing: ids.marketing } });
    expect((await post(JSON.stringify(careersPage))).statusCode).toBe(204);
    expect((await observed('LCP')).map(({ labels }) => labels.package)).toEqual(['shell']);
  });

  it('drops what names a route or a release this edge does not serve, so labels stay bounded', async () => {
    const older = await publishFixture(
      releasesDir,
      'marketing',
      remoteBuildFiles('marketing', { extra: { 'v.js': '' } }),
    );
    expect((await post(JSON.stringify(report({ route: '/nowhere' })))).statusCode).toBe(204);
    expect((await post(JSON.stringify(report({ releases: { shell: ids.shell, marketing: older } })))).statusCode).toBe(
      204,
    );
    expect((await observed('LCP')).map(({ labels }) => [labels.package, labels.release])).toEqual([
      ['shell', ids.shell],
    ]);
  });

  it('labels a canary visitor’s measurements canary, and a previewing browser’s preview', async () => {
    const canary = await publishFixture(releasesDir, 'marketing', remoteBuildFiles('marketing', { extra: { c: '' } }));
    const link = signPreview(
      { name: 'marketing', id: canary, exp: Date.now() + PREVIEW_VALID_MS },
      await previewSecret(null, releasesDir),
    );
    expect(
      (
        await post(JSON.stringify(report({ releases: { shell: ids.shell, marketing: canary } })), {
          cookie: `release_preview_marketing=${link}`,
        })
      ).statusCode,
    ).toBe(204);
    await activateReleases(fileContext(releasesDir), [{ name: 'marketing', id: canary }], { canaryPercent: 99.99 });
    // Near everyone gets the canary once the edge has read the new pointers.
    const visitor = new SiteVisitor(app, '198.51.100.7');
    await within(5000, async () => SiteVisitor.releaseIn(await visitor.open('/about'), 'marketing') === canary);
    const cookie = `release_visitor=${visitor.cookies.get('release_visitor')}`;
    expect(
      (await post(JSON.stringify(report({ releases: { shell: ids.shell, marketing: canary } })), { cookie }))
        .statusCode,
    ).toBe(204);
    // The same page view's second report (an interaction after it was hidden once): a measurement, no view.
    expect(
      (
        await post(
          JSON.stringify(report({ releases: { shell: ids.shell, marketing: canary }, vitals: { INP: 300 } })),
          { cookie },
        )
      ).statusCode,
    ).toBe(204);
    const roles = (await observed('LCP')).filter(({ labels }) => labels.package === 'marketing');
    expect(roles.map(({ labels, value }) => [labels.release, labels.role, value])).toEqual([
      [canary, 'preview', 1],
      [canary, 'canary', 1],
    ]);
    // While the canary runs, its visitors' measurements are kept over the window (a preview's never).
    const window = (await app.canaryWindow()) as WindowStatus;
    expect(window.packages).toEqual([
      expect.objectContaining({
        package: 'marketing',
        canary: expect.objectContaining({ id: canary, vitals: { lcpMs: 1830, inpMs: 300, cls: 0.02, samples: 1 } }),
        stable: expect.objectContaining({
          id: ids.marketing,
          vitals: { lcpMs: null, inpMs: null, cls: null, samples: 0 },
        }),
      }),
    ]);
    const reports = (await app.metrics.webVitals.reports.get()).values.filter(
      ({ labels }) => labels.package === 'marketing',
    );
    expect(reports.map(({ labels, value }) => [labels.role, value])).toEqual([
      ['preview', 1],
      ['canary', 1],
    ]);
    await activateReleases(fileContext(releasesDir), [{ name: 'marketing', id: ids.marketing }]);
  });

  it.each([
    ['a wrong content type', () => post(JSON.stringify(report()), { contentType: 'text/plain' }), 415],
    ['an oversized body', () => post(JSON.stringify(report({ route: `/${'a'.repeat(2000)}` }))), 413],
    ['a body that is not JSON', () => post('{ not json'), 400],
    ['an extra field', () => post(JSON.stringify(report({ url: 'https://example.com/?email=jane' }))), 400],
    ['no shell release', () => post(JSON.stringify(report({ releases: { marketing: ids.marketing } }))), 400],
    [
      'three releases',
      () => post(JSON.stringify(report({ releases: { ...ids, contact: ids.contact, careers: ids.careers } }))),
      400,
    ],
    ['a release id that is none', () => post(JSON.stringify(report({ releases: { shell: 'latest' } }))), 400],
    ['an unknown measurement', () => post(JSON.stringify(report({ vitals: { FID: 12 } }))), 400],
    ['no measurement', () => post(JSON.stringify(report({ vitals: {} }))), 400],
    ['a negative value', () => post(JSON.stringify(report({ vitals: { LCP: -1 } }))), 400],
    ['a value of no page view', () => post(JSON.stringify(report({ vitals: { LCP: 3_600_000 } }))), 400],
    ['a value that is no number', () => post(JSON.stringify(report({ vitals: { CLS: '0.1' } }))), 400],
    // JSON.parse reads 1e309 as Infinity, which ajv's bounds never apply to.
    ['a value past any number', () => post(JSON.stringify(report()).replace('1830', '1e309')), 400],
    ['a negative value past any number', () => post(JSON.stringify(report()).replace('120', '-1e309')), 400],
    [
      'a visited path in place of the route',
      () => post(JSON.stringify(report({ route: '/job-details/jane doe' }))),
      400,
    ],
  ])('refuses %s with a clean 4xx, and observes nothing', async (_case, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await observed('LCP')).toEqual([]);
  });

  it('limits each address on its own allowance, which never touches the failure reports’', async () => {
    const statuses = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push((await post(JSON.stringify(report()))).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const failure = await app.inject({
      method: 'POST',
      url: '/api/client-reports',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${address}` },
      payload: JSON.stringify({ package: 'marketing', release: ids.marketing, route: '/about', kind: 'page-error' }),
    });
    expect(failure.statusCode).toBe(204);
  });
});
