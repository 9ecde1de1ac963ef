import type { FailureKind } from 'shared-config/failure-reports';
import type { RemoteName } from '../site-table/remote-page-ids';

/** The failures the running shell reports: of a remote, and of its own frame's hydration. */
export type RemoteFailureKind = Exclude<FailureKind, 'shell-start'>;

/** What a report from the running shell names: a remote, or the shell itself (a frame that did not hydrate). */
export type ReportedPackage = RemoteName | 'shell';

/**
 * One report, small and anonymous: which release of which package failed where and how. Nothing a
 * visitor typed, no error text (it could carry either), no URL beyond the route's own pattern.
 */
export interface FailureReport {
  package: ReportedPackage;
  release: string;
  /** The route's pattern in the route table (`/job-details/:id`), never the visited path. */
  route: string;
  kind: RemoteFailureKind;
}
