import type { RemoteName } from '../remotes/remote-page-ids';

/** Where the shell sends a failure report (the edge checks and counts it). */
export const CLIENT_REPORTS_PATH = '/api/client-reports';

/**
 * What went wrong: a remote's entry or page chunks did not load, or a page threw while rendering
 * (both from the running shell); or the shell itself did not start (from the page's inline reporter).
 */
export const FAILURE_KINDS = ['remote-load', 'page-error', 'shell-start'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
/** The failures the running shell reports of a remote. */
export type RemoteFailureKind = Exclude<FailureKind, 'shell-start'>;

/**
 * One report, small and anonymous: which release of which package failed where and how. Nothing a
 * visitor typed, no error text (it could carry either), no URL beyond the route's own pattern.
 */
export interface FailureReport {
  package: RemoteName;
  release: string;
  /** The route's pattern in the route table (`/job-details/:id`), never the visited path. */
  route: string;
  kind: RemoteFailureKind;
}

/**
 * A shell that did not start, from the inline reporter of its index.html: no route (it reports before
 * the route table is read).
 */
export interface ShellStartReport {
  package: 'shell';
  release: string;
  kind: 'shell-start';
}

/** The largest report the edge takes, in bytes (a report is about 120). */
export const MAX_FAILURE_REPORT_BYTES = 1024;
