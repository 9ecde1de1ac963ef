import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RateLimit } from './config';

export interface SearchRenderBudget {
  /**
   * Takes one render of a new search for the visitor of the current request; false once their budget
   * is spent (the page is then served without its list, which the browser loads itself).
   */
  take(): boolean;
}

// Only career searches carry a visitor's address down to the renderer.
const CAREER_SEARCH = /^\/career\/?\?/i;
// Addresses remembered at once; a forgotten one simply starts with a full budget again.
const MAX_TRACKED_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per client address (the address Fastify trusts, see TRUST_PROXY) for rendering
 * careers searches that are not in the edge's cache: each costs a provider call and a render, and
 * random searches would otherwise make one visitor the edge's main workload.
 */
export function registerSearchRenderBudget(app: FastifyInstance, limit: RateLimit): SearchRenderBudget {
  const visitor = new AsyncLocalStorage<string>();
  const buckets = new LRUCache<string, Bucket>({ max: MAX_TRACKED_ADDRESSES });
  const refillPerMs = limit.max / limit.timeWindowMs;

  // The renderer is reached through the page composer, which knows nothing of requests: the address
  // travels with the request's own asynchronous work instead.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' && CAREER_SEARCH.test(request.url)) visitor.run(request.ip, done);
    else done();
  });

  return {
    take() {
      const address = visitor.getStore();
      if (address === undefined) return true;
      const now = Date.now();
      const bucket = buckets.get(address) ?? { tokens: limit.max, updatedAt: now };
      bucket.tokens = Math.min(limit.max, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
      bucket.updatedAt = now;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(address, bucket);
      return allowed;
    },
  };
}
