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
