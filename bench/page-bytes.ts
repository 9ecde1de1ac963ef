import type { Browser, Page } from 'playwright-core';
import { AssetRecorder, type AssetBytes } from './asset-recorder';
import { withChromium } from './playwright-chromium';

export interface ScenarioBytes {
  scenario: string;
  bytes: AssetBytes;
}

const FIRST_VISITS = ['/', '/career', '/contact'] as const;
// Client-side navigations from / to pages of other remotes, one after the other.
const NAVIGATIONS = ['/career', '/contact'] as const;

async function pageReady(page: Page, recorder: AssetRecorder): Promise<void> {
  try {
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    // A prerendered page shows its heading before the app has loaded: wait for the app too.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  } catch (error) {
    // A build replaced while the bench runs shows up here as missing chunks.
    const failures = recorder.failures.length ? recorder.failures.join(', ') : 'none';
    throw new Error(`${page.url()} showed no heading in <main> (failed requests: ${failures})`, { cause: error });
  }
  await recorder.settle();
}

async function firstVisit(browser: Browser, url: string): Promise<AssetBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recorder = new AssetRecorder(page);
    await page.goto(url);
    await pageReady(page, recorder);
    return await recorder.totals();
  } finally {
    await context.close();
  }
}

/** Loads /, then follows in-page links (no reload), recording only what each navigation adds. */
async function clientNavigations(browser: Browser, baseUrl: string): Promise<ScenarioBytes[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const recorder = new AssetRecorder(page);
    await page.goto(`${baseUrl}/`);
    await pageReady(page, recorder);
    const results: ScenarioBytes[] = [];
    let from = '/';
    for (const to of NAVIGATIONS) {
      recorder.reset();
      await page.locator(`a[href="${to}"]`).first().click();
      await page.waitForURL(`${baseUrl}${to}`);
      await pageReady(page, recorder);
      results.push({ scenario: `${from} -> ${to}`, bytes: await recorder.totals() });
      from = to;
    }
    return results;
  } finally {
    await context.close();
  }
}

/** JavaScript and CSS per first visit and per client navigation, for one build served at `baseUrl`. */
export async function measurePageBytes(baseUrl: string): Promise<ScenarioBytes[]> {
  return withChromium(async (browser) => {
    const results: ScenarioBytes[] = [];
    for (const route of FIRST_VISITS) {
      results.push({ scenario: `first visit ${route}`, bytes: await firstVisit(browser, `${baseUrl}${route}`) });
    }
    results.push(...(await clientNavigations(browser, baseUrl)));
    return results;
  });
}
