import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import type { SiteReleases } from '../pages/site-releases';
import { inCanary } from 'releases/canary/canary-bucket';
import { runningCanary } from 'releases/pointers/release-pointer';
import type { ClientReport } from './client-report';
import { memoryVisitors, redisVisitors } from './distinct-visitors';

export interface CanaryGuardOptions {
  releases: SiteReleases;
  /** Distinct visitors counted across every edge when set, else in this process. */
  redis: Redis | null;
  /** Visitors (0: never halt) and the window their reports must fall in. */
  threshold: { visitors: number; windowMs: number };
  metrics: EdgeMetrics;
  log: FastifyBaseLogger;
}

export interface CanaryGuard {
  /** Takes a failure report from a visitor (their visitor id cookie, if any) into account. */
  observe(report: ClientReport, visitor: string | null): Promise<void>;
}

/**
 * Halts a canary release that fails in browsers: once failure reports for it come from `visitors`
 * distinct visitors within the window, this edge stops serving it at once and halts it through the
 * pointer store (compare-and-swap, as the command line does; once Redis answers again if it is down),
 * so every new page gets the active release again on every edge. Only
 * reports from visitors the canary is actually served to count: a preview, or an id outside the
 * canary's share, cannot halt it.
 */
export function createCanaryGuard({ releases, redis, threshold, metrics, log }: CanaryGuardOptions): CanaryGuard {
  const local = memoryVisitors(threshold.windowMs);
  const shared = redis ? redisVisitors(redis, threshold.windowMs) : null;
  // Counting never depends on Redis being up: while it is down, this edge counts on its own.
  const visitors = {
    add: (key: string, visitor: string) =>
      shared ? shared.add(key, visitor).catch(() => local.add(key, visitor)) : local.add(key, visitor),
  };
  const halting = new Set<string>();
  const seconds = Math.round(threshold.windowMs / 1000);

  async function halt(report: ClientReport, seen: number): Promise<void> {
    const key = `${report.package}/${report.release}`;
    if (halting.has(key)) return;
    halting.add(key);
    try {
      const why = `failure reports from ${seen} visitors within ${seconds} s`;
      // This edge stops serving it at once, and halts it for every edge through the shared pointers
      // now or, when they cannot be written (Redis down), as soon as they can.
      const halted = await releases.watcher.haltLocally(report.package, report.release, `${why} (${os.hostname()})`);
      if (!halted) return;
      metrics.canaryHalts.inc({ package: report.package });
      const active = releases.watcher.current()[report.package].active;
      log.warn(
        { package: report.package, release: report.release, visitors: seen, windowSeconds: seconds, active },
        `canary halted: ${why}; every visitor gets ${active} again`,
      );
    } finally {
      halting.delete(key);
    }
  }

  return {
    async observe(report, visitor) {
      if (threshold.visitors === 0 || !visitor) return;
      const canary = runningCanary(releases.watcher.current()[report.package]);
      if (canary?.id !== report.release || !inCanary(visitor, report.package, canary)) return;
      const seen = await visitors.add(`${report.package}:${report.release}`, visitor);
      if (seen >= threshold.visitors) await halt(report, seen);
    },
  };
}
