import type { FastifyInstance } from 'fastify';
import { CAREERS_PRELOAD, createRenderPool, FRAMES_PRELOAD, type RenderPool } from 'render-sandbox/render-pool';
import type { PoolEvent } from 'render-sandbox/render-outcome';
import type { EdgeConfig } from '../config';
import { createRenderMetrics } from '../metrics/render-metrics';

/** The edge's render processes: careers' pages, and the shell's frames. */
export interface RenderPools {
  careers: RenderPool;
  /**
   * One process of its own for the shell release's frame renderer: frames are rendered once per
   * composition, so they never wait behind careers' renders or take a careers process away.
   */
  frames: RenderPool;
}

/**
 * The render processes that run releases' server modules for this edge (render-sandbox), never the
 * edge's own process: counted in the edge's metrics and logged; started when the edge starts
 * listening (with RENDER_START=first-use, or on an edge only injected into, at their first use) and
 * stopped with the edge.
 */
export function startRenderPools(app: FastifyInstance, config: EdgeConfig): RenderPools {
  const pools: RenderPool[] = [];
  const metrics = createRenderMetrics(app.metrics.registry, () =>
    pools.reduce((total, pool) => total + pool.residentBytes(), 0),
  );
  const seconds = (ms: number) => Math.round(ms / 1000);

  const onEvent = (event: PoolEvent) => {
    if (event.kind === 'start-failed') {
      app.log.error(
        { detail: event.message },
        'render processes cannot start: pages are served without what releases render on the edge',
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
        `${name} ${event.release.module} failed on the edge: ${event.reason} in ${name} ${id}`,
      );
    } else {
      const { windowMs } = config.renderSandbox.breaker;
      app.log.warn(
        { package: name, release: id },
        `${name} ${id} failed ${event.failures} times within ${seconds(windowMs)} s: its server module is not run for ${seconds(event.pauseMs)} s`,
      );
    }
  };

  const careers = createRenderPool({ settings: config.renderSandbox, preload: CAREERS_PRELOAD, onEvent });
  const frames = createRenderPool({
    settings: { ...config.renderSandbox, poolSize: 1 },
    preload: FRAMES_PRELOAD,
    onEvent,
  });
  pools.push(careers, frames);
  if (config.renderStart === 'listen') app.addHook('onListen', async () => pools.forEach((pool) => pool.warm()));
  app.addHook('onClose', async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });
  return { careers, frames };
}
