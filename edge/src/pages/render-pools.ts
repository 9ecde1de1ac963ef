import type { FastifyInstance } from 'fastify';
import { CAREERS_PRELOAD, createRenderPool, FRAMES_PRELOAD, type RenderPool } from 'render-sandbox';
import type { EdgeConfig } from '../config';
import { proxyTrust } from '../connection/proxy-trust';
import { createRenderMetrics } from '../metrics/render-metrics';
import { renderEventReporter } from './render-events';

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
  const trusted = proxyTrust(config.trustProxy);
  const onEvent = renderEventReporter(app.log, metrics, {
    breakerWindowMs: config.renderSandbox.breaker.windowMs,
    // A render process with the network is a client on loopback like any other.
    trustsLoopback: trusted('127.0.0.1', 0) || trusted('::1', 0),
  });

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
