// What the shell reports of a page view's Core Web Vitals and the edge checks and counts: both sides
// read these names.

/** Where the shell sends a page view's measurements: a sibling of the failure reports, with its own limit. */
export const WEB_VITALS_PATH = '/api/web-vitals';

/** The measurements reported (web-vitals' names): three Core Web Vitals and the server's first byte. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The largest report the edge takes, in bytes (one is about 250). */
export const MAX_VITALS_REPORT_BYTES = 1024;
