import { withChromium } from './playwright-chromium';
import { median, round } from './stats';

/** How long a visitor waits, from the page's load event, for a tap on the menu button to be handled. */
export interface MenuTapRoute {
  route: string;
  /** Milliseconds from `load` until the menu opened, for each run, and their median. */
  medianMs: number | null;
  runs: (number | null)[];
}

// Lighthouse's mobile preset: a 4× slower CPU, on a phone's screen (the menu button shows below 1024 px).
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
const GIVE_UP_MS = 30_000;

/**
 * In the page, from its load event on: taps the menu button every 10 ms (a click, as a tap ends in one)
 * until the app has handled one, that is the menu is open; `menuOpenedAfterLoad` resolves to the
 * milliseconds since `load` (null past the wait). A tap before the app handles the header does
 * nothing, as on the page the edge sent; one during a long task waits for it, as a visitor's tap does.
 * A script's text, not a function: tsx's esbuild wraps functions in a `__name` helper the page lacks.
 */
const TAP_UNTIL_OPEN = `
window.menuOpenedAfterLoad = new Promise((resolve) => {
  window.addEventListener('load', () => {
    const loaded = performance.now();
    const tap = () => {
      const button = document.querySelector('header button[aria-controls="mobile-sidebar"]');
      if (button && button.getAttribute('aria-expanded') === 'true') return resolve(performance.now() - loaded);
      if (performance.now() - loaded > ${GIVE_UP_MS}) return resolve(null);
      if (button) button.click();
      setTimeout(tap, 10);
    };
    setTimeout(tap, 0);
  });
});`;

/** The time until a tap on the menu button is handled, `runs` fresh visits per route, on a slowed phone. */
export async function measureMenuTap(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
): Promise<MenuTapRoute[]> {
  return withChromium(async (browser) => {
    const results: MenuTapRoute[] = [];
    for (const route of routes) {
      const measured: (number | null)[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.addInitScript({ content: TAP_UNTIL_OPEN });
          await page.goto(`${baseUrl}${route}`);
          const opened = await page.evaluate(
            () => (window as unknown as { menuOpenedAfterLoad: Promise<number | null> }).menuOpenedAfterLoad,
          );
          measured.push(opened === null ? null : round(opened));
        } finally {
          await context.close();
        }
      }
      results.push({ route, medianMs: median(measured), runs: measured });
    }
    return results;
  });
}
