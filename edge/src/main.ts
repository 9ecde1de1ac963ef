import { randomBytes } from 'node:crypto';
import { createEdgeApp } from './app';
import { readEdgeConfig } from './config';
import { shutDownGracefully } from './lifecycle/graceful-shutdown';
import { startMetricsServer } from './metrics/metrics-server';

// Past the grace, what is left to stop (Redis, the embedded provider) gets this long before the exit.
const CLOSING_MS = 3000;

/** Starts the edge; without PROVIDER_URL it first starts the embedded provider-api on loopback. */
async function main(): Promise<void> {
  const config = readEdgeConfig();
  let stopProvider: (() => Promise<void>) | null = null;
  if (!config.providerUrl) {
    // Loaded only here: an edge in front of the real provider never opens SQLite.
    const { startProviderApi } = await import('provider-api');
    const token = config.providerToken ?? randomBytes(24).toString('hex');
    const provider = await startProviderApi({ token, dataDir: config.dataDir, host: '127.0.0.1', port: 0 });
    config.providerUrl = provider.url;
    config.providerToken = token;
    stopProvider = () => provider.close();
  }

  const app = await createEdgeApp(config);
  await app.listen({ port: config.port, host: config.host });
  const metrics = await startMetricsServer(app.metrics.registry, config.metrics, app.healthView);
  app.log.info({ metrics: metrics.url }, 'metrics served for Prometheus');
  console.log(`Site ready at http://localhost:${config.port}`);

  // SIGTERM (an orchestrator, a deploy) or Ctrl-C: fail readiness and keep serving while load balancers
  // notice, then stop taking connections, finish what is in flight, exit 0.
  const shutdown = async (signal: string) => {
    const { drainDelayMs, shutdownGraceMs } = config;
    setTimeout(() => process.exit(0), drainDelayMs + shutdownGraceMs + CLOSING_MS).unref();
    app.drain.begin();
    app.log.info({ signal, drainDelayMs }, 'shutting down: readiness fails; serving on until load balancers notice');
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    app.log.info({ graceMs: shutdownGraceMs }, 'shutting down: no new connections; finishing the requests in flight');
    try {
      const outcome = await shutDownGracefully(app, app.drain, shutdownGraceMs);
      await metrics.close();
      await stopProvider?.();
      app.log.info({ outcome }, 'shut down');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown did not finish cleanly');
    }
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A second signal while draining stops at once.
      process.once(signal, () => process.exit(1));
      void shutdown(signal);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
