import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEdgeProcess } from 'edge/test-support';
import { siteOptions, stopSite } from '../support/suite-site';
import { SMOKE_METRICS_PORT, SMOKE_PORT, SMOKE_RELEASE_SERVICE_PORT } from './smoke-site';

/**
 * Before any smoke test: the site the Playwright suite tests, started the same way (`npm start`'s
 * serve step, e2e/support/suite-site.ts) on a fresh data folder and the smoke suite's own ports. Its
 * folder is E2E_DATA_DIR for the workers (they read what the provider stored). The returned teardown
 * stops it and removes what it wrote.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-smoke-'));
  process.env.E2E_DATA_DIR = dataDir;
  const site = await startEdgeProcess(
    siteOptions(
      { port: SMOKE_PORT, metricsPort: SMOKE_METRICS_PORT, releaseServicePort: SMOKE_RELEASE_SERVICE_PORT },
      dataDir,
    ),
  );
  return () => stopSite(site, null);
}
