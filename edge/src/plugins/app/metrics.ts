import type { FastifyInstance } from 'fastify';
import { createEdgeMetrics, type EdgeMetrics } from '../../metrics/edge-metrics';
import { registerRequestMetrics } from '../../metrics/request-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the edge counts; runEdge (lifecycle/run-edge.ts) serves it on the metrics port. */
    metrics: EdgeMetrics;
  }
}

/** `app.metrics`, every request counted and timed by route from the start. */
export function registerMetrics(app: FastifyInstance): EdgeMetrics {
  const metrics = createEdgeMetrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  return metrics;
}
