import { Redis } from 'ioredis';
import { runsRedisTests, startRedis, type RunningRedis } from 'releases/test-support/redis-server';
import { withFallback } from './fallback-counts';
import { memoryCounts } from './memory-counts';
import { redisCounts } from './redis-counts';
import type { WindowCounts } from './window-counts';

const RELEASE = 'marketing/20261124T184800123Z-0123456789abcdef';
const OTHER = 'marketing/20261124T120000000Z-fedcba9876543210';

/** What every store must count the same way. */
async function countTogether(counts: WindowCounts): Promise<void> {
  for (const visitor of ['a', 'b', 'c', 'a']) await counts.served(RELEASE, visitor);
  await counts.failed(RELEASE, 'b', '203.0.113.0/24');
  await counts.failed(RELEASE, 'b', '203.0.113.0/24');
  // A visitor who saw it fail was served it, even when their page load fell out of the window.
  await counts.failed(RELEASE, 'd', '198.51.100.0/24');
  await counts.served(OTHER, 'e');
  expect(await counts.figures(RELEASE)).toEqual({ served: 4, failingVisitors: 2, failingNetworks: 2 });
  expect(await counts.figures(OTHER)).toEqual({ served: 1, failingVisitors: 0, failingNetworks: 0 });
  expect(await counts.figures('careers/20261124T184800123Z-0123456789abcdef')).toEqual({
    served: 0,
    failingVisitors: 0,
    failingNetworks: 0,
  });
}

describe('counts in the edge’s memory', () => {
  it('count distinct visitors served, and distinct visitors and networks failing, per release', async () => {
    await countTogether(memoryCounts(60_000));
  });

  it('forget what left the window, bucket by bucket', async () => {
    let now = 1_000_000;
    const counts = memoryCounts(10_000, () => now);
    await counts.failed(RELEASE, 'early', '203.0.113.0/24');
    now += 5_000;
    await counts.failed(RELEASE, 'later', '198.51.100.0/24');
    expect(await counts.figures(RELEASE)).toEqual({ served: 2, failingVisitors: 2, failingNetworks: 2 });
    now += 5_500;
    expect(await counts.figures(RELEASE)).toEqual({ served: 1, failingVisitors: 1, failingNetworks: 1 });
    now += 5_000;
    expect(await counts.figures(RELEASE)).toEqual({ served: 0, failingVisitors: 0, failingNetworks: 0 });
  });

  it('keep a bounded number of failing visitors per bucket, however many ids a flood makes up', async () => {
    const counts = memoryCounts(60_000, () => 0);
    for (let visitor = 0; visitor < 10_500; visitor += 1) await counts.failed(RELEASE, `v${visitor}`, '203.0.113.0/24');
    expect((await counts.figures(RELEASE)).failingVisitors).toBe(10_000);
  });
});

(runsRedisTests ? describe : describe.skip)('counts in Redis', () => {
  let redis: RunningRedis;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 0, commandTimeout: 500 });
  });
  afterAll(async () => {
    client.disconnect();
    await redis.stop();
  });
  beforeEach(() => client.flushall());

  it('count as memory does, for every edge that shares them', async () => {
    const counts = redisCounts(client, 60_000);
    await countTogether(counts);
    const otherEdge = redisCounts(client, 60_000);
    await otherEdge.failed(RELEASE, 'f', '192.0.2.0/24');
    expect(await counts.figures(RELEASE)).toEqual({ served: 5, failingVisitors: 3, failingNetworks: 3 });
  });

  it('forget what left the window, and expire their keys', async () => {
    const counts = redisCounts(client, 500);
    await counts.failed(RELEASE, 'a', '203.0.113.0/24');
    expect(await counts.figures(RELEASE)).toEqual({ served: 1, failingVisitors: 1, failingNetworks: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await counts.figures(RELEASE)).toEqual({ served: 0, failingVisitors: 0, failingNetworks: 0 });
    expect(await client.keys('canary-analysis:*')).toEqual([]);
  });

  it('give way to the edge’s own counts while Redis does not answer', async () => {
    const counts = withFallback(redisCounts(client, 60_000), memoryCounts(60_000));
    await counts.failed(RELEASE, 'a', '203.0.113.0/24');
    redis.process.kill('SIGSTOP');
    try {
      await counts.failed(RELEASE, 'b', '198.51.100.0/24');
      expect(await counts.figures(RELEASE)).toEqual({ served: 1, failingVisitors: 1, failingNetworks: 1 });
    } finally {
      redis.process.kill('SIGCONT');
    }
  });
});
