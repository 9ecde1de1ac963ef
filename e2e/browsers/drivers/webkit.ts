import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { NoSuchSessionError } from 'selenium-webdriver/lib/error';
import { ERRORS_PROPERTY, recordPageErrors, takeRecordedErrors } from './page-error-recorder';
import type { Json, SmokeBrowser, SmokePage } from './smoke-page';
import { startWebKitDriver } from './webkit-driver-process';

/** WebKitGTK's MiniBrowser (from libwebkit2gtk-4.1, which webkit2gtk-driver installs), or MINIBROWSER_PATH. */
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const VIEWPORT = { width: 1440, height: 900 };

async function firstDisplayed(driver: WebDriver, selector: string): Promise<WebElement> {
  for (const element of await driver.findElements(By.css(selector))) {
    if (await element.isDisplayed()) return element;
  }
  throw new Error(`no displayed element matches ${selector}`);
}

/**
 * The browser's one window, made fresh for each test (the site's cookies and storage cleared). Each
 * document gets the error recorder once it has loaded; its errors are kept when the next one loads.
 */
async function openPage(driver: WebDriver, baseURL: string): Promise<SmokePage> {
  const run = <A extends Json[], R extends Json>(script: (...args: A) => R, ...args: A) =>
    driver.executeScript<R>(`return (${script.toString()}).apply(null, arguments);`, ...args);
  let earlierDocuments: string[] = [];
  const takeFromDocument = () => run(takeRecordedErrors, ERRORS_PROPERTY);
  const goto = async (path: string) => {
    earlierDocuments.push(...((await takeFromDocument()) ?? []));
    await driver.get(new URL(path, baseURL).href);
    await run(recordPageErrors, ERRORS_PROPERTY);
  };

  await driver.get(new URL('/robots.txt', baseURL).href);
  await driver.manage().deleteAllCookies();
  await run(() => {
    localStorage.clear();
    sessionStorage.clear();
    return null;
  });
  await driver.manage().window().setRect(VIEWPORT);

  return {
    goto,
    evaluate: run,
    async click(selector) {
      const element = await firstDisplayed(driver, selector);
      // Scrolled to first, as a visitor would: WebKitWebDriver 2.50's own scrolling before a click left
      // the application form's submit button out of view after typing in the form, and the click failed
      // as not interactable (element.scrollIntoView() brings it into view). The click is still the
      // driver's own pointer input, hit-tested: an element covered by another still fails.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" });', element);
      await element.click();
    },
    async type(selector, text) {
      await (await firstDisplayed(driver, selector)).sendKeys(text);
    },
    async upload(selector, filePath) {
      await driver.findElement(By.css(selector)).sendKeys(filePath);
    },
    async takeErrors() {
      // A document that a click loaded (not goto) has no recorder: what it met would go unseen.
      const current = (await takeFromDocument()) ?? [`${await driver.getCurrentUrl()} loaded unwatched, not by goto()`];
      const taken = [...earlierDocuments, ...current];
      earlierDocuments = [];
      return taken;
    },
    async close() {
      await driver.get('about:blank');
    },
  };
}

function newSession(serviceUrl: string): Promise<WebDriver> {
  return new Builder()
    .usingServer(serviceUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      timeouts: { pageLoad: 30_000, script: 30_000 },
    })
    .build();
}

/**
 * WebKitGTK's MiniBrowser in automation mode, driven by selenium-webdriver over classic WebDriver.
 * selenium talks to the WebKitWebDriver started here (never one it would look for or download itself).
 *
 * A session the driver deleted between two tests ("session deleted because of page crash or hang": the
 * web process of the blank page the last test left died, seen once in CI on a loaded machine) is
 * replaced by a new browser before the next test begins, and said on stderr. Only there: a crash
 * while a test drives the site still fails that test.
 */
export async function launchWebKit(): Promise<SmokeBrowser> {
  const service = await startWebKitDriver();
  let driver: WebDriver;
  try {
    driver = await newSession(service.url);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return {
    async newPage(baseURL) {
      try {
        return await openPage(driver, baseURL);
      } catch (error) {
        if (!(error instanceof NoSuchSessionError)) throw error;
        process.stderr.write(`WebKit lost its session between tests (${error.message}); starting a new one\n`);
        await driver.quit().catch(() => undefined);
        driver = await newSession(service.url);
        return openPage(driver, baseURL);
      }
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await service.stop();
      }
    },
  };
}
