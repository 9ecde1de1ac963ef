// `render-sandbox`: a pool of sandboxed processes that runs a release's server module, its settings,
// and what a call's outcome says about the release.
export { CAREERS_PRELOAD, FRAMES_PRELOAD, createRenderPool, type RenderPool } from './render-pool';
export {
  countsAgainstRelease,
  type CallOutcome,
  type Conduct,
  type PoolEvent,
  type SandboxRelease,
} from './render-outcome';
export { SANDBOX_ENVIRONMENT } from './sandbox-environment';
export { readRenderSandboxSettings, sandboxSettingsOf, type RenderSandboxSettings } from './sandbox-settings';
