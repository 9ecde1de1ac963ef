// `releases/commands`: the control plane's changes run in the caller's process, as the release
// service runs them, and the checks they make: for tests and drills that release without a service.
export { activateReleases } from '../commands/activate';
export { haltCanaries } from '../commands/halt';
export { rollbackReleases } from '../commands/rollback';
export { runReleaseCli } from '../cli/release-cli';
export { packBuild } from '../cli/pack-build';
export { compositionProblems } from '../checks/composition-check';
export { factsOf } from '../checks/release-facts';
