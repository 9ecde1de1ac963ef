import type { FastifyInstance } from 'fastify';
import { CAREERS_PRELOAD, createRenderPool, type RenderPool } from 'render-sandbox/render-pool';
import type { PoolEvent } from 'render-sandbox/render-outcome';
import type { EdgeConfig } from '../config';
import { createRenderMetrics } from '../metrics/render-metrics';

/**
 * The render processes that run careers' server module for this edge (render-sandbox), counted in
 * the edge's metrics and logged; started when the edge starts listening (an edge that is only
 * injected into, in tests, starts them at its first careers page) and stopped with the edge.
 */
export function startCareersRenderPool(app: FastifyInstance, config: EdgeConfig): RenderPool {
  let pool: RenderPool | null = null;
  const metrics = createRenderMetrics(app.metrics.registry, () => pool?.residentBytes() ?? 0);
  const seconds = (ms: number) => Math.round(ms / 1000);

  const onEvent = (event: PoolEvent) => {
    if (event.kind === 'start-failed') {
      app.log.error(
        { detail: event.message },
        'render processes cannot start: careers pages are not rendered on the edge',
      );
      return;
    }
    const { name, id } = event.release;
    if (event.kind === 'skipped') {
      metrics.skipped.inc({ package: name, reason: event.reason });
    } else if (event.kind === 'failure') {
      metrics.failures.inc({ package: name, release: id, reason: event.reason });
      app.log.warn(
        { package: name, release: id, reason: event.reason, detail: event.message },
        `${name} page not rendered on the edge: ${event.reason} in ${name} ${id}`,
      );
    } else {
      const { windowMs } = config.renderSandbox.breaker;
      app.log.warn(
        { package: name, release: id },
        `${name} ${id} failed ${event.failures} times within ${seconds(windowMs)} s: its pages are not rendered on the edge for ${seconds(event.pauseMs)} s`,
      );
    }
  };

  pool = createRenderPool({ settings: config.renderSandbox, preload: CAREERS_PRELOAD, onEvent });
  const started = pool;
  app.addHook('onListen', async () => started.warm());
  app.addHook('onClose', () => started.close());
  return started;
}
