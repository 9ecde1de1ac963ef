import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_PROVIDER_TOKEN } from './support/provider-token';
import { E2E_METRICS_PORT, E2E_PORT, E2E_RELEASE_SERVICE_PORT } from './support/start-edge';

const port = E2E_PORT;
// A fresh data folder per run: the embedded provider seeds its demo jobs into it on start.
// Workers load this file again; the runner's choice reaches them through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `corelink-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  fullyParallel: false,
  workers: 2,
  // A test that fails now and then is fixed, not retried until it passes.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    { name: 'site', testDir: './tests' },
    // Drills rebuild a remote or start edges of their own: they run after the site tests, one at a time.
    { name: 'drills', testDir: './drills', dependencies: ['site'], workers: 1 },
  ],
  webServer: {
    // `npm start` after its build (the edge's bundle, edge/dist/serve-local.js): the builds go live as
    // releases, then the edge serves them, with the release service beside it. It removes its data folder when it exits, on the SIGTERM it
    // gets at the end of the run (e2e/support/remove-data-folder-on-exit.cjs).
    command:
      'node --require ./e2e/support/remove-data-folder-on-exit.cjs --enable-source-maps edge/dist/serve-local.js --publish-changed --release-service',
    cwd: path.resolve(__dirname, '..'),
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      METRICS_PORT: String(E2E_METRICS_PORT),
      // The release service npm start runs beside the edge, on a port of this run's own.
      RELEASE_SERVICE_PORT: String(E2E_RELEASE_SERVICE_PORT),
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT_MAX: '1000',
      APPLY_RATE_LIMIT_MAX: '1000',
      CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
      // Every test's browser is one address: two workers' page views pass the 20 a minute a visitor
      // gets, and the web-vitals spec's beacon would be refused with 429 on a busy run.
      WEB_VITALS_RATE_LIMIT_MAX: '1000',
      // A known credential, so a test can prove it never reaches the browser.
      PROVIDER_TOKEN: E2E_PROVIDER_TOKEN,
      LOG_LEVEL: 'warn',
      // Nothing is in flight when the run ends: no need to wait the production grace.
      SHUTDOWN_GRACE_MS: '5000',
    },
  },
});
