import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { laterChangeRequests, releaseServiceRequests } from 'releases/edge';
import { isRemoteName, openReleaseStores, PACKAGE_NAMES } from 'releases/model';
import { REPO_ROOT } from 'shared-config/server';
import { readEdgeConfig, type EdgeConfig } from './config';
import { runEdge } from './lifecycle/run-edge';
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

/** Whether the store already has a live release of every package this checkout serves from releases. */
async function servesEveryPackage(config: EdgeConfig): Promise<boolean> {
  try {
    const stores = await openReleaseStores(config);
    try {
      const { pointers } = await stores.pointers.read();
      return PACKAGE_NAMES.every((name) => (isRemoteName(name) && config.remoteUrls[name]) || pointers[name].active);
    } finally {
      await stores.close();
    }
  } catch {
    // The control plane's command says what is wrong with the store.
    return false;
  }
}

/**
 * The local builds made live by the control plane's own command (`npm run release -- local`, its
 * built CLI, run as a process of its own: the edge never runs a change itself), before the edge
 * serves: `--changed` also replaces every build that differs from its active release.
 */
async function publishLocalBuilds(config: EdgeConfig, changed: boolean): Promise<void> {
  if (!changed && (await servesEveryPackage(config))) return;
  const cli = path.join(REPO_ROOT, 'releases', 'dist', 'cli', 'release.js');
  const command = spawn(process.execPath, ['--enable-source-maps', cli, 'local', ...(changed ? ['--changed'] : [])], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) =>
    command.once('error', reject).once('exit', (exit) => resolve(exit)),
  );
  if (code !== 0) throw new Error(`the local builds could not go live (npm run release -- local exited with ${code})`);
}

/**
 * `npm start` and `npm run serve`: the local builds go live as releases first (on a fresh data
 * folder, or with --publish-changed every build that differs from its active release), then the
 * edge starts, with the demo provider when PROVIDER_URL is unset, and with --release-service
 * (`npm start`) the release service beside it once the edge listens, reading its canary window and
 * recording the halts and served marks this edge asks for. A production edge starts from main.ts,
 * which does none of these.
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
  const config = readEdgeConfig();
  await publishLocalBuilds(config, values['publish-changed']);
  const stopProvider = await startDemoProvider(config);
  // Until its own service says where it listens, this edge's halts stay on it (RELEASE_SERVICE_URL aside).
  const requests = laterChangeRequests();
  if (config.releaseService) requests.use(releaseServiceRequests(config.releaseService));
  let stopReleaseService: (() => Promise<void>) | undefined;
  // The release service stops before the provider, once the edge's requests are done.
  const { windowStatusUrl } = await runEdge(
    config,
    async () => {
      await stopReleaseService?.();
      await stopProvider?.();
    },
    { changeRequests: requests },
  );
  if (values['release-service']) {
    stopReleaseService = startReleaseServiceBeside(windowStatusUrl, (access) =>
      requests.use(releaseServiceRequests(access)),
    );
  }
}

serveLocal().catch((error: unknown) => {
  console.error(`Cannot serve the local builds: ${(error as Error).message}`);
  process.exit(1);
});
