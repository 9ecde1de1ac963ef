import { readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pointersDir, pointerKey, runsRedisTests, startRedis, activeSite, tempDir } from 'releases/test-support';
import { openReleaseStores } from 'releases/model';
import { fetchEdge } from '../test-support/edge-fetch';
import { makeToken, startEdgeInProcess } from '../test-support/test-edge';

/** The edge's log lines, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

// An edge reads the pointers once a second: this is past its next read.
const nextPoll = () => new Promise((resolve) => setTimeout(resolve, 1600));

describe('an edge whose shared pointers break keeps serving its last good set, and says so', () => {
  let releasesDir: string;
  let edge: FastifyInstance;
  let edgeUrl: string;
  let log: ReturnType<typeof logSink>;
  const get = (page: string) => fetchEdge(edgeUrl, makeToken(), page);
  const metric = async (name: string) => edge.metrics.registry.getSingleMetricAsString(name);

  beforeEach(async () => {
    releasesDir = tempDir('edge-broken-pointers');
    log = logSink();
    await activeSite(releasesDir);
    ({ app: edge, url: edgeUrl } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', RELEASES_DIR: releasesDir, LOG_LEVEL: 'warn' },
      { logStream: log.stream },
    ));
  });
  afterEach(async () => {
    await edge.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  async function expectServing() {
    expect((await get('/about')).status).toBe(200);
    expect(await get('/readyz')).toMatchObject({ status: 200, json: { status: 'ready' } });
    expect(await metric('edge_release_pointers_readable')).toContain('edge_release_pointers_readable 0');
    expect(await edge.healthView()).toMatchObject({
      ready: true,
      releases: { pointersFrom: 'store', storeReachable: false },
    });
  }

  it.each([
    [
      'names a snapshot that does not exist',
      (link: string) => symlinkSync('v999', link),
      'names v999, which does not exist',
    ],
    ['is a plain file', (link: string) => writeFileSync(link, 'v1'), 'is a plain file, not a link'],
  ])('while pointers/current %s', async (_case, breakLink, reason) => {
    expect(await metric('edge_release_pointers_readable')).toContain('edge_release_pointers_readable 1');
    const link = path.join(pointersDir(releasesDir), 'current');
    const target = readlinkSync(link);
    rmSync(link);
    breakLink(link);
    await nextPoll();
    await expectServing();
    const said = log.lines.filter((line) => line.msg === 'release pointers unreadable: serving the last ones read');
    expect(said).toHaveLength(1);
    expect(said[0]?.reason).toContain(`the pointer link ${link} ${reason}`);

    rmSync(link);
    symlinkSync(target, link);
    await nextPoll();
    expect(await metric('edge_release_pointers_readable')).toContain('edge_release_pointers_readable 1');
  });
});

(runsRedisTests ? describe : describe.skip)('an edge whose Redis pointer of a package is lost', () => {
  it('serves the last good pointer of that package, reports it, and stays ready', async () => {
    const releasesDir = tempDir('edge-lost-pointer');
    const redis = await startRedis();
    const stores = await openReleaseStores({ releasesDir, redisUrl: redis.url });
    await activeSite(releasesDir, stores);
    await stores.close();
    const { app: edge, url: edgeUrl } = await startEdgeInProcess({
      PROVIDER_URL: 'http://127.0.0.1:9',
      RELEASES_DIR: releasesDir,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'silent',
    });
    try {
      const client = new Redis(redis.url);
      await client.del(pointerKey('shell'));
      client.disconnect();
      await nextPoll();
      expect((await fetchEdge(edgeUrl, makeToken(), '/about')).status).toBe(200);
      expect((await fetchEdge(edgeUrl, makeToken(), '/readyz')).status).toBe(200);
      expect(await edge.metrics.registry.getSingleMetricAsString('edge_release_pointer_unreadable')).toContain(
        'edge_release_pointer_unreadable{package="shell"} 1',
      );
    } finally {
      await edge.close();
      await redis.stop();
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});
