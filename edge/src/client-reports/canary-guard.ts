import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import type { SiteReleases } from '../pages/site-releases';
import { inCanary } from 'releases/canary/canary-bucket';
import { haltFailingCanary } from 'releases/commands/release-commands';
import { runningCanary } from 'releases/pointers/release-pointer';
import type { ClientReport } from './client-report';
import { memoryVisitors, redisVisitors } from './distinct-visitors';

/** The name the release log gives an edge's own changes. */
export const EDGE_ACTOR = 'edge';

export interface CanaryGuardOptions {
  releases: SiteReleases;
  releasesDir: string;
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
 * distinct visitors within the window, the edge halts it through the pointer store (compare-and-swap,
 * as the command line does), so every new page gets the active release again on every edge. Only
 * reports from visitors the canary is actually served to count: a preview, or an id outside the
 * canary's share, cannot halt it.
 */
export function createCanaryGuard({
  releases,
  releasesDir,
  redis,
  threshold,
  metrics,
  log,
}: CanaryGuardOptions): CanaryGuard {
  const visitors = redis ? redisVisitors(redis, threshold.windowMs) : memoryVisitors(threshold.windowMs);
  const halting = new Set<string>();
  const seconds = Math.round(threshold.windowMs / 1000);

  async function halt(report: ClientReport, seen: number): Promise<void> {
    const key = `${report.package}/${report.release}`;
    if (halting.has(key)) return;
    halting.add(key);
    try {
      const why = `failure reports from ${seen} visitors within ${seconds} s`;
      const context = { releasesDir, store: releases.store, actor: EDGE_ACTOR };
      const halted = await haltFailingCanary(context, report.package, report.release, `${why} (${os.hostname()})`);
      await releases.watcher.refresh();
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
      if (canary?.id !== report.release || !inCanary(visitor, report.package, canary.id, canary.percent)) return;
      const seen = await visitors.add(`${report.package}:${report.release}`, visitor);
      if (seen >= threshold.visitors) await halt(report, seen);
    },
  };
}
