import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { readEnvironment } from 'shared-config/environment';
import { packBuild } from '../control-plane/cli/pack-build';
import type { DeliverySettings } from '../control-plane/notifications/webhook-deliveries';
import { createReleaseService } from '../control-plane/service/service-app';
import { tokenStoreOn } from '../control-plane/tokens/token-store';
import { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from '../edge/canary-window/canary-rule-environment';
import type { WindowStatus } from '../edge/canary-window/window-status';
import { releaseEnvironmentOf } from '../model/config/release-environment';
import type { Pointers } from '../model/pointers/pointer-set';
import { openReleaseStores } from '../model/storage/open-release-stores';
import { activeSite, remoteBuildFiles, tempDir, writeFiles } from './release-fixtures';
import { serveStub, type StubServer } from './stub-http-server';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** The marketing canary's window as an edge answers it: 40 visitors a side on four networks, none failing. */
function healthyWindow(pointers: Pointers): WindowStatus {
  const { canary, active } = pointers.marketing;
  if (!canary || !active) return { windowMs: 600_000, packages: [] };
  const side = (id: string) => ({
    id,
    figures: { served: 40, servedByNetwork: [10, 10, 10, 10], failingByNetwork: [] },
    vitals: { lcpMs: null, inpMs: null, cls: null, samples: 0 },
  });
  return {
    windowMs: 600_000,
    packages: [{ package: 'marketing', halted: false, canary: side(canary.id), stable: side(active) }],
  };
}

export interface DrivenServices {
  replicas: FastifyInstance[];
  releasesDir: string;
  /** A new marketing release through the first replica, with `token`: its id. */
  publishMarketing(token: string, label: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Release services sharing one store with a live site, each moving rollouts on every 40 ms (a step
 * lasts 300 ms and needs 4 canary visitors by default), reading the canary window from an edge's
 * metrics port whose marketing canary is healthy on four networks (a stub that follows the pointers).
 */
export async function startDrivenServices({
  count = 1,
  webhooks = { attempts: 3, firstRetryMs: 50, timeoutMs: 2000 },
}: { count?: number; webhooks?: DeliverySettings } = {}): Promise<DrivenServices> {
  const dataDir = tempDir('driven-services');
  const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8123 });
  const first = await openReleaseStores(environment);
  await activeSite(environment.releasesDir);
  let latest = (await first.pointers.read()).pointers;
  const follow = setInterval(() => void first.pointers.read().then((now) => (latest = now.pointers)), 20);
  const edge: StubServer = await serveStub(() => ({ body: JSON.stringify(healthyWindow(latest)) }));
  const replicas: FastifyInstance[] = [];
  for (let index = 0; index < count; index += 1) {
    const stores = index === 0 ? first : await openReleaseStores(environment);
    const app = await createReleaseService({
      environment,
      stores,
      tokens: tokenStoreOn(stores.tokens, { refreshMs: 0 }),
      logger: false,
      consoleDir: null,
      canaries: {
        rule: canaryHaltRuleOf(readEnvironment(CANARY_RULE_ENVIRONMENT, {})),
        redis: null,
        edgeStatusUrl: `${edge.url}/canaries`,
        prometheusUrl: null,
      },
      rollouts: { drive: true, checkMs: 40, stepDefaults: { minMs: 300, minVisitors: 4 } },
      webhooks,
    });
    await app.ready();
    replicas.push(app);
  }
  return {
    replicas,
    releasesDir: environment.releasesDir,
    async publishMarketing(token, label) {
      const dist = writeFiles(
        tempDir('driven-build'),
        remoteBuildFiles('marketing', { extra: { 'label.txt': label } }),
      );
      const published = await replicas[0]!.inject({
        method: 'POST',
        url: `/api/packages/marketing/releases?version=1.0.0&commit=${COMMIT}&committed=true`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
        payload: await packBuild('marketing', dist),
      });
      rmSync(dist, { recursive: true, force: true });
      return published.json().release.id as string;
    },
    async close() {
      clearInterval(follow);
      for (const app of replicas) await app.close();
      await edge.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
