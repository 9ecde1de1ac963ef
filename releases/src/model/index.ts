// `releases/model`: what a release is, which every side reads, and the stores it is kept in. Release
// ids and records, package names, pointers and sets, log entries, route tables, preview grants, the
// settings every side reads, and the one storage layer (openReleaseStores, one Redis client factory).
// It imports nothing of the edge's side (`releases/edge`) nor of the control plane
// (`releases/control-plane`): both build on it.
export { RELEASE_ENVIRONMENT } from './config/release-environment-schema';
export { readReleaseEnvironment, releaseEnvironmentOf, type ReleaseEnvironment } from './config/release-environment';
export type { Figures } from './canary/canary-figures';
export { compareGoals, type GoalComparison } from './canary/conversion-rates';
export { releaseActor } from './log/release-log';
export { PACKAGE_NAMES, isPackageName, isRemoteName, type PackageName } from './packages/package-names';
export { WORKSPACES, workspaceDir } from './packages/package-workspaces';
export type { Pointers } from './pointers/pointer-set';
export { EMPTY_POINTER, runningCanary, type Canary } from './pointers/release-pointer';
export { previewSecret } from './preview/preview-secret';
export { PREVIEW_SEPARATOR, verifyPreview, type PreviewGrant } from './preview/preview-token';
export { isPublicReleaseFile } from './releases/public-files';
export { RELEASE_ID, RELEASE_ID_PATTERN, isReleaseId } from './releases/release-id';
export type { Rollout } from './rollouts/rollout-record';
export {
  parseDeclaredRoutes,
  parseShellRules,
  splitPageModule,
  type DeclaredRoutes,
  type PageModuleId,
  type PageRoute,
  type ShellRules,
} from './routes/route-table';
export { openReleaseStores, type ReleaseStores } from './storage/open-release-stores';
export type { PointerStore } from './storage/pointers/pointer-store';
export { openRedis } from './storage/redis/redis-client';
export { releaseFolder } from './storage/release-files/folder-release-files';
export { noteSiteUrl } from './storage/site-url';
