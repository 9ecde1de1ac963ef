import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { startService, type ServiceProcess } from './topology/service-process';

/**
 * The release service as production starts it (`npm run release-service`: node on its bundle, which
 * `npm run build` made) on `port`, with `env` over the run's environment; resolves once it answers
 * its health check. `args`: the service's own (`--local-token`).
 */
export const startReleaseService = (
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Promise<ServiceProcess> =>
  startService(
    'release service',
    process.execPath,
    ['--enable-source-maps', 'releases/dist/service/release-service.js', ...args],
    { LOG_LEVEL: 'warn', ...env, RELEASE_SERVICE_PORT: String(port) },
    `http://127.0.0.1:${port}/api/health`,
  );

/**
 * A drill's edge with the release service beside it, as `npm start` runs them (`--release-service`):
 * the edge's launcher starts the service on `servicePort`, which gives the edge its own token, so the
 * halts the edge decides are recorded through the control plane, as `edge`. Resolves once both answer.
 */
export async function startEdgeWithReleaseService(
  port: number,
  servicePort: number,
  env: Record<string, string>,
): Promise<EdgeProcess> {
  const edge = await startEdgeProcess({
    port,
    env: { ...env, RELEASE_SERVICE_PORT: String(servicePort) },
    args: ['--release-service'],
    label: `drill-${port}`,
  });
  const health = `http://127.0.0.1:${servicePort}/api/health`;
  for (const started = Date.now(); ;) {
    if (
      (await fetch(health).then(
        (answer) => answer.ok,
        () => false,
      )) === true
    )
      return edge;
    if (Date.now() - started > 30_000) {
      await edge.stop();
      throw new Error(`the release service beside the edge did not answer at ${health}:\n${edge.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
