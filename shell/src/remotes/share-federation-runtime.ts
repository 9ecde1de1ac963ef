import { BUNDLER_RUNTIME_GLOBAL } from 'shared-config/federation';
import federation from '../federation/bundler-runtime';

/**
 * Hands the shell's bundler runtime to the remotes it loads: a remote's production build takes it from
 * this global instead of shipping its own (shared-config's bundler-runtime-from-shell.js).
 */
export function shareFederationRuntime(): void {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = federation;
}
