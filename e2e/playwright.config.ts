import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_PORT } from './support/ports';

// A fresh data folder per run for the site's edge (support/global-setup.ts starts it): the embedded
// provider seeds its demo jobs into it on start. Workers load this file again; the runner's choice
// reaches them through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `corelink-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  fullyParallel: false,
  // Three at once on two cores: drills spend much of their time waiting on the processes they start
  // (with two, 98 s of the stage's 621 s of CPU stood idle), while the site's tests keep a browser
  // busy, so at most two of those run at once.
  workers: 3,
  // A test that fails now and then is fixed, not retried until it passes.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    { name: 'site', testDir: './tests', workers: 2 },
    // Drills start edges, services and builds of their own, on ports of their worker's (support/ports.ts):
    // they run beside the site's tests, whose site they never change.
    { name: 'drills', testDir: './drills' },
  ],
  // The site's edge, started before any test and stopped after the last: `npm start` on the run's data
  // folder, whose published releases every drill edge starts from.
  globalSetup: './support/global-setup.ts',
});
