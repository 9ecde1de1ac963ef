import type { CanaryHaltRule } from '../config';
import type { ReleaseFigures } from './window-counts';

/** Why a canary was halted: how its failures compared with the stable release's. */
export type HaltRuleName = 'above-stable' | 'stable-without-failures' | 'stable-without-traffic';

export type Verdict = { halt: false; why: string } | { halt: true; rule: HaltRuleName; figures: string };

/** Failing visitors per visitor served (a visitor who saw it fail was served it, whatever the count says). */
const failureRate = ({ served, failingVisitors }: ReleaseFigures) =>
  failingVisitors === 0 ? 0 : failingVisitors / Math.max(served, failingVisitors);

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const describe = (figures: ReleaseFigures) =>
  `${figures.failingVisitors} of ${Math.max(figures.served, figures.failingVisitors)} visitors failing (${percent(failureRate(figures))})`;

/**
 * Whether a canary fails for its visitors badly enough, and surely enough, to halt it:
 *
 * - a sample first: failures from at least `minVisitors` distinct visitors on `minNetworks` distinct
 *   networks, so one client (one network, however many ids it makes up) never decides;
 * - a failure rate above `minRatePercent`, so background noise (blockers, flaky mobile networks) at
 *   real traffic does not;
 * - at least `stableFactor` times the stable release's rate over the same window, so a failure every
 *   release has (the provider down, a browser extension) does not. That comparison needs a stable
 *   sample of `minVisitors`: with less traffic than that (none, on a quiet site with a large canary), or
 *   a stable release nobody saw fail, the canary's own figures decide.
 */
export function judgeCanary(canary: ReleaseFigures, stable: ReleaseFigures, rule: CanaryHaltRule): Verdict {
  if (rule.minVisitors === 0) return { halt: false, why: 'the automatic halt is off' };
  if (canary.failingVisitors < rule.minVisitors) {
    return { halt: false, why: `${canary.failingVisitors} failing visitors, below ${rule.minVisitors}` };
  }
  if (canary.failingNetworks < rule.minNetworks) {
    return { halt: false, why: `failures from ${canary.failingNetworks} networks, below ${rule.minNetworks}` };
  }
  const rate = failureRate(canary);
  if (rate * 100 <= rule.minRatePercent) {
    return { halt: false, why: `a failure rate of ${percent(rate)}, not above ${rule.minRatePercent} %` };
  }
  const stableSample = Math.max(stable.served, stable.failingVisitors) >= rule.minVisitors;
  const stableRate = failureRate(stable);
  // (A rate exactly at the factor counts as at it, whatever binary fractions make of 1.5 × 0.2.)
  if (stableSample && stableRate > 0 && rate + 1e-9 < rule.stableFactor * stableRate) {
    return { halt: false, why: `${percent(rate)} is not ${rule.stableFactor}× the stable's ${percent(stableRate)}` };
  }
  const name: HaltRuleName = !stableSample
    ? 'stable-without-traffic'
    : stableRate === 0
      ? 'stable-without-failures'
      : 'above-stable';
  return {
    halt: true,
    rule: name,
    figures:
      `canary ${describe(canary)} on ${canary.failingNetworks} networks; stable ${describe(stable)}; ` +
      `within ${Math.round(rule.windowMs / 1000)} s`,
  };
}

/** The rule in words, for the log: what a halt by `name` means under these thresholds. */
export function ruleInWords(name: HaltRuleName, rule: CanaryHaltRule): string {
  const sample = `at least ${rule.minVisitors} visitors on ${rule.minNetworks} networks, above ${rule.minRatePercent} %`;
  if (name === 'above-stable') return `${sample} and ${rule.stableFactor}× the stable release's rate`;
  if (name === 'stable-without-failures') return `${sample}, the stable release failing for nobody`;
  return `${sample}, the stable release with too little traffic to compare (under ${rule.minVisitors} visitors)`;
}
