import { RELEASE_STORE_VARIABLE, startEdgeProcess } from 'edge/test-support';
import { E2E_METRICS_PORT, E2E_PORT, E2E_RELEASE_SERVICE_PORT } from './ports';
import { keepForDrills, siteOptions, stopSite, type DrillStore } from './suite-site';

/**
 * Before any test: the site's edge, with the release service beside it, starts on the run's fresh data
 * folder (E2E_DATA_DIR, named by playwright.config.ts), publishing the four builds; every drill edge
 * then starts from a copy of those releases (TEST_RELEASE_STORE, inherited by the workers) instead of
 * publishing them again. The returned teardown stops the site and removes what it wrote.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  // The site publishes the builds itself, whatever store a shell that started the run named.
  delete process.env[RELEASE_STORE_VARIABLE];
  const site = await startEdgeProcess(
    siteOptions(
      { port: E2E_PORT, metricsPort: E2E_METRICS_PORT, releaseServicePort: E2E_RELEASE_SERVICE_PORT },
      dataDir,
    ),
  );
  let drills: DrillStore;
  try {
    drills = keepForDrills(site);
  } catch (error) {
    await stopSite(site, null);
    throw error;
  }
  process.env[RELEASE_STORE_VARIABLE] = drills.store;
  return () => stopSite(site, drills);
}
