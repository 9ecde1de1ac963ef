import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { judgeCanary, ruleInWords, type Verdict, type PointerWatcher } from 'releases/edge';
import { PACKAGE_NAMES, type PackageName, runningCanary, type Canary } from 'releases/model';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import type { VisitorServed } from '../pages/served-releases';
import type { JudgedRole } from '../visitors/served-token';
import type { CanaryWindow } from 'releases/edge';

/** Something a visitor saw go wrong with a release they were served. */
interface Failure {
  package: PackageName;
  release: string;
  /** How they got it: a failure of the stable release is what a canary is compared with. */
  role: JudgedRole;
  visitor: string;
  /** The network the failure came from (networkOf the address the edge trusts). */
  network: string;
  /** A browser report's kind, or the edge's own: `server-error` (a 5xx page), `render-error`. */
  source: string;
}

export interface CanaryAnalysis {
  /** A page load from `network`: the releases of every package whose canary runs count this visitor as served. */
  served(visit: Pick<VisitorServed, 'ids' | 'roles' | 'visitor'>, network: string): Promise<void>;
  /** Counts a failure, and halts the package's canary when the halt rule says so. */
  failed(failure: Failure): Promise<void>;
}

export interface CanaryAnalysisOptions {
  watcher: Pick<PointerWatcher, 'current' | 'haltLocally'>;
  /** The counts (shared by every edge through Redis when set) and the halt rule. */
  window: Pick<CanaryWindow, 'counts' | 'rule'>;
  metrics: EdgeMetrics;
  log: FastifyBaseLogger;
}

const key = (name: PackageName, id: string) => `${name}/${id}`;

/**
 * Judges running canaries on what their visitors see, against the stable release over the same
 * window, both sides alike: distinct visitors served (page loads) and distinct visitors that saw a
 * failure (verified browser reports, 5xx pages, careers render errors), per network, no network
 * counting for more than its share (halt-rule.ts). Only packages with a running
 * canary are counted. A canary the halt rule condemns is halted on this edge at once and in the
 * shared pointers (now, or once they can be written), with the rest of its release set, and the
 * release log says which rule halted it, with the figures, in words and as fields of their own.
 */
export function createCanaryAnalysis({ watcher, window, metrics, log }: CanaryAnalysisOptions): CanaryAnalysis {
  const { counts, rule } = window;
  const halting = new Set<string>();

  async function halt(name: PackageName, canary: Canary, verdict: Verdict & { halt: true }): Promise<void> {
    if (halting.has(key(name, canary.id))) return;
    halting.add(key(name, canary.id));
    try {
      const current = watcher.current();
      const why = `rule ${verdict.rule} (${ruleInWords(verdict.rule, rule)}): ${verdict.described}`;
      // The members of a release set stop by the same rule, on the figures of the canary that failed.
      const cause = { rule: verdict.rule, figures: verdict.figures };
      // The canaries of a release set were checked only with each other: they stop together.
      const members = canary.group
        ? PACKAGE_NAMES.flatMap((other) => {
            const running = runningCanary(current[other]);
            return running?.group === canary.group ? [[other, running.id] as const] : [];
          })
        : [[name, canary.id] as const];
      for (const [member, id] of members) {
        const reason = member === name ? why : `of one release set with ${name} ${canary.id}, halted by ${why}`;
        if (!(await watcher.haltLocally(member, id, `${reason} (${os.hostname()})`, cause))) continue;
        metrics.canaryHalts.inc({ package: member, rule: verdict.rule });
        const active = watcher.current()[member].active;
        log.warn(
          { package: member, release: id, rule: verdict.rule, figures: verdict.described, active },
          `canary halted: ${reason}; every visitor gets ${active} again`,
        );
      }
    } finally {
      halting.delete(key(name, canary.id));
    }
  }

  return {
    async served({ ids, roles, visitor }, network) {
      if (!visitor) return;
      const current = watcher.current();
      await Promise.all(
        PACKAGE_NAMES.map((name) => {
          const id = ids[name];
          const role = roles[name];
          if (!id || !runningCanary(current[name]) || (role !== 'stable' && role !== 'canary')) return undefined;
          return counts.served(key(name, id), visitor, network);
        }),
      );
    },

    async failed(failure) {
      const pointer = watcher.current()[failure.package];
      const canary = runningCanary(pointer);
      if (!canary) return;
      await counts.failed(key(failure.package, failure.release), failure.visitor, failure.network);
      if (failure.role !== 'canary' || failure.release !== canary.id || rule.minVisitors === 0) return;
      const [ofCanary, ofStable] = await Promise.all([
        counts.figures(key(failure.package, canary.id)),
        pointer.active ? counts.figures(key(failure.package, pointer.active)) : null,
      ]);
      const verdict = judgeCanary(ofCanary, ofStable ?? { served: 0, servedByNetwork: [], failingByNetwork: [] }, rule);
      if (verdict.halt) await halt(failure.package, canary, verdict);
    },
  };
}
