import type { RuntimeConfig } from '../remotes/runtime-config';

/** The single-bundle build registers nothing: its pages are chunks of the shell itself. */
export function registerConfiguredRemotes(_config: RuntimeConfig): void {}
