import type { VitalName } from 'shared-config/vitals-reports';

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
