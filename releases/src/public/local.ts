// `releases/local`: a checkout's own builds made live in its local store (`npm start`, `npm run
// serve`, the test edges), with the release settings read as the CLI reads them.
export { bootstrapLocalReleases } from '../local/local-bootstrap';
export { readReleaseEnvironment } from '../config/release-environment';
