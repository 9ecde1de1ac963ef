import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { fetchEdge } from '../test-support/edge-fetch';
import { within } from '../test-support/within';
import { openReleaseStores } from 'releases/model';
import { runsRedisTests, startRedis, activeSite, tempDir } from 'releases/test-support';
import { makeToken, startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';

/** Log lines the edge wrote, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

/** A provider that takes requests and never answers them; counts them. */
async function silentProvider(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_request, response) => {
    count += 1;
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('health endpoints of a serving edge', () => {
  let harness: InProcessEdgeWithProvider;
  let releasesDir: string;
  const log = logSink();
  const get = (path: string) => fetchEdge(harness.url, harness.provider.token, path);

  beforeAll(async () => {
    releasesDir = tempDir('edge-health');
    await activeSite(releasesDir);
    harness = await startEdgeInProcess({ RELEASES_DIR: releasesDir }, { provider: true, logStream: log.stream });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('answers /healthz 200 JSON while the process serves, never cached', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 200 with every check named when releases and process are fine', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ready', checks: { releases: 'ok', shutdown: 'ok', load: 'ok' } });
  });

  it('is never rate limited and never logged at info level', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => get(index % 2 ? '/healthz' : '/readyz')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const logged = log.lines.filter(
      (line) => JSON.stringify(line).includes('/healthz') || JSON.stringify(line).includes('/readyz'),
    );
    expect(logged).toEqual([]);
    // Other requests are logged as usual, so the sink does work.
    await get('/robots.txt');
    expect(log.lines.some((line) => JSON.stringify(line).includes('/robots.txt'))).toBe(true);
  });

  it('stays ready while the provider is down (pages are still served), and reports it in the metrics and the health view', async () => {
    await harness.provider.stop();
    // Once a probe has found it down (the last one is kept for a second), readiness still says ready.
    await within(10_000, async () =>
      (await harness.app.metrics.registry.getSingleMetricAsString('edge_dependency_up')).includes(
        'edge_dependency_up{dependency="provider"} 0',
      ),
    );
    await within(10_000, async () =>
      JSON.stringify(await harness.app.healthView()).includes('"provider":"unavailable"'),
    );
    expect((await get('/readyz')).status).toBe(200);
    expect((await get('/about')).status).toBe(200);
    expect(await harness.app.healthView()).toMatchObject({
      ready: true,
      dependencies: { provider: 'unavailable' },
      releases: { pointersFrom: 'store', storeReachable: true, unreadablePointers: [], override: {} },
    });
    await harness.provider.restart();
    await within(10_000, async () => JSON.stringify(await harness.app.healthView()).includes('"provider":"ok"'));
  });

  it('names no secret, token, host or file in any answer', async () => {
    await harness.provider.stop();
    await within(10_000, async () =>
      JSON.stringify(await harness.app.healthView()).includes('"provider":"unavailable"'),
    );
    const answers = [
      (await get('/healthz')).text,
      (await get('/readyz')).text,
      JSON.stringify(await harness.app.healthView()),
    ].join('\n');
    await harness.provider.restart();
    for (const secret of [
      harness.provider.token,
      releasesDir,
      harness.provider.dataDir,
      harness.provider.url,
      '127.0.0.1',
      'ECONNREFUSED',
    ]) {
      expect(answers).not.toContain(secret);
    }
  });

  it('fails readiness at once when shutdown begins', async () => {
    harness.app.drain.begin();
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ checks: { shutdown: 'shutting down' } });
    // The answer closes its connection: the next request goes to another edge.
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe('readiness that fails', () => {
  it('names the releases while nothing is released', async () => {
    const empty = tempDir('edge-health-empty');
    const { app: edge, url: edgeUrl } = await startEdgeInProcess({
      PROVIDER_URL: 'http://127.0.0.1:9',
      RELEASES_DIR: empty,
    });
    const response = await fetchEdge(edgeUrl, makeToken(), '/readyz');
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({
      checks: { releases: 'no active release of shell, marketing, careers, contact' },
    });
    await edge.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('gives a provider 1 s to answer, and asks it at most once a second however often it is asked', async () => {
    const releasesDir = tempDir('edge-health-slow');
    await activeSite(releasesDir);
    const provider = await silentProvider();
    const { app: edge, url: edgeUrl } = await startEdgeInProcess({
      PROVIDER_URL: provider.url,
      RELEASES_DIR: releasesDir,
    });
    const started = Date.now();
    const views = await Promise.all(Array.from({ length: 5 }, () => edge.healthView()));
    const took = Date.now() - started;
    expect(views[0]).toMatchObject({ ready: true, dependencies: { provider: 'no answer within 1000 ms' } });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3000);
    expect(provider.requests()).toBe(1);
    // Readiness does not wait for it: it answers within the second the provider is given.
    const readyStarted = Date.now();
    expect((await fetchEdge(edgeUrl, makeToken(), '/readyz')).status).toBe(200);
    expect(Date.now() - readyStarted).toBeLessThan(950);
    await edge.close();
    await provider.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  (runsRedisTests ? it : it.skip)(
    'stays ready while Redis is down and the pointers are known, and reports Redis in the health view',
    async () => {
      const releasesDir = tempDir('edge-health-redis');
      const redis = await startRedis();
      const stores = await openReleaseStores({ releasesDir, redisUrl: redis.url });
      await activeSite(releasesDir, stores);
      await stores.close();
      const harness = await startEdgeInProcess({ RELEASES_DIR: releasesDir, REDIS_URL: redis.url }, { provider: true });
      const get = () => fetchEdge(harness.url, harness.provider.token, '/readyz');
      expect(await harness.app.healthView()).toMatchObject({ dependencies: { redis: 'ok' } });
      await redis.stop();
      // Once a poll has found the store unreachable, readiness still says ready.
      await within(10_000, async () =>
        JSON.stringify(await harness.app.healthView()).includes('"storeReachable":false'),
      );
      const response = await get();
      expect(response.status).toBe(200);
      const view = await harness.app.healthView();
      expect(view).toMatchObject({
        ready: true,
        dependencies: { redis: expect.stringMatching(/^(unreachable|no answer within 1000 ms)$/) },
        releases: { storeReachable: false },
      });
      expect(JSON.stringify(view)).not.toContain(redis.url);
      await harness.close();
      rmSync(releasesDir, { recursive: true, force: true });
    },
  );
});
