import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedis } from 'releases/model';
import type { EdgeConfig } from '../../config';

/**
 * The edge's one Redis connection (REDIS_URL), for the rate limits, the release pointers, the search
 * render budget and the canary window; null without one. Every command gives up after a bound: a
 * Redis that accepts connections but never answers must not stall the pointer poll, a rate limit or a
 * canary count (each goes on without it). Closed with the edge.
 */
export function registerRedis(app: FastifyInstance, config: EdgeConfig): Redis | null {
  if (!config.redisUrl) return null;
  const redis = openRedis(config.redisUrl, app.log, 'serving on without it');
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}
