import { cappedVisitors } from './network-share';
import type { Figures, HaltRuleName, SidesFigures } from '../../model/canary/canary-figures';
import type { ReleaseFigures } from './window-counts';

/**
 * When a canary is halted on its own (by the edges; the release service shows where it stands): its
 * failure rate against the stable release's over one window, once enough visitors on enough networks
 * saw it fail. The same CANARY_HALT_* variables set it for both (canary-rule-environment.ts).
 */
export interface CanaryHaltRule {
  /** Distinct visitors who saw the canary fail, at least (0: never halt). */
  minVisitors: number;
  /** Distinct networks (IPv4 /24, IPv6 /48) those failures came from, at least. */
  minNetworks: number;
  /** The canary's failure rate (failing visitors per visitor served) must be above this. */
  minRatePercent: number;
  /** ... and at least this many times the stable release's, when the stable has a sample with failures. */
  stableFactor: number;
  /** The most one network counts for, as a share of a release's failing visitors and of its visitors served. */
  maxNetworkSharePercent: number;
  /** The window every figure is counted over. */
  windowMs: number;
}

/** Which test of the rule a canary that is not halted stopped at. */
type NotHaltedAt = 'off' | 'sample' | 'rate' | 'stable';

export type Verdict =
  | { halt: false; at: NotHaltedAt; why: string; figures: SidesFigures }
  | { halt: true; rule: HaltRuleName; described: string; figures: SidesFigures };

/** One side's figures as the rule weighs them: no network counts for more than its share of either count. */
interface Counted {
  served: number;
  failing: number;
  networks: number;
  /** The same before the cap. */
  reported: { served: number; failing: number };
}

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

function counted(figures: ReleaseFigures, rule: CanaryHaltRule): Counted {
  const share = rule.maxNetworkSharePercent / 100;
  // The visitors served are a distinct count over the window; their spread over networks says which
  // part of it a cap takes away.
  const spread = sum(figures.servedByNetwork);
  const kept = spread === 0 ? 1 : cappedVisitors(figures.servedByNetwork, share) / spread;
  const failing = cappedVisitors(figures.failingByNetwork, share);
  return {
    served: Math.floor(figures.served * kept + 1e-9),
    failing,
    networks: figures.failingByNetwork.filter((count) => count > 0).length,
    reported: { served: figures.served, failing: sum(figures.failingByNetwork) },
  };
}

/** Failing visitors per visitor served (a visitor who saw it fail was served it, whatever the count says). */
const failureRate = ({ served, failing }: { served: number; failing: number }) =>
  failing === 0 ? 0 : failing / Math.max(served, failing);

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ofServed = ({ served, failing }: { served: number; failing: number }) =>
  `${failing} of ${Math.max(served, failing)} visitors failing`;
const networks = (count: number) => `${count} network${count === 1 ? '' : 's'}`;

/** One side in the log: what counted and, where one network's share was cut, what was reported. */
function describe(side: Counted, rule: CanaryHaltRule, withNetworks: boolean): string {
  const rate = `${ofServed(side)} (${percent(failureRate(side))})`;
  const where = withNetworks ? ` on ${networks(side.networks)}` : '';
  const cut = side.reported.failing !== side.failing || side.reported.served !== side.served;
  return `${rate}${where}${cut ? ` (${ofServed(side.reported)} before the cap of ${rule.maxNetworkSharePercent} % a network)` : ''}`;
}

/**
 * One side as the console and the log's structured fields show it. Past the cap every network with
 * failures still counts for some of them, unless the cap leaves none (one network alone): then none.
 */
const figuresOf = (side: Counted): Figures => ({
  visitors: Math.max(side.served, side.failing),
  failingVisitors: side.failing,
  failingNetworks: side.failing === 0 ? 0 : side.networks,
  failureRatePercent: Math.round(failureRate(side) * 1000) / 10,
});

/**
 * Whether a canary fails for its visitors badly enough, and surely enough, to halt it. Both sides are
 * weighed alike: distinct visitors served and failing, per network, and no network counts for more
 * than `maxNetworkSharePercent` of either count (so a lone network counts for nothing, and one network
 * of a thousand made-up visitors moves a count by a bounded factor at most, up or down). Then:
 *
 * - a sample first: failures from at least `minVisitors` distinct visitors, so counted, on
 *   `minNetworks` distinct networks, so one client (one network, however many ids it makes up)
 *   never decides;
 * - a failure rate above `minRatePercent`, so background noise (blockers, flaky mobile networks) at
 *   real traffic does not;
 * - at least `stableFactor` times the stable release's rate over the same window, so a failure every
 *   release has (the provider down, a browser extension) does not. That comparison needs the stable
 *   release's own sample: `minVisitors` served and failures from `minVisitors` on `minNetworks`, as
 *   the canary's. With less traffic (none, on a quiet site with a large canary), or fewer failures
 *   than that (nobody's, or one network's however many), the canary's own figures decide.
 *
 * Either way the verdict carries both sides' figures as counted.
 */
