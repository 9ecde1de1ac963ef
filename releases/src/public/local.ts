// `releases/local`: a checkout's own builds made live in its local store (`npm start`, `npm run
// serve`, the test edges), with the release settings read as the CLI reads them.
export { bootstrapLocalReleases } from '../local/local-bootstrap';
export { readReleaseEnvironment } from '../config/release-environment';
// What a checkout's pipeline builds for each package (scripts/pipeline/): its workspace, and the
// folders its build is made of, which its provenance is read from too.
export { WORKSPACES, workspaceDir } from '../packages/package-names';
export { buildInputs } from '../store/build-provenance';
