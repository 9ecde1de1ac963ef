import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';

/** Runs `work` in a Playwright Chromium set up as every browser of the bench, closed once it is done. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    // The bench's own signal handler closes it along with everything else.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const release = onCleanup(() => browser.close());
  try {
    return await work(browser);
  } finally {
    release();
    await browser.close();
  }
}
