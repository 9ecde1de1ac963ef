import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { runsRedisTests, startRedis, type RunningRedis } from 'releases/test-support';
import { registerSearchRenderBudget } from './search-render-budget';

async function appWithBudget(max: number, timeWindowMs = 60_000, redis: Redis | null = null) {
  const app = Fastify({ logger: false });
  const budget = registerSearchRenderBudget(app, { max, timeWindowMs }, redis);
  // As deep as the page composer calls the renderer: after the request's own asynchronous work.
  app.get('/career', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return { rendered: await budget.take() };
  });
  await app.ready();
  return app;
}
const search = async (app: Awaited<ReturnType<typeof appWithBudget>>, remoteAddress: string, q: string) =>
  (await app.inject({ url: `/career?q=${q}`, remoteAddress })).json<{ rendered: boolean }>().rendered;

describe('renders of new careers searches, per client address', () => {
  it('allows each address its own budget, then leaves its searches to the browser', async () => {
    const app = await appWithBudget(3);
    try {
      const first = [];
      for (let index = 0; index < 5; index += 1) first.push(await search(app, '203.0.113.7', `random-${index}`));
      expect(first).toEqual([true, true, true, false, false]);
      expect(await search(app, '198.51.100.20', 'engineer')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('gives the budget back over its window', async () => {
    const app = await appWithBudget(2, 1000);
    try {
      expect([await search(app, '203.0.113.7', 'a'), await search(app, '203.0.113.7', 'b')]).toEqual([true, true]);
      expect(await search(app, '203.0.113.7', 'c')).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await search(app, '203.0.113.7', 'd')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

if (!runsRedisTests)
  console.log('redis-server is not on PATH: skipping the shared search render budget tests (REDIS_URL).');
const describeWithRedis = runsRedisTests ? describe : describe.skip;

describeWithRedis('renders of new careers searches with REDIS_URL', () => {
  let redis: RunningRedis;
  const clients: Redis[] = [];
  // As app.ts connects: one retry, a bound on every command. (A short disconnectTimeout only so a
  // reconnection still under way when the test ends does not keep Jest waiting two seconds.)
  const connect = async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1, commandTimeout: 500, disconnectTimeout: 100 });
    client.on('error', () => undefined);
    clients.push(client);
    await new Promise((resolve) => client.once('ready', resolve));
    return client;
  };
  beforeEach(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await redis.stop();
  });

  it('is one budget for every edge sharing the Redis', async () => {
    const first = await appWithBudget(3, 60_000, await connect());
    const second = await appWithBudget(3, 60_000, await connect());
    try {
      const answers = [];
      for (const app of [first, second, first, second, first]) answers.push(await search(app, '203.0.113.7', 'x'));
      expect(answers).toEqual([true, true, true, false, false]);
      expect(await search(second, '198.51.100.20', 'engineer')).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts in the edge itself while Redis is down, without holding the page up', async () => {
    const client = await connect();
    const app = await appWithBudget(2, 60_000, client);
    try {
      expect(await search(app, '203.0.113.7', 'a')).toBe(true);
      await redis.stop();
      await new Promise<void>((resolve) => client.once('close', () => resolve()));
      const started = Date.now();
      const answers = [await search(app, '203.0.113.7', 'b'), await search(app, '203.0.113.7', 'c')];
      // The edge's own count starts afresh: the render counted in Redis is not known to it.
      expect(answers).toEqual([true, true]);
      expect(await search(app, '203.0.113.7', 'd')).toBe(false);
      expect(Date.now() - started).toBeLessThan(200);
    } finally {
      await app.close();
    }
  });
});
