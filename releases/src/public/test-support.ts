// `releases/test-support`: what another package's tests build their releases with: fixture builds,
// a Redis, a Prometheus and a small disk of their own, the sample job of the smoke render, and the
// parts of the store a test sets up or reads that production code takes from the service instead.
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
} from '../test-support/release-fixtures';
export { startTestReleaseService, type TestReleaseService } from '../test-support/test-release-service';
export { runsRedisTests, startRedis, type RunningRedis } from '../test-support/redis-server';
export { runsPrometheusTests, startPrometheus, type RunningPrometheus } from '../test-support/prometheus-server';
export { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../test-support/small-disk';
export { SAMPLE_JOB, SAMPLE_JOB_LIST, SAMPLE_ORIGIN } from '../checks/sample-jobs';
export { FAULT_DRILL_MARKER, type FaultPoint } from '../store/fault-point';
export { vitalsOf } from '../canary/vitals-window';
export { parseWindowStatus } from '../canary/window-status';
export { RELEASE_CLIENT_ENVIRONMENT, RELEASE_SERVICE_ENVIRONMENT } from '../config/release-service-environment';
export { createFilePointerStore, pointersDir } from '../pointers/file-pointer-store';
export type { Pointers } from '../pointers/pointer-store';
export { connectRedisStore, pointerKey } from '../pointers/redis-pointer-store';
export { EMPTY_POINTER } from '../pointers/release-pointer';
export { PREVIEW_VALID_MS, signPreview } from '../preview/preview-token';
