import { fetchEdge, postJson } from '../test-support/edge-fetch';
import { makeToken, startEdge } from '../test-support/edge-harness';
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
    const first = await startEdge(env);
    const second = await startEdge(env);
    const post = (baseUrl: string) =>
      fetchEdge(baseUrl, env.PROVIDER_TOKEN, '/api/contact', postJson({ website: 'bot' }));
    try {
      const statuses: number[] = [];
      for (const baseUrl of [
        first.edgeUrl,
        second.edgeUrl,
        first.edgeUrl,
        second.edgeUrl,
        first.edgeUrl,
        second.edgeUrl,
      ]) {
        statuses.push((await post(baseUrl)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.edge.close();
      await second.edge.close();
      await redis.stop();
    }
  });
});
