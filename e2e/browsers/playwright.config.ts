import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './fixtures';
import { SMOKE_SITE_URL } from './smoke-site';

/*
 * The smoke suite in Firefox ESR and WebKitGTK, the engines Playwright's own builds stand in for but
 * cannot be downloaded here: Playwright's runner runs the tests and, in its global setup, serves the
 * site; puppeteer-core (WebDriver BiDi) and selenium-webdriver (WebKitWebDriver) drive Debian's
 * browsers (docs/team-guide.md, "Firefox and WebKit").
 */

export default defineConfig<object, EngineOptions>({
  testDir: './tests',
  // Its own, not the Playwright suite's (which each run empties first): the two may run at once.
  outputDir: './test-results',
  // One worker per engine, both at once: each launches its browser once for all its tests.
  workers: 2,
  fullyParallel: false,
  // A test that fails now and then is fixed, not retried until it passes.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: SMOKE_SITE_URL },
  projects: [
    { name: 'firefox', use: { engine: 'firefox' }, workers: 1 },
    { name: 'webkit', use: { engine: 'webkit' }, workers: 1 },
  ],
  // The site the Playwright suite tests, started the same way, on the smoke suite's own ports.
  globalSetup: './global-setup.ts',
});
