import Fastify from 'fastify';
import { registerSearchRenderBudget } from './search-render-budget';

describe('renders of new careers searches, per client address', () => {
  async function appWithBudget(max: number, timeWindowMs = 60_000) {
    const app = Fastify({ logger: false });
    const budget = registerSearchRenderBudget(app, { max, timeWindowMs });
    // As deep as the page composer calls the renderer: after the request's own asynchronous work.
    app.get('/career', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { rendered: budget.take() };
    });
    await app.ready();
    return app;
  }
  const search = async (app: Awaited<ReturnType<typeof appWithBudget>>, remoteAddress: string, q: string) =>
    (await app.inject({ url: `/career?q=${q}`, remoteAddress })).json<{ rendered: boolean }>().rendered;

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
    const app = await appWithBudget(2, 200);
    try {
      expect([await search(app, '203.0.113.7', 'a'), await search(app, '203.0.113.7', 'b')]).toEqual([true, true]);
      expect(await search(app, '203.0.113.7', 'c')).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await search(app, '203.0.113.7', 'd')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
