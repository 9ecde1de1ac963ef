import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import type { Json, SmokeBrowser, SmokePage } from './smoke-page';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or the one FIREFOX_PATH names. */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// The window's size, set when Firefox starts (its --width and --height), not by puppeteer's setViewport:
// that also overrides the screen's orientation, a BiDi command Debian's Firefox ESR 140.12 does not
// know ("unknown command emulation.setScreenOrientationOverride"), and every test failed at its start.
const WINDOW = { width: 1440, height: 900 };

async function firstDisplayed(page: Page, selector: string): Promise<ElementHandle> {
  for (const element of await page.$$(selector)) {
    if (await element.isVisible()) return element;
  }
  throw new Error(`no displayed element matches ${selector}`);
}

/**
 * A tab in a browser context of its own. WebDriver BiDi reports everything from the document's start:
 * uncaught exceptions and unhandled rejections (`pageerror`), and every request of the site that
 * failed or was answered with an error status.
 */
async function openPage(browser: Browser, baseURL: string): Promise<SmokePage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const site = new URL(baseURL).origin;
  const ofSite = (url: string) => new URL(url).origin === site;
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'no reason';
    // A request the page or a navigation cancelled did not fail.
    if (ofSite(request.url()) && reason !== 'NS_BINDING_ABORTED') errors.push(`failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (ofSite(response.url()) && response.status() >= 400) {
      errors.push(`answered ${response.status()}: ${response.url()}`);
    }
  });

  return {
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    // The arguments are plain JSON, never element handles: the script is the same one WebKit runs.
    evaluate: <A extends Json[], R extends Json>(script: (...args: A) => R, ...args: A) =>
      page.evaluate(script as (...params: Json[]) => R, ...args) as Promise<R>,
    async click(selector) {
      await (await firstDisplayed(page, selector)).click();
    },
    async type(selector, text) {
      await (await firstDisplayed(page, selector)).type(text);
    },
    async upload(selector, filePath) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no file input matches ${selector}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(filePath);
    },
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await context.close();
    },
  };
}

/** Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi, with a fresh profile of its own. */
export async function launchFirefox(): Promise<SmokeBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The window's own size, the page's viewport inside it (1440 wide).
    defaultViewport: null,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
  });
  return {
    newPage: (baseURL) => openPage(browser, baseURL),
    close: () => browser.close(),
  };
}
