import { registerRemotes } from '../federation/remote-containers';
import { REMOTE_NAMES } from './remote-page-ids';
import type { RuntimeConfig } from './runtime-config';
import { shareFederationRuntime } from './share-federation-runtime';

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  shareFederationRuntime();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
