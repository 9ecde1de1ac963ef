import { LOCAL_SITE_TABLE } from 'local-site';
import { reportVitals, type VitalsOptions } from './report-vitals';

const SHELL = '20261125T101500000Z-1f2e3d4c5b6a7988';
const MARKETING = '20261125T101200000Z-0a1b2c3d4e5f6a7b';
const CONFIG = {
  shellRelease: SHELL,
  releases: { marketing: MARKETING, careers: null, contact: null },
  vitalsSamplePercent: 100,
  site: LOCAL_SITE_TABLE,
};

type Callback = (metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number }) => void;

const bodyOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(blob);
  });

function measuredPage(overrides: Partial<VitalsOptions> = {}) {
  const callbacks: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', Callback>> = {};
  const sent: { url: string; body: Blob }[] = [];
  const target = Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
  });
  let loaded = 0;
  const started = reportVitals({
    config: CONFIG,
    pathname: '/about',
    random: () => 0.5,
    whenIdle: async () => undefined,
    load: async () => {
      loaded += 1;
      return {
        onLCP: (callback: Callback) => void (callbacks.LCP = callback),
        onINP: (callback: Callback) => void (callbacks.INP = callback),
        onCLS: (callback: Callback) => void (callbacks.CLS = callback),
        onTTFB: (callback: Callback) => void (callbacks.TTFB = callback),
      } as unknown as Awaited<ReturnType<NonNullable<VitalsOptions['load']>>>;
    },
    send: (url, body) => sent.push({ url, body }) > 0,
    target,
    ...overrides,
  });
  const hide = () => {
    target.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { started, callbacks, sent, hide, loaded: () => loaded, target };
}

describe("a page view's Core Web Vitals", () => {
  it('are sent together in one beacon when the page is hidden: route pattern, releases, values', async () => {
    const page = measuredPage();
    await page.started;
    page.callbacks.TTFB?.({ name: 'TTFB', value: 120 });
    page.callbacks.LCP?.({ name: 'LCP', value: 1830.5 });
    expect(page.sent).toEqual([]);
    page.callbacks.CLS?.({ name: 'CLS', value: 0.02 });
    page.callbacks.INP?.({ name: 'INP', value: 96 });
    page.hide();
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]?.url).toBe('/api/web-vitals');
    expect(page.sent[0]?.body.type).toBe('application/json');
    expect(await bodyOf(page.sent[0]?.body as Blob)).toEqual({
      route: '/about',
      releases: { shell: SHELL, marketing: MARKETING },
      vitals: { TTFB: 120, LCP: 1830.5, CLS: 0.02, INP: 96 },
    });
  });

  it('send only what came since the last beacon, and nothing when nothing did', async () => {
    const page = measuredPage();
    await page.started;
    page.callbacks.LCP?.({ name: 'LCP', value: 900 });
    page.hide();
    page.target.dispatchEvent(new Event('pagehide'));
    page.callbacks.INP?.({ name: 'INP', value: 240 });
    page.target.dispatchEvent(new Event('pagehide'));
    expect(page.sent).toHaveLength(2);
    expect(await bodyOf(page.sent[1]?.body as Blob)).toMatchObject({ vitals: { INP: 240 } });
  });

  it('are measured for the sampled share of page views only: web-vitals is not even fetched for the others', async () => {
    const page = measuredPage({ config: { ...CONFIG, vitalsSamplePercent: 50 }, random: () => 0.5 });
    await page.started;
    expect(page.loaded()).toBe(0);
    const sampled = measuredPage({ config: { ...CONFIG, vitalsSamplePercent: 50 }, random: () => 0.49 });
    await sampled.started;
    expect(sampled.loaded()).toBe(1);
  });

  it('are not measured from an edge that takes none, or on a path outside the route table', async () => {
    for (const overrides of [{ config: { ...CONFIG, vitalsSamplePercent: 0 } }, { pathname: '/nowhere' }]) {
      const page = measuredPage(overrides);
      await page.started;
      expect(page.loaded()).toBe(0);
    }
  });

  it('name the shell alone for a page whose remote has no release of this site', async () => {
    const page = measuredPage({ config: { ...CONFIG, releases: { ...CONFIG.releases, marketing: null } } });
    await page.started;
    page.callbacks.LCP?.({ name: 'LCP', value: 900 });
    page.hide();
    expect(await bodyOf(page.sent[0]?.body as Blob)).toMatchObject({ releases: { shell: SHELL } });
  });

  it('never fail the page when web-vitals cannot be fetched', async () => {
    const page = measuredPage({ load: () => Promise.reject(new Error('offline')) });
    await expect(page.started).resolves.toBeUndefined();
  });
});
