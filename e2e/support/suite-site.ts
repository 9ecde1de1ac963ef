import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyReleaseStore, type EdgeProcess, type EdgeProcessOptions } from 'edge/test-support';
import { E2E_PROVIDER_TOKEN } from './provider-token';

// The site a suite runs against (the Playwright suite's, the smoke suite's): how its edge is started,
// the copy of its releases the drills start from, and how a run ends it.

/** Where a site listens: its edge, the edge's metrics, the release service beside it. */
export interface SitePorts {
  port: number;
  metricsPort: number;
  releaseServicePort: number;
}

/**
 * `startEdgeProcess`'s options for the site: `npm start`'s serve step (`purpose: 'site'`) on the data
 * folder `dataDir`, which it publishes and activates the local builds into, then serves.
 */
export const siteOptions = (ports: SitePorts, dataDir: string): EdgeProcessOptions => ({
  purpose: 'site',
  label: 'site',
  port: ports.port,
  env: {
    DATA_DIR: dataDir,
    METRICS_PORT: String(ports.metricsPort),
    RELEASE_SERVICE_PORT: String(ports.releaseServicePort),
    // A known credential, so a test can prove it never reaches the browser.
    PROVIDER_TOKEN: E2E_PROVIDER_TOKEN,
  },
});

export interface DrillStore {
  /** A copy of the releases the site published: every drill edge's store starts from it (TEST_RELEASE_STORE). */
  store: string;
  /** Removes the copy: a run leaves nothing in the temporary folder. */
  remove(): void;
}

/** A copy of the site's releases in the system's temporary folder, so no drill publishes the builds again or changes the site's. */
export function keepForDrills(site: EdgeProcess): DrillStore {
  const holder = mkdtempSync(path.join(os.tmpdir(), 'corelink-e2e-releases-'));
  const remove = () => rmSync(holder, { recursive: true, force: true });
  const store = path.join(holder, 'releases');
  try {
    copyReleaseStore(site.releasesDir, store);
  } catch (error) {
    remove();
    throw error;
  }
  return { store, remove };
}

/**
 * The end of a run: stops the site (its release service and render processes exit with it, so none
 * writes into a folder being removed), then removes its data folder and the drills' copy.
 */
export async function stopSite(site: EdgeProcess, drills: DrillStore | null): Promise<void> {
  await site.stop();
  rmSync(site.dataDir, { recursive: true, force: true });
  drills?.remove();
}
