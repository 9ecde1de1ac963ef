import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * Remotes are built with `experiments.externalRuntime`: their remoteEntry.js carries no federation
 * runtime of its own and reads the shell's from this global. The plugin's `provideExternalRuntime`
 * would hand over the whole runtime-core namespace and keep every export in the shell's bundle; these
 * are exactly the exports a remote's bundler runtime reads (webpack reports them as the used exports
 * of the `_FEDERATION_RUNTIME_CORE` external), so the rest is still tree-shaken.
 */
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export function shareFederationRuntime(): void {
  (CurrentGlobal as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = RUNTIME_CORE_FOR_REMOTES;
}
