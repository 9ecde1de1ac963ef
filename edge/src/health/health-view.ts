import type { PointerWatcher } from 'releases/edge';
import { readiness, type ReadinessCheck } from './readiness';

export interface HealthViewSources {
  /** What readiness checks: this edge's own conditions. */
  readinessChecks: readonly ReadinessCheck[];
  /** The shared services this edge uses (provider, Redis): reported, never part of readiness. */
  dependencyChecks: readonly ReadinessCheck[];
  watcher: Pick<PointerWatcher, 'source' | 'storeReachable' | 'unreadable' | 'override'>;
}

/**
 * The detailed health of one edge, for operators, on the metrics port only: readiness with its checks,
 * each shared service, and where the release pointers come from. Like /readyz, it names no host, file
 * or credential.
 */
export function createHealthView({ readinessChecks, dependencyChecks, watcher }: HealthViewSources) {
  return async () => {
    const [ready, dependencies] = await Promise.all([readiness(readinessChecks), readiness(dependencyChecks)]);
    return {
      ready: ready.ready,
      checks: ready.checks,
      dependencies: dependencies.checks,
      releases: {
        pointersFrom: watcher.source(),
        storeReachable: watcher.storeReachable(),
        unreadablePointers: watcher.unreadable(),
        override: watcher.override(),
      },
    };
  };
}
