import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { readReleaseServiceConfig } from '../config/release-service-environment';
import { PACKAGE_NAMES } from '../packages/package-names';
import { openPointerStore } from '../pointers/open-pointer-store';
import { REDIS_COMMAND_TIMEOUT_MS, redisLocation } from '../pointers/redis-pointer-store';
import { openSessionStore } from '../sessions/open-session-store';
import { openTokenStore } from '../tokens/open-token-store';
import type { TokenStore } from '../tokens/token-store';
import { createReleaseService } from './service-app';

/** The token `npm start` gives its own service: one name, replaced at each start. */
const LOCAL_TOKEN = 'local';
// Requests in flight (a publish with its smoke render) may finish within this after SIGTERM.
const SHUTDOWN_GRACE_MS = 20_000;

async function replaceLocalToken(tokens: TokenStore): Promise<string> {
  await tokens.revoke(LOCAL_TOKEN);
  return tokens.add(LOCAL_TOKEN, PACKAGE_NAMES);
}

/**
 * `npm run release-service`: the release service on RELEASE_SERVICE_PORT, with the store the edges
 * read. `--local-token` (what `npm start` passes) first replaces the token named `local`, covering
 * every package, and prints it. Several replicas may run against one store: the store's lock and
 * compare-and-swap order their changes as they do the edges'.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'local-token': { type: 'boolean', default: false } } });
  const config = readReleaseServiceConfig();
  // One long-lived connection for the pointers and the tokens; every command gives up after a bound,
  // and a Redis outage answers requests with a refusal instead of stopping the service.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS })
    : null;
  const store = await openPointerStore(config, redis);
  const tokens = await openTokenStore(config, redis);
  const app = await createReleaseService({
    environment: config,
    store,
    tokens,
    sessions: openSessionStore(config, redis),
    trustProxy: config.trustProxy,
    redisLocation: config.redisUrl ? redisLocation(config.redisUrl) : null,
    logger: { level: config.logLevel },
    canaries: {
      rule: config.canaryRule,
      redis,
      edgeStatusUrl: config.edgeStatusUrl,
      prometheusUrl: config.prometheusUrl,
    },
  });
  if (redis) {
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) app.log.warn({ err: error }, 'Redis unreachable: every request is refused until it answers');
      down = true;
    });
    redis.on('ready', () => (down = false));
    app.addHook('onClose', async () => redis.disconnect());
  }
  const localToken = values['local-token'] ? await replaceLocalToken(tokens) : null;
  await app.listen({ port: config.servicePort, host: config.serviceHost });
  const url = `http://${config.serviceHost}:${config.servicePort}`;
  console.log(`Release service ready at ${url}/api/, its console at ${url}/`);
  if (localToken) {
    console.log(`A token for every package, named ${LOCAL_TOKEN}, until the next start (shown once):`);
    console.log(`  RELEASE_API_URL=${url} RELEASE_TOKEN=${localToken} npm run release -- list marketing`);
  }

  const stop = async () => {
    await app.close();
  };
  // Started beside a local edge (npm start): it stops when that edge's process is gone, also when the
  // edge went while this one was starting (its channel then closed before anyone listened).
  if (process.send) {
    const stopAndExit = () => void stop().finally(() => process.exit(0));
    if (process.connected) process.once('disconnect', stopAndExit);
    else stopAndExit();
  }
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ err }) => {
    if (err) app.log.error({ err }, 'uncaught error: shutting down');
    await stop();
  });
}

main().catch((error: unknown) => {
  console.error(`The release service cannot start: ${(error as Error).message}`);
  process.exit(1);
});
