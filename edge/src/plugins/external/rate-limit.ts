import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeMetrics } from '../../metrics/edge-metrics';
import { UNROUTED } from '../../metrics/request-metrics';

/**
 * Per-address limits, off unless a route sets its own (`config.rateLimit`): the contact form, job
 * applications, browser reports. Counted in Redis when there is one, so every edge counts alike.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | null,
  metrics: EdgeMetrics,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not take the contact form down with it: count nothing rather than fail.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'edge-rate-limit:' } : {}),
    errorResponseBuilder: (request, context) => {
      metrics.rateLimitRefusals.inc({ route: request.routeOptions.url ?? UNROUTED });
      return {
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      };
    },
  });
}
