import { Redis } from 'ioredis';
import { runsRedisTests, startRedis, type RunningRedis } from '../../test-support/redis-server';
import { redisCounts } from './redis-counts';
import type { WindowCounts } from './window-counts';
import { withFallback } from './fallback-window';
import { memoryCounts } from './memory-counts';

const RELEASE = 'marketing/20261124T184800123Z-0123456789abcdef';
const OTHER = 'marketing/20261124T120000000Z-fedcba9876543210';

const A = '203.0.113.0/24';
const B = '198.51.100.0/24';
const C = '192.0.2.0/24';

const none = { served: 0, servedByNetwork: [], failingByNetwork: [] };

/** What every store must count the same way. */
async function countTogether(counts: WindowCounts): Promise<void> {
  for (const visitor of ['a', 'b', 'c', 'a']) await counts.served(RELEASE, visitor, A);
  await counts.served(RELEASE, 'e', B);
  await counts.failed(RELEASE, 'b', A);
  await counts.failed(RELEASE, 'b', A);
  // A visitor who saw it fail was served it, even when their page load fell out of the window.
  await counts.failed(RELEASE, 'd', B);
  // A visitor counts once, on the last network they reported from.
  await counts.failed(RELEASE, 'c', C);
  await counts.failed(RELEASE, 'c', B);
  await counts.served(OTHER, 'e', A);
  expect(await counts.figures(RELEASE)).toEqual({ served: 5, servedByNetwork: [3, 2], failingByNetwork: [2, 1] });
  expect(await counts.figures(OTHER)).toEqual({ served: 1, servedByNetwork: [1], failingByNetwork: [] });
  expect(await counts.figures('careers/20261124T184800123Z-0123456789abcdef')).toEqual(none);
}

describe('counts in the edge’s memory', () => {
  it('count distinct visitors served and failing, per release and per network', async () => {
    await countTogether(memoryCounts(60_000));
  });

  it('forget what left the window, bucket by bucket', async () => {
    let now = 1_000_000;
    const counts = memoryCounts(10_000, () => now);
    await counts.failed(RELEASE, 'early', A);
    now += 5_000;
    await counts.failed(RELEASE, 'later', B);
    expect(await counts.figures(RELEASE)).toEqual({ served: 2, servedByNetwork: [1, 1], failingByNetwork: [1, 1] });
    now += 5_500;
    expect(await counts.figures(RELEASE)).toEqual({ served: 1, servedByNetwork: [1], failingByNetwork: [1] });
    now += 5_000;
    expect(await counts.figures(RELEASE)).toEqual(none);
  });

  it('keep a bounded number of failing visitors and networks per bucket, however many a flood makes up', async () => {
    const counts = memoryCounts(60_000, () => 0);
    for (let visitor = 0; visitor < 10_500; visitor += 1) await counts.failed(RELEASE, `v${visitor}`, `n${visitor}`);
    const { failingByNetwork, servedByNetwork } = await counts.figures(RELEASE);
    expect(failingByNetwork).toHaveLength(10_000);
    // Visitors new to the sketch, as it takes them in: once past a few hundred, not every one.
    expect(servedByNetwork.length).toBeGreaterThan(1000);
    expect(servedByNetwork.length).toBeLessThanOrEqual(10_000);
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
    await otherEdge.failed(RELEASE, 'f', C);
    expect(await counts.figures(RELEASE)).toEqual({
      served: 6,
      servedByNetwork: [3, 2, 1],
      failingByNetwork: [2, 1, 1],
    });
  });

  it('forget what left the window, and expire their keys', async () => {
    const counts = redisCounts(client, 500);
    await counts.failed(RELEASE, 'a', A);
    expect(await counts.figures(RELEASE)).toEqual({ served: 1, servedByNetwork: [1], failingByNetwork: [1] });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await counts.figures(RELEASE)).toEqual(none);
    expect(await client.keys('canary-analysis:*')).toEqual([]);
  });

  it('give way to the edge’s own counts while Redis does not answer', async () => {
    const counts = withFallback(redisCounts(client, 60_000), memoryCounts(60_000));
    await counts.failed(RELEASE, 'a', A);
    redis.process.kill('SIGSTOP');
    try {
      await counts.failed(RELEASE, 'b', B);
      expect(await counts.figures(RELEASE)).toEqual({ served: 1, servedByNetwork: [1], failingByNetwork: [1] });
    } finally {
      redis.process.kill('SIGCONT');
    }
  });
});
