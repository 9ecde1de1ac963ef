/**
 * The edges' metrics a canary's history is read from: the release service queries Prometheus for the
 * names the edges register.
 */
export const CANARY_METRICS = {
  visitors: 'edge_canary_window_visitors',
  failingVisitors: 'edge_canary_window_failing_visitors',
  failingNetworks: 'edge_canary_window_failing_networks',
  /** Page views whose Core Web Vitals were taken (a counter). */
  vitalsReports: 'edge_web_vitals_reports_total',
  /** The vitals' histograms (`_bucket`, `_count`, `_sum`). */
  vitals: { LCP: 'edge_web_vitals_lcp_seconds', INP: 'edge_web_vitals_inp_seconds', CLS: 'edge_web_vitals_cls' },
} as const;
