import { Redis } from 'ioredis';
import { redisVitals } from './redis-vitals';
import { MAX_SAMPLES_PER_BUCKET, vitalsOf, type VitalsWindow } from './vitals-window';
import { runsRedisTests, startRedis, type RunningRedis } from '../../test-support/redis-server';
import { vitalsWithFallback } from './fallback-window';
import { memoryVitals } from './memory-vitals';

const RELEASE = 'marketing/20261124T184800123Z-0123456789abcdef';
const OTHER = 'marketing/20261124T120000000Z-fedcba9876543210';

/**
 * What every store must keep the same way: each release's page views and measurements over the
 * window. Four page views, the last with a second report (an interaction after it was hidden once),
 * which adds its measurement but no view.
 */
async function keepTogether(vitals: VitalsWindow): Promise<void> {
  for (const lcp of [1200, 2400, 1800, 3000]) await vitals.record(RELEASE, { TTFB: 80, LCP: lcp, CLS: 0.01 });
  await vitals.record(RELEASE, { INP: 96 });
  await vitals.record(OTHER, { TTFB: 70, LCP: 900 });
  expect(await vitals.samples(RELEASE)).toEqual({
    views: 4,
    values: { LCP: [1200, 2400, 1800, 3000], INP: [96], CLS: [0.01, 0.01, 0.01, 0.01] },
  });
  // The 75th percentile by nearest rank: the 3rd of 4.
  expect(vitalsOf(await vitals.samples(RELEASE))).toEqual({ lcpMs: 2400, inpMs: 96, cls: 0.01, samples: 4 });
  expect(vitalsOf(await vitals.samples('careers/20261124T184800123Z-0123456789abcdef'))).toEqual({
    lcpMs: null,
    inpMs: null,
    cls: null,
    samples: 0,
  });
}

describe('real-user measurements over the window, in the edge’s memory', () => {
  it('are kept per release, page views and values', async () => {
    await keepTogether(memoryVitals(60_000));
  });

  it('forget what left the window, bucket by bucket', async () => {
    let now = 1_000_000;
    const vitals = memoryVitals(10_000, () => now);
    await vitals.record(RELEASE, { TTFB: 90, LCP: 4000 });
    now += 5_000;
    await vitals.record(RELEASE, { TTFB: 90, LCP: 1000 });
    expect((await vitals.samples(RELEASE)).values.LCP).toEqual([4000, 1000]);
    now += 5_500;
    expect(await vitals.samples(RELEASE)).toEqual({ views: 1, values: { LCP: [1000], INP: [], CLS: [] } });
  });

  it('keep the newest measurements of each bucket, however many arrive', async () => {
    const vitals = memoryVitals(60_000, () => 0);
    for (let view = 0; view < MAX_SAMPLES_PER_BUCKET + 10; view += 1)
      await vitals.record(RELEASE, { TTFB: 50, LCP: view });
    const { views, values } = await vitals.samples(RELEASE);
    expect(views).toBe(MAX_SAMPLES_PER_BUCKET + 10);
    expect(values.LCP).toHaveLength(MAX_SAMPLES_PER_BUCKET);
    expect(values.LCP[0]).toBe(10);
  });
});

(runsRedisTests ? describe : describe.skip)('real-user measurements over the window, in Redis', () => {
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

  it('are kept as memory keeps them, for every edge and the release service alike', async () => {
    await keepTogether(redisVitals(client, 60_000));
    await redisVitals(client, 60_000).record(RELEASE, { TTFB: 60, LCP: 5000 });
    expect((await redisVitals(client, 60_000).samples(RELEASE)).views).toBe(5);
  });

  it('keep the newest measurements of each bucket, and expire with the window', async () => {
    const vitals = redisVitals(client, 500);
    for (let view = 0; view < MAX_SAMPLES_PER_BUCKET + 10; view += 1)
      await vitals.record(RELEASE, { CLS: view / 1000 });
    expect((await vitals.samples(RELEASE)).values.CLS.length).toBeLessThanOrEqual(MAX_SAMPLES_PER_BUCKET * 2);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await vitals.samples(RELEASE)).views).toBe(0);
    expect(await client.keys('canary-analysis:*')).toEqual([]);
  });

  it('give way to the edge’s own while Redis does not answer', async () => {
    const vitals = vitalsWithFallback(redisVitals(client, 60_000), memoryVitals(60_000));
    await vitals.record(RELEASE, { LCP: 1000 });
    redis.process.kill('SIGSTOP');
    try {
      await vitals.record(RELEASE, { LCP: 2000 });
      expect((await vitals.samples(RELEASE)).values.LCP).toEqual([2000]);
    } finally {
      redis.process.kill('SIGCONT');
    }
  });
});
