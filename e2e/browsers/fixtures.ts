import { expect, test as base } from '@playwright/test';
import { failureReports, newReports } from './checks/failure-reports';
import { launchFirefox } from './drivers/firefox';
import type { Engine, SmokeBrowser, SmokePage } from './drivers/smoke-page';
import { launchWebKit } from './drivers/webkit';

/** The project's choice of engine (playwright.config.ts). */
export interface EngineOptions {
  engine: Engine;
}

interface WorkerFixtures extends EngineOptions {
  smokeBrowser: SmokeBrowser;
}

const launchers: Record<Engine, () => Promise<SmokeBrowser>> = { firefox: launchFirefox, webkit: launchWebKit };

/**
 * `site`: a fresh page of the engine's browser on the smoke suite's site. A test passes only if, beside
 * its own assertions, the page met no error and no browser reported a failure to the edge meanwhile.
 */
export const test = base.extend<{ site: SmokePage }, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  smokeBrowser: [
    async ({ engine }, provide) => {
      const browser = await launchers[engine]();
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ smokeBrowser, baseURL }, provide) => {
    if (!baseURL) throw new Error('the smoke suite needs a baseURL (e2e/browsers/playwright.config.ts)');
    const before = await failureReports();
    const page = await smokeBrowser.newPage(baseURL);
    try {
      await provide(page);
      expect(await page.takeErrors(), 'errors in the page').toEqual([]);
    } finally {
      await page.close();
    }
    // Both engines' tests share the edge: a report here came from this test or the other engine's.
    expect(newReports(before, await failureReports()), 'failure reports the edge received').toEqual([]);
  },
});
