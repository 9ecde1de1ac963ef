// What the shell reports of a failure and the edge checks and counts: both sides read these names.

/** Where the shell sends a failure report. */
export const CLIENT_REPORTS_PATH = '/api/client-reports';

/**
 * What went wrong: a remote's entry or page chunks did not load, a page threw while rendering, or the
 * HTML the edge sent did not match what the browser drew (a remote's page, or the shell's own frame)
 * when hydrating it (all from the running shell); or the shell itself did not start (from the page's
 * inline reporter).
 */
export const FAILURE_KINDS = ['remote-load', 'page-error', 'hydration-mismatch', 'shell-start'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** The largest report the edge takes, in bytes (a report is about 120). */
export const MAX_FAILURE_REPORT_BYTES = 1024;
