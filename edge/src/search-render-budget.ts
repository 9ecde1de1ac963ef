import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from './config';

export interface SearchRenderBudget {
  /**
   * Takes one render of a new search for the visitor of the current request; false once their budget
   * is spent (the page is then served without its list, which the browser loads itself).
   */
  take(): Promise<boolean>;
}

// Only career searches carry a visitor's address down to the renderer.
const CAREER_SEARCH = /^\/career\/?\?/i;
const KEY_PREFIX = 'edge-search-render';

/**
 * The counter: in Redis when the edge has one, so a visitor's budget is one across every edge behind
 * the load balancer; in this process otherwise. Redis keeps whole seconds (a shorter window would
 * never expire there), so the window is rounded up to them, and at least one, in both. In memory an
 * address takes about 450 bytes until its window ends (measured with 100,000): there is no cap on
 * their number, as the former LRU of 10,000 had; load shedding bounds how fast new ones arrive.
 */
function createLimiter(limit: RateLimit, redis: Redis | null): RateLimiterAbstract {
  const options = {
    keyPrefix: KEY_PREFIX,
    points: limit.max,
    duration: Math.max(1, Math.ceil(limit.timeWindowMs / 1000)),
  };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  // A Redis outage must neither refuse renders nor crash pages: while the client is not connected
  // (rejectIfRedisNotReady) the insurance limiter counts in this process at once, as an edge without
  // Redis does; a command that fails or outlasts commandTimeout (app.ts) is counted there too.
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * A budget per client address (the address Fastify trusts, see TRUST_PROXY) for rendering careers
 * searches that are not in the edge's cache: each costs a provider call and a render, and random
 * searches would otherwise make one visitor the edge's main workload. rate-limiter-flexible counts
 * `limit.max` renders per window, the window starting at an address's first render.
 */
export function registerSearchRenderBudget(
  app: FastifyInstance,
  limit: RateLimit,
  redis: Redis | null,
): SearchRenderBudget {
  const visitor = new AsyncLocalStorage<string>();
  const limiter = createLimiter(limit, redis);

  // The renderer is reached through the page composer, which knows nothing of requests: the address
  // travels with the request's own asynchronous work instead.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' && CAREER_SEARCH.test(request.url)) visitor.run(request.ip, done);
    else done();
  });

  return {
    async take() {
      const address = visitor.getStore();
      if (address === undefined) return true;
      try {
        await limiter.consume(address);
        return true;
      } catch (outcome) {
        // The library refuses with the address's count; anything else is a failure of the counter
        // itself, which must not cost the visitor their page.
        if (outcome instanceof RateLimiterRes) return false;
        app.log.warn({ err: outcome }, 'search render budget unavailable: rendering without it');
        return true;
      }
    },
  };
}
