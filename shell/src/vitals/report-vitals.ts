import { createPageMatcher } from 'shared-config/site-paths';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { createVitalsBatch } from './vitals-batch';

type WebVitals = typeof import('web-vitals');

export interface VitalsOptions {
  config: Pick<RuntimeConfig, 'releases' | 'shellRelease' | 'vitalsSamplePercent' | 'site'>;
  /** web-vitals, loaded once the browser is idle after the start: it takes nothing from the first paint. */
  load?: () => Promise<Pick<WebVitals, 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>>;
  whenIdle?: () => Promise<void>;
  /** A number in [0, 1): this page view is measured when it falls below the sample. */
  random?: () => number;
  pathname?: string;
  send?: (url: string, body: Blob) => boolean;
  target?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> };
}

const idle = () =>
  new Promise<void>((resolve) => {
    const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
    later(() => resolve());
  });

const beacon = (url: string, body: Blob) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? navigator.sendBeacon(url, body)
    : false;

/**
 * Measures a sample of page views with the `web-vitals` library (LCP, INP, CLS, TTFB) and reports
 * each one's measurements to the edge in one beacon when the page is hidden, with the pattern of the
 * route the visitor landed on and the releases of the shell and of that page's package. Later
 * in-app navigations are part of the same page view (INP and CLS go on counting); they are not
 * measured as views of their own.
 */
export async function reportVitals({
  config,
  load = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
  whenIdle = idle,
  random = Math.random,
  pathname = window.location.pathname,
  send = beacon,
  target = window,
}: VitalsOptions): Promise<void> {
  const route = createPageMatcher(config.site.routes)(pathname);
  if (!config.shellRelease || !route || random() * 100 >= config.vitalsSamplePercent) return;
  const remote = route.page.split('/')[0] as keyof RuntimeConfig['releases'];
  const releases: Record<string, string> = { shell: config.shellRelease };
  const pageRelease = config.releases[remote];
  if (pageRelease) releases[remote] = pageRelease;
  const batch = createVitalsBatch({ route: route.path, releases }, send);
  let vitals;
  try {
    await whenIdle();
    vitals = await load();
  } catch {
    return;
  }
  const keep = ({ name, value }: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number }) => batch.add(name, value);
  vitals.onLCP(keep);
  vitals.onINP(keep);
  vitals.onCLS(keep);
  vitals.onTTFB(keep);
  // After web-vitals' own listeners, so the values it finalises on hiding are in the batch. Safari
  // does not always tell of hiding when a page is left: pagehide covers that.
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') batch.flush();
  });
  target.addEventListener('pagehide', () => batch.flush());
}
