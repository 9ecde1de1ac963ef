import closeWithGrace from 'close-with-grace';
import { WINDOW_STATUS_PATH } from 'releases/edge';
import { createEdgeApp, type EdgeAppOptions } from '../app';
import type { EdgeConfig } from '../config';
import { startMetricsServer } from '../metrics/metrics-server';
import { shutDownGracefully } from './graceful-shutdown';

// Past the grace, what is left to stop (Redis, a provider started beside the edge) gets this long before the exit.
const CLOSING_MS = 3000;

/**
 * Serves the edge on its port and its metrics on theirs until a signal: both entries (main.ts in
 * production, serve-local.ts for `npm start`) run it. `stopAlso` is what the entry started beside the
 * edge (the demo provider), stopped last; `options.changeRequests`, how it asks the control plane
 * (serve-local.ts gives the release service it starts). Resolves, once both listen, to where the metrics server
 * answers the canary window (what a release service on this machine reads).
 */
export async function runEdge(
  config: EdgeConfig,
  stopAlso?: () => Promise<void>,
  options: Pick<EdgeAppOptions, 'changeRequests'> = {},
): Promise<{ windowStatusUrl: string }> {
  const app = await createEdgeApp(config, options);
  await app.listen({ port: config.port, host: config.host });
  const metrics = await startMetricsServer(app.metrics.registry, config.metrics, {
    '/health': app.healthView,
    [WINDOW_STATUS_PATH]: app.canaryWindow,
  });
  app.log.info({ metrics: metrics.url }, 'metrics served for Prometheus');
  console.log(`Site ready at http://localhost:${config.port}`);

  // SIGTERM (an orchestrator, a deploy) or Ctrl-C: fail readiness and keep serving while load balancers
  // notice, then stop taking connections, finish what is in flight, exit 0. close-with-grace does the
  // same on an uncaught error (then exits 1), exits 1 at once on a second signal, and past the deadline
  // exits all the same (0 after a signal: the requests were cut at the grace, only closing hung).
  const { drainDelayMs, shutdownGraceMs } = config;
  let exitCode = 0;
  closeWithGrace(
    {
      delay: drainDelayMs + shutdownGraceMs + CLOSING_MS,
      logger: app.log,
      // Node warns that these, when real, leave no safe state to run a listener in: they stay fatal.
      skip: ['SIGILL', 'SIGBUS', 'SIGFPE', 'SIGSEGV'],
      onTimeout: (delay) => {
        app.log.warn({ delay }, 'shutdown deadline over: exiting');
        process.exit(exitCode);
      },
    },
    async ({ signal, err }) => {
      if (err) {
        exitCode = 1;
        app.log.error({ err }, 'uncaught error: shutting down');
      }
      app.drain.begin();
      app.log.info({ signal, drainDelayMs }, 'shutting down: readiness fails; serving on until load balancers notice');
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      app.log.info({ graceMs: shutdownGraceMs }, 'shutting down: no new connections; finishing the requests in flight');
      try {
        const outcome = await shutDownGracefully(app, app.drain, shutdownGraceMs);
        await metrics.close();
        await stopAlso?.();
        app.log.info({ outcome }, 'shut down');
      } catch (error) {
        app.log.error({ err: error }, 'shutdown did not finish cleanly');
      }
    },
  );
  return { windowStatusUrl: new URL(WINDOW_STATUS_PATH, metrics.url).toString() };
}
