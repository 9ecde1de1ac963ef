/** Where the shell sends a page view's Core Web Vitals: a sibling of the failure reports, with its own limit. */
export const WEB_VITALS_PATH = '/api/web-vitals';

/** The measurements reported (web-vitals' names): three Core Web Vitals and the server's first byte. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * One page view's measurements, sent once the page is hidden: where (the route's pattern of the page
 * the visitor landed on, never the visited path), with which releases (the shell's, and the page's
 * package's), and each value web-vitals gave (milliseconds; CLS has no unit). Nothing about the visitor.
 */
export interface VitalsReport {
  route: string;
  releases: Record<string, string>;
  vitals: Partial<Record<VitalName, number>>;
}

/** The largest report the edge takes, in bytes (one is about 250). */
export const MAX_VITALS_REPORT_BYTES = 1024;
