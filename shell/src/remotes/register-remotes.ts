import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_BUDGET_MS } from 'shared-config/remote-load-budget';
import type { ReportFailure } from '../reports/failure-reporter';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { remotePacingPlugin } from './remote-pacing-plugin';
import { REMOTE_NAMES } from '../site-table/remote-page-ids';
import type { RuntimeConfig } from './runtime-config';

/**
 * Hands this environment's remote locations (from the edge's runtime config), the shell's failure
 * handling (with the reports it sends) and its pacing of a page's load to the federation runtime
 * instance the shell's build created.
 */
export function registerConfiguredRemotes(
  config: Pick<RuntimeConfig, 'remotes' | 'releases' | 'liveChat'>,
  report?: ReportFailure,
): void {
  registerPlugins([remoteFailurePlugin(REMOTE_LOAD_BUDGET_MS, report), remotePacingPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
