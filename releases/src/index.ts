// `releases`: what the edge serves by. The store and the pointers it reads, the canary window it
// keeps and judges by the same rule as the release service, the route tables of releases, preview
// and signed tokens, and the settings both sides read. Writing releases is the service's and the
// CLI's: it is not here.
export { inCanary } from './canary/canary-bucket';
export type { Figures } from './canary/canary-figures';
export { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from './canary/canary-rule-environment';
export { judgeCanary, ruleInWords, type CanaryHaltRule, type Verdict } from './canary/halt-rule';
export { redisCounts } from './canary/redis-counts';
export { redisVitals } from './canary/redis-vitals';
export {
  MAX_SAMPLES_PER_BUCKET,
  WINDOW_VITALS,
  emptySamples,
  startsPageView,
  type VitalsSamples,
  type VitalsWindow,
} from './canary/vitals-window';
export { MAX_PER_BUCKET, WINDOW_BUCKETS, bucketMs, largestFirst, type WindowCounts } from './canary/window-counts';
export { WINDOW_STATUS_PATH, readWindowStatus, type WindowStatus } from './canary/window-status';
export {
  parseDeclaredRoutes,
  parseShellRules,
  splitPageModule,
  type DeclaredRoutes,
  type PageModuleId,
  type PageRoute,
  type ShellRules,
} from './checks/route-table';
export { releaseEnvironmentOf } from './config/release-environment';
export { RELEASE_ENVIRONMENT } from './config/release-environment-schema';
export { noteSiteUrl } from './config/site-url';
export { readTrustProxy } from './config/trust-proxy';
export { compileFormat } from './json-format';
export { PACKAGE_NAMES, REPO_ROOT, isPackageName, isRemoteName, type PackageName } from './packages/package-names';
export { openPointerStore } from './pointers/open-pointer-store';
export type { PointerStore } from './pointers/pointer-store';
export { watchPointers, type PointerWatcher } from './pointers/pointer-watcher';
export { REDIS_COMMAND_TIMEOUT_MS } from './pointers/redis-pointer-store';
export { runningCanary, type Canary } from './pointers/release-pointer';
export { previewSecret } from './preview/preview-secret';
export { PREVIEW_SEPARATOR, verifyPreview, type PreviewGrant } from './preview/preview-token';
export { sharedSecret } from './secrets/secret-file';
export { canonicalBase64url, openJsonToken, openSignedToken, signJsonToken, signToken } from './signing/signed-token';
export { RELEASE_ID, RELEASE_ID_PATTERN, isReleaseId } from './store/release-id';
export { releaseFolder } from './store/release-store';
export type { ConversionCounts, GoalCounts } from './model/canary/conversion-counts';
export { redisConversions } from './model/canary/redis-conversions';
