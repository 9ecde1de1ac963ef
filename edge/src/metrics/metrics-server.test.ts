import { rmSync } from 'node:fs';
import { Registry } from 'prom-client';
import { applicationForm } from '../test-support/application-form';
import { CONTACT_SUBMISSION } from '../test-support/contact-submission';
import { fetchEdge, postForm, postJson } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { openJob } from '../test-support/provider-rows';
import { activeSite, tempDir, parseWindowStatus } from 'releases/test-support';
import { startMetricsServer, type MetricsServer } from './metrics-server';

describe('the metrics of an edge, on their own server', () => {
  let harness: InProcessEdgeWithProvider;
  let releasesDir: string;
  let ids: Awaited<ReturnType<typeof activeSite>>;
  let server: MetricsServer;
  const scrape = async () => (await fetch(server.url)).text();
  const call = (path: string, init?: RequestInit) => fetchEdge(harness.url, harness.provider.token, path, init);

  beforeAll(async () => {
    releasesDir = tempDir('edge-metrics');
    ids = await activeSite(releasesDir);
    harness = await startEdgeInProcess({ RELEASES_DIR: releasesDir, CONTACT_RATE_LIMIT_MAX: '1' }, { provider: true });
    server = await startMetricsServer(harness.app.metrics.registry, { host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await harness.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('serves Prometheus text on loopback, at /metrics only', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    // Never on the public port: there it is just an unknown path.
    const publicAnswer = await call('/metrics', { redirect: 'manual' });
    expect(publicAnswer.status).toBe(302);
    expect(publicAnswer.text).not.toContain('edge_http_requests_total');
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    await call('/job-details/job-0003');
    await call('/job-details/job-0004');
    await call('/nowhere/at-all', { redirect: 'manual' });
    await call('/api/jobs/apijob/job-0003');
    const text = await scrape();
    // A page also names its package, and how the visitor got its release and the shell's.
    const page = 'package="careers",role="stable",shell_role="stable"';
    const none = 'package="none",role="none",shell_role="none"';
    expect(text).toContain(`edge_http_requests_total{method="GET",route="/job-details/:id",status="200",${page}} 2`);
    expect(text).toMatch(
      new RegExp(`edge_http_requests_total\\{method="GET",route="\\(unknown path\\)",status="302",${none}\\} [1-9]`),
    );
    expect(text).toContain(
      `edge_http_requests_total{method="GET",route="/api/jobs/apijob/:id",status="200",${none}} 1`,
    );
    expect(text).toMatch(
      new RegExp(
        `edge_http_request_duration_seconds_bucket\\{le="0\\.1",method="GET",route="/job-details/:id",status="200",${page}\\} \\d`,
      ),
    );
    expect(text).not.toContain('job-0003');
    expect(text).not.toContain('nowhere');
  });

  it('times provider calls, and counts their failures', async () => {
    await call('/api/jobs/apijob/job-0001');
    await harness.provider.stop();
    expect((await call('/api/jobs/apijob/job-0002')).status).toBe(502);
    await harness.provider.restart();
    const text = await scrape();
    expect(text).toMatch(/edge_provider_request_duration_seconds_count\{service="jobs",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/edge_provider_request_duration_seconds_count\{service="jobs",outcome="unavailable"\} 1/);
    expect(text).toMatch(/edge_provider_failures_total\{service="jobs",reason="unavailable"\} 1/);
  });

  it('counts rate-limit refusals, and applications accepted and refused by reason', async () => {
    expect((await call('/api/contact', postJson(CONTACT_SUBMISSION))).status).toBe(200);
    expect((await call('/api/contact', postJson(CONTACT_SUBMISSION))).status).toBe(429);
    const job = openJob(harness.provider.db, 'job-0002');
    expect((await call(`/api/jobs/apply/${job.id}`, postForm(applicationForm(job)))).status).toBe(201);
    expect((await call(`/api/jobs/apply/${job.id}`, postJson({}))).status).toBe(415);
    expect((await call('/api/jobs/apply/job-9999', postForm(applicationForm(job)))).status).toBe(404);
    const text = await scrape();
    expect(text).toMatch(/edge_rate_limit_refusals_total\{route="\/api\/contact"\} 1/);
    expect(text).toMatch(/edge_applications_accepted_total 1/);
    expect(text).toMatch(/edge_applications_refused_total\{reason="unsupported_type"\} 1/);
    expect(text).toMatch(/edge_applications_refused_total\{reason="unknown_job"\} 1/);
  });

  it('shows the active release of each package', async () => {
    const text = await scrape();
    for (const [name, id] of Object.entries(ids)) {
      expect(text).toContain(`edge_release_info{package="${name}",release="${id}",role="active"} 1`);
    }
  });

  it('names no secret, token or file', async () => {
    const text = await scrape();
    for (const secret of [harness.provider.token, releasesDir, harness.provider.dataDir, harness.provider.url]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers its JSON views beside the metrics (the canary window), and never on the public port', async () => {
    // A registry of its own: the process's figures are in the edge's already.
    const views = await startMetricsServer(
      new Registry(),
      { host: '127.0.0.1', port: 0 },
      {
        '/canaries': harness.app.canaryWindow,
        '/broken': () => Promise.reject(new Error('no')),
      },
    );
    try {
      const base = views.url.replace('/metrics', '');
      const window = await fetch(`${base}/canaries`);
      expect(window.status).toBe(200);
      expect(window.headers.get('cache-control')).toBe('no-store');
      // No canary runs: the window has nothing to show, in the format the release service reads.
      expect(parseWindowStatus(await window.text())).toEqual({ windowMs: 600_000, packages: [] });
      expect((await fetch(`${base}/broken`)).status).toBe(500);
      expect((await fetch(`${base}/canaries`, { method: 'POST' })).status).toBe(404);
      expect((await call('/canaries', { redirect: 'manual' })).status).toBe(302);
    } finally {
      await views.close();
    }
  });
});
