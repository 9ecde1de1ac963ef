// `releases/control-plane`: every change of the live site, and what makes and checks them. The
// change functions (publish, activate, rollback, halt, preview, gc, the edges' halts and served
// marks, a checkout's local builds), the checks they run, the release service and its CLI, tokens
// and sessions. It builds on `releases/model` and reads the edge's canary window
// (`releases/edge`); the edge never imports it.
export { compositionProblems } from './checks/composition-check';
export { factsOf } from './checks/release-facts';
export { packBuild } from './cli/pack-build';
export { runReleaseCli } from './cli/release-cli';
export { buildInputs } from './changes/build-provenance';
export { changesBy } from './changes/change-context';
export { publishLocalBuilds } from './changes/local-builds';
