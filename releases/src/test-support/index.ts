// `releases/test-support`: what another package's tests build their releases with: fixture builds
// published and made live through the control plane's change functions (as every test makes its
// changes), an edge's requests answered in the test's process, a Redis, a Prometheus and a small
// disk of their own, the sample job of the smoke render, and the parts of the stores a test sets up
// or reads that production code takes from the service instead. The edge's tests may import this
// entry; the edge's own code never does (lint/package-boundaries.mjs).
export {
  DECLARED,
  EXPOSES,
  INDEX_HTML,
  ROUTES,
  SITE_RULES,
  activeSite,
  fileContext,
  publishFixture,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
} from './release-fixtures';
export { inProcessChangeRequests } from './in-process-change-requests';
export { startTestReleaseService, type TestReleaseService } from './test-release-service';
export { startObjectServer, type RunningObjectServer } from './object-server';
export { runsRedisTests, startRedis, type RunningRedis } from './redis-server';
export { runsPrometheusTests, startPrometheus, type RunningPrometheus } from './prometheus-server';
export { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from './small-disk';
export { activateReleases } from '../control-plane/changes/activate';
export { haltCanaries } from '../control-plane/changes/halt';
export { rollbackReleases } from '../control-plane/changes/rollback';
export { changesBy } from '../control-plane/changes/change-context';
export { SAMPLE_JOB, SAMPLE_JOB_LIST, SAMPLE_ORIGIN } from '../control-plane/checks/sample-jobs';
export {
  RELEASE_CLIENT_ENVIRONMENT,
  RELEASE_SERVICE_ENVIRONMENT,
} from '../control-plane/service/release-service-environment';

export { parseWindowStatus } from '../edge/canary-window/window-status';
export { FAULT_DRILL_MARKER, FAULT_POINTS, type FaultPoint } from '../model/storage/fault-point';
export { pointersDir } from '../model/storage/pointers/file-pointer-store';
export { pointerKey, VERSION_KEY } from '../model/storage/pointers/redis-pointer-store';
export { PREVIEW_VALID_MS, signPreview } from '../model/preview/preview-token';
