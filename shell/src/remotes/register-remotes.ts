import { registerRemotes } from '../federation/remote-containers';
import { REMOTE_NAMES } from './remote-page-ids';
import type { RuntimeConfig } from './runtime-config';

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