export function judgeCanary(
  canaryFigures: ReleaseFigures,
  stableFigures: ReleaseFigures,
  rule: CanaryHaltRule,
): Verdict {
  const canary = counted(canaryFigures, rule);
  const stable = counted(stableFigures, rule);
  const figures = { canary: figuresOf(canary), stable: figuresOf(stable) };
  const notHalted = (at: NotHaltedAt, why: string): Verdict => ({ halt: false, at, why, figures });
  if (rule.minVisitors === 0) return notHalted('off', 'the automatic halt is off');
  if (canary.failing < rule.minVisitors) {
    return notHalted('sample', `${canary.failing} failing visitors counted, below ${rule.minVisitors}`);
  }
  if (canary.networks < rule.minNetworks) {
    return notHalted('sample', `failures from ${networks(canary.networks)}, below ${rule.minNetworks}`);
  }
  const rate = failureRate(canary);
  if (rate * 100 <= rule.minRatePercent) {
    return notHalted('rate', `a failure rate of ${percent(rate)}, not above ${rule.minRatePercent} %`);
  }
  const stableTraffic = Math.max(stable.served, stable.failing) >= rule.minVisitors;
  const stableFailures = stable.failing >= rule.minVisitors && stable.networks >= rule.minNetworks;
  const stableRate = failureRate(stable);
  // (A rate exactly at the factor counts as at it, whatever binary fractions make of 1.5 × 0.2.)
  if (stableTraffic && stableFailures && rate + 1e-9 < rule.stableFactor * stableRate) {
    return notHalted('stable', `${percent(rate)} is not ${rule.stableFactor}× the stable's ${percent(stableRate)}`);
  }
  const name: HaltRuleName = !stableTraffic
    ? 'stable-without-traffic'
    : stableFailures
      ? 'above-stable'
      : 'stable-without-failures';
  return {
    halt: true,
    rule: name,
    described:
      `canary ${describe(canary, rule, true)}; stable ${describe(stable, rule, stable.reported.failing > 0)}; ` +
      `within ${Math.round(rule.windowMs / 1000)} s`,
    figures,
  };
}

/** Where a running canary stands against the rule, as the release service shows it. */
export type CanaryState = 'collecting' | 'healthy' | 'failing';

const sentence = (side: Figures) =>
  `${side.failingVisitors} of ${side.visitors} visitors failing (${side.failureRatePercent.toFixed(1)} %)`;

/** Both sides' figures in words: `canary 5 of 6 visitors failing (83.3 %) on 3 networks, stable 0 of 9 …`. */
export const sidesInWords = ({ canary, stable }: SidesFigures) =>
  `canary ${sentence(canary)} on ${networks(canary.failingNetworks)}, stable ${sentence(stable)}`;

/**
 * Where a running canary stands, in one state and one sentence with the figures:
 *
 * - `collecting` while the rule has too little to go on: fewer visitors served than its sample
 *   (`minVisitors`), or failures at a rate above its floor but not yet from its sample of visitors and
 *   networks (the next failures may halt it);
 * - `healthy` once it has the visitors and is not above the rule: no failures past the floor, or a
 *   sample of failures that is not above the floor or the stable release's rate (or the halt is off);
 * - `failing` when the rule holds: the edges halt it at their next check.
 */
export function canaryStanding(
  canaryFigures: ReleaseFigures,
  stableFigures: ReleaseFigures,
  rule: CanaryHaltRule,
): { state: CanaryState; text: string; figures: SidesFigures } {
  const verdict = judgeCanary(canaryFigures, stableFigures, rule);
  const { canary } = verdict.figures;
  const sides = sidesInWords(verdict.figures);
  const within = `within ${Math.round(rule.windowMs / 1000)} s`;
  if (verdict.halt) {
    const text = `Failing: ${sides} ${within}; rule ${verdict.rule} holds (${ruleInWords(verdict.rule, rule)}), so the edges halt it at their next check.`;
    return { state: 'failing', text, figures: verdict.figures };
  }
  const tooFew = canary.visitors < rule.minVisitors;
  const risingFailures = verdict.at === 'sample' && canary.failureRatePercent > rule.minRatePercent;
  if (verdict.at !== 'off' && (tooFew || risingFailures)) {
    const needs = `the rule halts it at ${rule.minVisitors} failing visitors on ${networks(rule.minNetworks)} above ${rule.minRatePercent} %`;
    return {
      state: 'collecting',
      text: `Collecting: ${sides} ${within}; ${needs} (${verdict.why}).`,
      figures: verdict.figures,
    };
  }
  return {
    state: 'healthy',
    text: `Healthy: ${sides} ${within}; not halted: ${verdict.why}.`,
    figures: verdict.figures,
  };
}

/** The rule in words, for the log: what a halt by `name` means under these thresholds. */
export function ruleInWords(name: HaltRuleName, rule: CanaryHaltRule): string {
  const sample = `at least ${rule.minVisitors} visitors on ${rule.minNetworks} networks, above ${rule.minRatePercent} %`;
  if (name === 'above-stable') return `${sample} and ${rule.stableFactor}× the stable release's rate`;
  if (name === 'stable-without-failures') {
    const enough = `${rule.minVisitors} visitors on ${rule.minNetworks} networks, none over ${rule.maxNetworkSharePercent} %`;
    return `${sample}, the stable release's failures too few to compare (under ${enough})`;
  }
  return `${sample}, the stable release with too little traffic to compare (under ${rule.minVisitors} visitors)`;
}
