import { defineConfig } from '@playwright/test';
import siteConfig from '../playwright.config';
import type { EngineOptions } from './fixtures';
import { SMOKE_METRICS_PORT, SMOKE_PORT, SMOKE_RELEASE_SERVICE_PORT, SMOKE_SITE_URL } from './smoke-site';

/*
 * The smoke suite in Firefox ESR and WebKitGTK, the engines Playwright's own builds stand in for but
 * cannot be downloaded here: Playwright's runner runs the tests and serves the site, puppeteer-core
 * (WebDriver BiDi) and selenium-webdriver (WebKitWebDriver) drive Debian's browsers
 * (docs/team-guide.md, "Firefox and WebKit").
 */

const siteServer = siteConfig.webServer;
if (!siteServer || Array.isArray(siteServer)) throw new Error('e2e/playwright.config.ts names one webServer');

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
  webServer: {
    ...siteServer,
    url: `${SMOKE_SITE_URL}/robots.txt`,
    env: {
      ...siteServer.env,
      PORT: String(SMOKE_PORT),
      METRICS_PORT: String(SMOKE_METRICS_PORT),
      RELEASE_SERVICE_PORT: String(SMOKE_RELEASE_SERVICE_PORT),
    },
  },
});
