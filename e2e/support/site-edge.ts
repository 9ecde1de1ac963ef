import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyReleaseStore, startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { E2E_PROVIDER_TOKEN } from './provider-token';

export interface RunningSite {
  edge: EdgeProcess;
  /** A copy of the releases it published, for the drills' edges to start from. */
  store: string;
  /** Stops the edge, then removes its data folder and the copy: a run leaves nothing in the temporary folder. */
  stop(): Promise<void>;
}

/** Where a site listens: its edge, the edge's metrics, the release service beside it. */
export interface SitePorts {
  port: number;
  metricsPort: number;
  releaseServicePort: number;
}

/**
 * The site a suite runs against: `npm start`'s serve step (the built edge with `--publish-changed
 * --release-service`) on the fresh data folder `dataDir`, which publishes and activates the local
 * builds as releases, then serves them, with the release service beside it (it ends with the edge);
 * the releases it published are copied for the drills. Render processes start as in production: it
 * serves every page.
 */
export async function startSite(ports: SitePorts, dataDir: string): Promise<RunningSite> {
  const edge = await startEdgeProcess({
    port: ports.port,
    label: 'site',
    args: ['--publish-changed', '--release-service'],
    env: {
      DATA_DIR: dataDir,
      METRICS_PORT: String(ports.metricsPort),
      RELEASE_SERVICE_PORT: String(ports.releaseServicePort),
      RENDER_START: 'listen',
      CONTACT_RATE_LIMIT_MAX: '1000',
      APPLY_RATE_LIMIT_MAX: '1000',
      CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
      // Every test's browser is one address: two workers' page views pass the 20 a minute a visitor
      // gets, and the web-vitals spec's beacon would be refused with 429 on a busy run.
      WEB_VITALS_RATE_LIMIT_MAX: '1000',
      // A known credential, so a test can prove it never reaches the browser.
      PROVIDER_TOKEN: E2E_PROVIDER_TOKEN,
    },
  });
  const holder = mkdtempSync(path.join(os.tmpdir(), 'corelink-e2e-releases-'));
  const store = path.join(holder, 'releases');
  try {
    copyReleaseStore(edge.releasesDir, store);
  } catch (error) {
    await edge.stop();
    throw error;
  }
  return {
    edge,
    store,
    stop: async () => {
      await edge.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(holder, { recursive: true, force: true });
    },
  };
}
