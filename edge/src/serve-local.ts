import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readEdgeConfig, type EdgeConfig } from './config';
import { runEdge } from './lifecycle/run-edge';
import { bootstrapLocalReleases } from 'releases/local';
import { startReleaseServiceBeside } from './local-release-service';

// A local preview listens on loopback unless HOST says otherwise; the production entry (main.ts)
// keeps its own default, every interface.
const LOCAL_HOST = '127.0.0.1';

/**
 * Without PROVIDER_URL, the demo provider-api (SQLite in DATA_DIR, seeded with demo jobs) on loopback,
 * for the edge to call as it calls a real one. Loaded only here: an edge in front of a real provider
 * never opens SQLite.
 */
async function startDemoProvider(config: EdgeConfig): Promise<(() => Promise<void>) | undefined> {
  if (config.providerUrl) return undefined;
  const { startProviderApi } = await import('provider-api');
  const token = config.providerToken ?? randomBytes(24).toString('hex');
  const provider = await startProviderApi({ token, dataDir: config.dataDir, host: '127.0.0.1', port: 0 });
  config.providerUrl = provider.url;
  config.providerToken = token;
  return () => provider.close();
}

/**
 * `npm start` and `npm run serve`: the local builds go live as releases first (on a fresh data
 * folder, or with --publish-changed every build that differs from its active release), then the
 * edge starts, with the demo provider when PROVIDER_URL is unset, and with --release-service
 * (`npm start`) the release service beside it once the edge listens, reading its canary window. A production edge starts from main.ts, which does none
 * of these.
 */
async function serveLocal(): Promise<void> {
  // An unknown flag is an error, not silently ignored: a mistyped --publish-changed would serve stale builds.
  const { values } = parseArgs({
    options: {
      'publish-changed': { type: 'boolean', default: false },
      'release-service': { type: 'boolean', default: false },
    },
  });
  if (!process.env.HOST?.trim()) process.env.HOST = LOCAL_HOST;
  const mode = values['publish-changed'] ? 'changed' : 'missing';
  const config = readEdgeConfig();
  await bootstrapLocalReleases(config, mode, (line) => console.log(line));
  const stopProvider = await startDemoProvider(config);
  let stopReleaseService: (() => Promise<void>) | undefined;
  // The release service stops before the provider, once the edge's requests are done.
  const { windowStatusUrl } = await runEdge(config, async () => {
    await stopReleaseService?.();
    await stopProvider?.();
  });
  if (values['release-service']) stopReleaseService = startReleaseServiceBeside(windowStatusUrl);
}

serveLocal().catch((error: unknown) => {
  console.error(`Cannot serve the local builds: ${(error as Error).message}`);
  process.exit(1);
});
