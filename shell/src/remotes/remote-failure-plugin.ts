import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReportFailure } from '../reports/failure-reporter';
import { REMOTE_NAMES, type RemoteName } from '../site-table/remote-page-ids';

export const REMOTE_FAILURE_PLUGIN = 'corelink-remote-failure';

const remoteOf = (id: string): RemoteName | null => {
  const name = id.split('/')[0];
  return REMOTE_NAMES.find((remote) => remote === name) ?? null;
};

/**
 * The shell's failure handling inside the federation runtime: a remote entry that does not answer
 * fails within the visitor's wait (`budgetMs`) instead of the runtime's own 20 s. The runtime then
 * forgets the failed entry, so the next request (the failure block's Retry, or coming back to the
 * route) loads it afresh; the React error boundary around each page shows the failure block. Every
 * failed load (entry, container, page chunks) is reported to the edge, with the remote's release.
 */
export function remoteFailurePlugin(budgetMs: number, report?: ReportFailure): ModuleFederationRuntimePlugin {
  return {
    name: REMOTE_FAILURE_PLUGIN,
    createScript: () => ({ timeout: budgetMs }),
    // Returns nothing: no fallback module, so the failure reaches the error boundary, whose Retry recovers.
    errorLoadRemote: ({ id }) => {
      const remote = remoteOf(id);
      if (remote) report?.(remote, 'remote-load');
      return undefined;
    },
  };
}
