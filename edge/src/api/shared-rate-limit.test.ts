import { fetchEdge, postJson } from '../test-support/edge-fetch';
import { makeToken, startEdgeInProcess } from '../test-support/test-edge';
import { runsRedisTests, startRedis } from 'releases/test-support';

if (!runsRedisTests) console.log('redis-server is not on PATH: skipping the shared rate-limit test (REDIS_URL).');
const itWithRedis = runsRedisTests ? it : it.skip;

describe('contact rate limit with REDIS_URL', () => {
  itWithRedis('is one counter for every edge instance sharing the Redis', async () => {
    const redis = await startRedis();
    // The honeypot answer needs no provider: only the shared counter is under test.
    const env = {
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: makeToken(),
      REDIS_URL: redis.url,
      CONTACT_RATE_LIMIT_MAX: '4',
    };
    const first = await startEdgeInProcess(env);
    const second = await startEdgeInProcess(env);
    const post = (baseUrl: string) =>
      fetchEdge(baseUrl, env.PROVIDER_TOKEN, '/api/contact', postJson({ website: 'bot' }));
    try {
      const statuses: number[] = [];
      for (const baseUrl of [first.url, second.url, first.url, second.url, first.url, second.url]) {
        statuses.push((await post(baseUrl)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
      await redis.stop();
    }
  });
});
