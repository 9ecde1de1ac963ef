import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { fetchEdge } from '../test-support/edge-fetch';
import { connectRedisStore } from 'releases/pointers/redis-pointer-store';
import { makeToken, startEdge, startHarness, type EdgeHarness } from '../test-support/edge-harness';
import { hasRedis, startRedis } from 'releases/test-support/redis-server';
import { activeSite, tempDir } from 'releases/test-support/release-fixtures';

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
  let harness: EdgeHarness;
  let releasesDir: string;
  const log = logSink();
  const get = (path: string) => fetchEdge(harness.edgeUrl, harness.token, path);

  beforeAll(async () => {
    releasesDir = tempDir('edge-health');
    await activeSite(releasesDir);
    harness = await startHarness({ env: { RELEASES_DIR: releasesDir }, logStream: log.stream });
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

  it('answers /readyz 200 with every check named when releases, provider and process are fine', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: 'ready',
      checks: { releases: 'ok', provider: 'ok', shutdown: 'ok', load: 'ok' },
    });
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

  it('answers 503 naming the provider while it is down, and 200 again once it is back', async () => {
    await harness.stopProvider();
    // The last probe is kept for a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(down.json).toEqual({
      status: 'not ready',
      checks: { releases: 'ok', provider: 'unavailable', shutdown: 'ok', load: 'ok' },
    });
    await harness.restartProvider();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/readyz')).status).toBe(200);
  });

  it('names no secret, token, host or file in any answer', async () => {
    await harness.stopProvider();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answers = [await get('/healthz'), await get('/readyz')].map((answer) => answer.text).join('\n');
    await harness.restartProvider();
    for (const secret of [
      harness.token,
      releasesDir,
      harness.dataDir,
      harness.provider.url,
      '127.0.0.1',
      'ECONNREFUSED',
    ]) {
      expect(answers).not.toContain(secret);
    }
  });

  it('fails readiness at once when shutdown begins', async () => {
    harness.edge.drain.begin();
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
    const { edge, edgeUrl } = await startEdge({ PROVIDER_URL: 'http://127.0.0.1:9', RELEASES_DIR: empty });
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
    const { edge, edgeUrl } = await startEdge({ PROVIDER_URL: provider.url, RELEASES_DIR: releasesDir });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchEdge(edgeUrl, makeToken(), '/readyz')));
    const took = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
    expect(answers[0]?.json).toMatchObject({ checks: { provider: 'no answer within 1000 ms' } });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3000);
    expect(provider.requests()).toBe(1);
    await edge.close();
    await provider.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  (hasRedis ? it : it.skip)('names Redis when it is configured and does not answer', async () => {
    const releasesDir = tempDir('edge-health-redis');
    const redis = await startRedis();
    const store = await connectRedisStore(redis.url);
    await activeSite(releasesDir, store);
    await store.close();
    const harness = await startHarness({ env: { RELEASES_DIR: releasesDir, REDIS_URL: redis.url } });
    const get = () => fetchEdge(harness.edgeUrl, harness.token, '/readyz');
    expect((await get()).json).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    await redis.stop();
    const response = await get();
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({
      checks: { redis: expect.stringMatching(/^(unreachable|no answer within 1000 ms)$/) },
    });
    expect(response.text).not.toContain(redis.url);
    await harness.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });
});
