import { createPageMatcher } from 'shared-config/site-paths';
import type { RemoteName } from '../site-table/remote-page-ids';
import { CLIENT_REPORTS_PATH } from 'shared-config/failure-reports';
import type { FailureReport, RemoteFailureKind, ReportedPackage } from './failure-report';

export type ReportFailure = (name: ReportedPackage, kind: RemoteFailureKind) => void;

export interface ReporterOptions {
  /** The release of each remote this page was composed with (from the runtime config); null: pinned elsewhere. */
  releases: Record<RemoteName, string | null>;
  /** The shell release this page was composed with, for its frame's reports; null from an older edge. */
  shellRelease?: string | null;
  /** The page routes of the table this page was composed with: a report names the route's pattern. */
  routes: readonly { path: string; page: string }[];
  /** Sends one report; the browser's beacon by default, which survives the page being closed. */
  send?: (url: string, body: Blob) => boolean;
  /** The path the visitor is on. */
  pathname?: () => string;
}

const beacon = (url: string, body: Blob) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? navigator.sendBeacon(url, body)
    : false;

/**
 * Reports each failure once per page load (a retry that fails again is the same failure), for a
 * remote with a release of this site only: the edge knows nothing of a remote hosted elsewhere.
 */
export function createFailureReporter({
  releases,
  shellRelease = null,
  routes,
  send = beacon,
  pathname = () => window.location.pathname,
}: ReporterOptions): ReportFailure {
  const sent = new Set<string>();
  const matchPage = createPageMatcher(routes);
  return (name, kind) => {
    const release = name === 'shell' ? shellRelease : releases[name];
    const route = matchPage(pathname())?.path;
    if (!release || !route) return;
    const key = `${name} ${kind} ${route}`;
    if (sent.has(key)) return;
    sent.add(key);
    const report: FailureReport = { package: name, release, route, kind };
    try {
      send(CLIENT_REPORTS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
    } catch {
      // A report that cannot be sent must never add a failure of its own.
    }
  };
}
