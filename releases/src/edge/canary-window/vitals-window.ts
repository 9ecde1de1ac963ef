import type { Vitals } from '../../model/canary/canary-figures';

/** The measurements a canary is compared on (TTFB is the server's, which the request metrics show). */
export const WINDOW_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WindowVital = (typeof WINDOW_VITALS)[number];

/**
 * One report of a page view's measurements, as a browser sent it (milliseconds; CLS has no unit).
 * TTFB is in a page view's first report only (web-vitals gives it once per page load, as soon as the
 * response began), so a report carrying it is a new page view; a later one of the same view (an
 * interaction after the page was hidden once) adds measurements, not a view.
 */
type VitalsReport = Partial<Record<WindowVital | 'TTFB', number>>;

/** Whether `report` is the first of its page view, which the window counts. */
export const startsPageView = (report: VitalsReport): boolean => report.TTFB !== undefined;

/** What a window holds of a release's reports: how many page views, and their measurements. */
export interface VitalsSamples {
  views: number;
  values: Record<WindowVital, number[]>;
}

/**
 * The real-user reports of the releases a canary compares, over the canary analysis's window (the
 * same ten buckets as its counts), per release (`<package>/<id>`), so the release service can show
 * their 75th percentiles beside the counts. They inform; they never halt anything.
 */
export interface VitalsWindow {
  record(release: string, report: VitalsReport): Promise<void>;
  samples(release: string): Promise<VitalsSamples>;
}

/**
 * Measurements kept per vital, release and tenth of the window: the newest this many. A busy site's
 * percentiles then come from the latest reports of each tenth, and a flood of reports costs bounded
 * memory.
 */
export const MAX_SAMPLES_PER_BUCKET = 1000;

export const emptySamples = (): VitalsSamples => ({ views: 0, values: { LCP: [], INP: [], CLS: [] } });

/** The 75th percentile by nearest rank (a value some page view had), or null without any. */
function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

const rounded = (value: number | null, decimals: number) =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A release's p75 of each vital over the window (whole milliseconds; CLS to three decimals). */
export const vitalsOf = ({ views, values }: VitalsSamples): Vitals => ({
  lcpMs: rounded(p75(values.LCP), 0),
  inpMs: rounded(p75(values.INP), 0),
  cls: rounded(p75(values.CLS), 3),
  samples: views,
});
