// `releases/edge`: the edge's side of the releases. The pointer watcher (the last good set, the
// emergency override), the whole canary window (its Redis and in-memory counts and vitals, the halt
// rule it is judged by) and how an edge asks the control plane for the halts and served marks it
// decides (`ChangeRequests`): an edge never writes the pointers itself. It builds on
// `releases/model` and imports nothing of the control plane, which may read its canary window.
export { inCanary } from './canary-window/canary-bucket';
export { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from './canary-window/canary-rule-environment';
export { createCanaryWindow, type CanaryWindow } from './canary-window/canary-window';
export { judgeCanary, ruleInWords, type CanaryHaltRule, type Verdict } from './canary-window/halt-rule';
export { startsPageView } from './canary-window/vitals-window';
export { WINDOW_STATUS_PATH, type WindowStatus } from './canary-window/window-status';
export { laterChangeRequests, noReleaseService, type ChangeRequests } from './change-requests/change-requests';
export { releaseServiceRequests, type ReleaseServiceAccess } from './change-requests/release-service-requests';
export { watchPointers, type PointerWatcher } from './pointers/pointer-watcher';
export { openReleaseCache, type ReleaseCache } from './release-cache/release-cache';
