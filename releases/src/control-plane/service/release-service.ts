import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import closeWithGrace from 'close-with-grace';
import { readReleaseServiceConfig } from './release-service-environment';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { openRedis } from '../../model/storage/redis/redis-client';
import type { TokenStore } from '../tokens/token-store';
import { createReleaseService } from './service-app';

/** The token `npm start` gives its own service: one name, replaced at each start. */
const LOCAL_TOKEN = 'local';
/** The token `npm start`'s edge asks its service with: one name, replaced at each start. */
const EDGE_TOKEN = 'edge';
// Requests in flight (a publish with its smoke render) may finish within this after SIGTERM.
const SHUTDOWN_GRACE_MS = 20_000;

async function replaceToken(tokens: TokenStore, name: string, role: 'team' | 'edge'): Promise<string> {
  await tokens.revoke(name);
  return role === 'edge' ? tokens.addEdge(name) : tokens.add(name, PACKAGE_NAMES);
}

/**
 * `npm run release-service`: the release service on RELEASE_SERVICE_PORT, with the stores the
 * edges read. `--local-token` (what `npm start` passes) first replaces the token named `local`,
 * covering every package, and prints it; `--edge-token` (also `npm start`'s) replaces the edge token
 * named `edge` and sends it, with the service's address, to the process that started this one (its
 * edge), or prints it. Several replicas may run against one store: the store's lock and
 * compare-and-swap order their changes as they do the edges'.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'local-token': { type: 'boolean', default: false },
      'edge-token': { type: 'boolean', default: false },
    },
  });
  const config = readReleaseServiceConfig();
  let app: FastifyInstance | null = null;
  // One long-lived connection for every store; a Redis outage answers requests with a refusal
  // instead of stopping the service. Its outages are logged in the request log's format.
  const redis = config.redisUrl
    ? openRedis(
        config.redisUrl,
        { warn: (details, message) => app?.log.warn(details, message), info: (message) => app?.log.info(message) },
        'every request is refused until it answers',
      )
    : null;
  const stores = await openReleaseStores(config, { redis });
  app = await createReleaseService({
    environment: config,
    stores,
    trustProxy: config.trustProxy,
    limits: config.limits,
    logger: { level: config.logLevel },
    canaries: {
      rule: config.canaryRule,
      redis,
      edgeStatusUrl: config.edgeStatusUrl,
      prometheusUrl: config.prometheusUrl,
    },
    rollouts: { ...config.rollouts, drive: true },
    webhooks: config.webhooks,
  });
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  const { tokens } = app.releases;
  const localToken = values['local-token'] ? await replaceToken(tokens, LOCAL_TOKEN, 'team') : null;
  const edgeToken = values['edge-token'] ? await replaceToken(tokens, EDGE_TOKEN, 'edge') : null;
  await app.listen({ port: config.servicePort, host: config.serviceHost });
  const address = app.server.address();
  const url = `http://${config.serviceHost}:${typeof address === 'object' && address ? address.port : config.servicePort}`;
  console.log(`Release service ready at ${url}/api/, its console at ${url}/`);
  if (localToken) {
    console.log(`A token for every package, named ${LOCAL_TOKEN}, until the next start (shown once):`);
    console.log(`  RELEASE_API_URL=${url} RELEASE_TOKEN=${localToken} npm run release -- list marketing`);
  }
  // The edge that started this service asks it for its halts and served marks with this token.
  if (edgeToken && process.send) process.send({ releaseService: { url, token: edgeToken } });
  else if (edgeToken)
    console.log(`An edge's token, named ${EDGE_TOKEN}: RELEASE_SERVICE_URL=${url} RELEASE_EDGE_TOKEN=${edgeToken}`);

  const service = app;
  const stop = async () => {
    await service.close();
  };
  // Started beside a local edge (npm start): it stops when that edge's process is gone, also when the
  // edge went while this one was starting (its channel then closed before anyone listened).
  if (process.send) {
    const stopAndExit = () => void stop().finally(() => process.exit(0));
    if (process.connected) process.once('disconnect', stopAndExit);
    else stopAndExit();
  }
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: service.log }, async ({ err }) => {
    if (err) service.log.error({ err }, 'uncaught error: shutting down');
    await stop();
  });
}

main().catch((error: unknown) => {
  console.error(`The release service cannot start: ${(error as Error).message}`);
  process.exit(1);
});
