import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_FAILURE_PLUGIN = 'corelink-remote-failure';

/**
 * The shell's failure handling inside the federation runtime: a remote entry that does not answer
 * fails within the visitor's wait (`budgetMs`) instead of the runtime's own 20 s. The runtime then
 * forgets the failed entry, so the next request (the failure block's Retry, or coming back to the
 * route) loads it afresh; the React error boundary around each page shows the failure block.
 */
export function remoteFailurePlugin(budgetMs: number): ModuleFederationRuntimePlugin {
  return {
    name: REMOTE_FAILURE_PLUGIN,
    createScript: () => ({ timeout: budgetMs }),
  };
}
