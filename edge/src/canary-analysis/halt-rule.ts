import type { CanaryHaltRule } from '../config';
import { cappedVisitors } from './network-share';
import type { ReleaseFigures } from './window-counts';

/** Why a canary was halted: how its failures compared with the stable release's. */
export type HaltRuleName = 'above-stable' | 'stable-without-failures' | 'stable-without-traffic';

export type Verdict = { halt: false; why: string } | { halt: true; rule: HaltRuleName; figures: string };

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
 */
export function judgeCanary(
  canaryFigures: ReleaseFigures,
  stableFigures: ReleaseFigures,
  rule: CanaryHaltRule,
): Verdict {
  if (rule.minVisitors === 0) return { halt: false, why: 'the automatic halt is off' };
  const canary = counted(canaryFigures, rule);
  const stable = counted(stableFigures, rule);
  if (canary.failing < rule.minVisitors) {
    return { halt: false, why: `${canary.failing} failing visitors counted, below ${rule.minVisitors}` };
  }
  if (canary.networks < rule.minNetworks) {
    return { halt: false, why: `failures from ${networks(canary.networks)}, below ${rule.minNetworks}` };
  }
  const rate = failureRate(canary);
  if (rate * 100 <= rule.minRatePercent) {
    return { halt: false, why: `a failure rate of ${percent(rate)}, not above ${rule.minRatePercent} %` };
  }
  const stableTraffic = Math.max(stable.served, stable.failing) >= rule.minVisitors;
  const stableFailures = stable.failing >= rule.minVisitors && stable.networks >= rule.minNetworks;
  const stableRate = failureRate(stable);
  // (A rate exactly at the factor counts as at it, whatever binary fractions make of 1.5 × 0.2.)
  if (stableTraffic && stableFailures && rate + 1e-9 < rule.stableFactor * stableRate) {
    return { halt: false, why: `${percent(rate)} is not ${rule.stableFactor}× the stable's ${percent(stableRate)}` };
  }
  const name: HaltRuleName = !stableTraffic
    ? 'stable-without-traffic'
    : stableFailures
      ? 'above-stable'
      : 'stable-without-failures';
  return {
    halt: true,
    rule: name,
    figures:
      `canary ${describe(canary, rule, true)}; stable ${describe(stable, rule, stable.reported.failing > 0)}; ` +
      `within ${Math.round(rule.windowMs / 1000)} s`,
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
