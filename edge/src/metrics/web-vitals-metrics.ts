import { Counter, Histogram, type Registry } from 'prom-client';
import type { VitalName } from 'shared-config/vitals-reports';

/** A measurement's labels: the route's pattern, and a package, its release and how the visitor got it. */
type VitalLabel = 'route' | 'package' | 'release' | 'role';

export interface WebVitalsMetrics extends Record<VitalName, Histogram<VitalLabel>> {
  /** Page views whose measurements were taken, by package, release and role: what a percentile is drawn from. */
  reports: Counter<Exclude<VitalLabel, 'route'>>;
}

const LABELS: VitalLabel[] = ['route', 'package', 'release', 'role'];

/**
 * Real-user measurements from browsers, as Prometheus histograms. The buckets sit around the
 * thresholds web.dev calls good and poor (LCP 2.5 s and 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25,
 * TTFB 0.8 and 1.8 s), so `histogram_quantile` is sharpest where a verdict changes.
 */
export function createWebVitalsMetrics(registers: Registry[]): WebVitalsMetrics {
  const seconds = (name: string, what: string, buckets: number[]) =>
    new Histogram({
      name: `edge_web_vitals_${name}_seconds`,
      help: `${what} measured in visitors' browsers, in seconds, by route pattern, and by package, release and role (stable, canary, preview): each page view counts once for the page's package and once for the shell`,
      labelNames: LABELS,
      buckets,
      registers,
    });
  return {
    LCP: seconds('lcp', 'Largest Contentful Paint', [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
    INP: seconds('inp', 'Interaction to Next Paint', [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2]),
    TTFB: seconds('ttfb', 'Time to First Byte', [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3]),
    reports: new Counter({
      name: 'edge_web_vitals_reports_total',
      help: "Page views whose Core Web Vitals were taken, by package, release and role (stable, canary, preview): each counts once for the page's package and once for the shell",
      labelNames: ['package', 'release', 'role'],
      registers,
    }),
    CLS: new Histogram({
      name: 'edge_web_vitals_cls',
      help: "Cumulative Layout Shift measured in visitors' browsers (no unit), by route pattern, and by package, release and role: each page view counts once for the page's package and once for the shell",
      labelNames: LABELS,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
  };
}
