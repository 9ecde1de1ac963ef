import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from 'shared-config/federation';

type InitOptions = Parameters<typeof runtime.init>[0];
type FederationInstance = ReturnType<typeof runtime.init>;

/**
 * `runtime.init` for a remote. The runtime's own `init` makes the instance it creates the module's
 * current one, and the shell's `loadRemote` and `registerRemotes` act on that: with one runtime for the
 * whole page, the first remote to start would take the shell's place.
 */
function initRemoteInstance(options: InitOptions): FederationInstance {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) => instance.options.name === options.name && instance.options.version === options.version,
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * What a remote's webpack runtime imports as `@module-federation/webpack-bundler-runtime` (its
 * production build externalises it to this global), so one copy of the federation runtime serves the
 * page. Each build still keeps its own state: webpack copies these functions onto a per-build object
 * and every one of them takes that build's `__webpack_require__`. The shell exposes nothing, so its
 * build leaves `initContainerEntry` out of its bundler runtime; the remotes need it.
 */
export const BUNDLER_RUNTIME_FOR_REMOTES = {
  runtime: { init: initRemoteInstance, getRemoteEntry: runtime.getRemoteEntry },
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

export function shareFederationRuntime(): void {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = BUNDLER_RUNTIME_FOR_REMOTES;
}
