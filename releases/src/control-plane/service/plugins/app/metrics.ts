import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the service counts, served to Prometheus at /api/metrics. */
    metricsRegistry: Registry;
  }
}

const UNROUTED = 'unrouted';

/**
 * Prometheus metrics of the service: every answer by route pattern and status (refusals show as 401,
 * 403 and 409), how long each took, and the process's own (memory, CPU, event loop). One registry per
 * instance, so several services in one process (the tests) never share counts.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'release_service_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'release_service_http_requests_total',
    help: 'Answers of the release service, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'release_service_http_request_duration_seconds',
    help: 'How long the release service took to answer, by route pattern and status',
    labelNames,
    // A publish with its smoke render takes seconds; a read, milliseconds.
    buckets: [0.005, 0.02, 0.1, 0.5, 2, 10, 30],
    registers: [registry],
  });
  app.decorate('metricsRegistry', registry);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNROUTED,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}
