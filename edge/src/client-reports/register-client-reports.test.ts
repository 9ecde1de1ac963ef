import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { startEdgeInProcess } from '../test-support/test-edge';
import { activeSite, tempDir } from 'releases/test-support';

const reportsCounted = async (app: FastifyInstance) =>
  (await app.metrics.clientReports.get()).values.reduce((sum, { value }) => sum + value, 0);

describe('POST /api/client-reports', () => {
  let app: FastifyInstance;
  let releasesDir: string;
  let ids: Awaited<ReturnType<typeof activeSite>>;
  const lines: Record<string, unknown>[] = [];
  let address = 0;

  beforeAll(async () => {
    releasesDir = tempDir('edge-client-reports');
    ids = await activeSite(releasesDir);
    ({ app } = await startEdgeInProcess(
      {
        PROVIDER_URL: 'http://127.0.0.1:9',
        PROVIDER_TOKEN: 'reports-test',
        RELEASES_DIR: releasesDir,
        CLIENT_REPORT_RATE_LIMIT_MAX: '3',
        // Each test reports from its own address (set by a trusted proxy), so limits never carry over.
        TRUST_PROXY: 'true',
      },
      { listen: false, logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    ));
  });
  beforeEach(() => {
    address += 1;
    lines.length = 0;
  });
  afterAll(async () => {
    await app.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const report = (overrides: Record<string, unknown> = {}) => ({
    package: 'careers',
    release: ids.careers,
    route: '/job-details/:id',
    kind: 'remote-load',
    ...overrides,
  });
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/client-reports',
      headers: { 'content-type': contentType, 'x-forwarded-for': `203.0.113.${address}` },
      payload,
    });

  it('takes a valid report: 204, counted by package, release and kind, and logged once', async () => {
    const response = await post(JSON.stringify(report()));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const counted = await app.metrics.clientReports.get();
    expect(counted.values).toContainEqual({
      // Without the token of a page load, a report is counted as unverified.
      labels: { package: 'careers', release: ids.careers, kind: 'remote-load', verified: 'false' },
      value: 1,
    });
    const logged = lines.filter((line) => line.msg === `browser failure report: remote-load of careers ${ids.careers}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, report: report(), verified: false });
  });

  it.each([
    ['a wrong content type', () => post(JSON.stringify(report()), 'text/plain'), 415],
    ['a form body', () => post('package=careers', 'application/x-www-form-urlencoded'), 415],
    [
      'an oversized body',
      () => post(JSON.stringify(report({ route: `/${'a'.repeat(2000)}` })), 'application/json'),
      413,
    ],
    ['a body that is not JSON', () => post('{ not json'), 400],
    ['an array', () => post('[]'), 400],
    ['an extra field (free text)', () => post(JSON.stringify(report({ message: 'Cannot read x of undefined' }))), 400],
    [
      'a missing field',
      () => post(JSON.stringify({ package: 'careers', release: ids.careers, kind: 'page-error' })),
      400,
    ],
    ['an unknown package', () => post(JSON.stringify(report({ package: 'billing' }))), 400],
    ['a release id that is none', () => post(JSON.stringify(report({ release: 'latest' }))), 400],
    ['a release the package does not have', () => post(JSON.stringify(report({ release: ids.marketing }))), 400],
    ['an unknown kind', () => post(JSON.stringify(report({ kind: 'crash' }))), 400],
    ['a start report of a remote', () => post(JSON.stringify(report({ kind: 'shell-start', route: undefined }))), 400],
    [
      'a start report with a route',
      () => post(JSON.stringify(report({ package: 'shell', release: ids.shell, kind: 'shell-start' }))),
      400,
    ],
    [
      'a remote failure blamed on the shell',
      () => post(JSON.stringify(report({ package: 'shell', release: ids.shell }))),
      400,
    ],
    [
      'a visited path in place of the route',
      () => post(JSON.stringify(report({ route: '/job-details/jane doe' }))),
      400,
    ],
  ])('refuses %s with a clean 4xx, and counts nothing', async (_case, send, status) => {
    const before = await reportsCounted(app);
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await reportsCounted(app)).toBe(before);
    expect(lines.filter((line) => String(line.msg).startsWith('browser failure report'))).toEqual([]);
  });

  it('takes the start report of a shell, without a route', async () => {
    const start = { package: 'shell', release: ids.shell, kind: 'shell-start' };
    expect((await post(JSON.stringify(start))).statusCode).toBe(204);
    expect((await app.metrics.clientReports.get()).values).toContainEqual({
      labels: { package: 'shell', release: ids.shell, kind: 'shell-start', verified: 'false' },
      value: 1,
    });
  });

  it.each(['careers', 'shell'])(
    'takes a page of %s that did not hydrate as sent, counted against its release',
    async (name) => {
      const release = name === 'shell' ? ids.shell : ids.careers;
      const mismatch = report({ package: name, release, kind: 'hydration-mismatch' });
      expect((await post(JSON.stringify(mismatch))).statusCode).toBe(204);
      expect((await app.metrics.clientReports.get()).values).toContainEqual({
        labels: { package: name, release, kind: 'hydration-mismatch', verified: 'false' },
        value: 1,
      });
    },
  );

  it('refuses a flood from one address with 429, and counts nothing past the limit', async () => {
    const before = await reportsCounted(app);
    const statuses = [];
    for (let sent = 0; sent < 6; sent += 1) statuses.push((await post(JSON.stringify(report()))).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429]);
    expect(await reportsCounted(app)).toBe(before + 3);
    const refused = await app.metrics.rateLimitRefusals.get();
    expect(refused.values).toContainEqual({ labels: { route: '/api/client-reports' }, value: 3 });
  });
});
