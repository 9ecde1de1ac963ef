import { Type, type Static } from '@sinclair/typebox';
import { Variable } from 'shared-config/environment';
import type { CanaryHaltRule } from './halt-rule';

const { count, figure, positive } = Variable;

/**
 * The halt rule's variables: every edge halts canaries by them, and the release service shows where
 * a canary stands by them and reads the window the edges count in, so both read the same ones.
 */
export const CANARY_RULE_ENVIRONMENT = Type.Object({
  CANARY_HALT_VISITORS: count(5, 'distinct visitors who saw a canary fail before it is halted (0: never halt)'),
  CANARY_HALT_NETWORKS: count(3, 'distinct networks those failures came from, at least'),
  CANARY_HALT_RATE_PERCENT: figure(2, "the canary's failure rate must be above this"),
  CANARY_HALT_STABLE_FACTOR: figure(3, "... and this many times the stable release's"),
  CANARY_HALT_NETWORK_SHARE_PERCENT: Type.Number({
    exclusiveMinimum: 0,
    maximum: 100,
    default: 50,
    description: "the most one network counts for, on either side, of a release's failing visitors and visitors served",
  }),
  CANARY_HALT_WINDOW_MS: positive(600_000, 'the window the canary analysis counts every figure over'),
});

// CANARY_HALT_NETWORK_SHARE_PERCENT: below 100 / CANARY_HALT_NETWORKS, failures spread evenly over that
// many networks would count for nothing, and the automatic halt would need more networks than it says.
function networkShare(percent: number, minNetworks: number): number {
  if (minNetworks > 0 && percent * minNetworks < 100) {
    const least = Math.ceil((100 / minNetworks) * 10) / 10;
    throw new Error(
      `CANARY_HALT_NETWORK_SHARE_PERCENT must be at least 100 / CANARY_HALT_NETWORKS (${least}), got '${percent}'`,
    );
  }
  return percent;
}

/**
 * The halt rule from its variables, once read and checked. The defaults halt a canary failing for
 * everyone on a quiet site as soon as 5 visitors on 3 networks saw it, and leave one that fails no
 * more than the stable release alone on a busy one.
 */
export const canaryHaltRuleOf = (variables: Static<typeof CANARY_RULE_ENVIRONMENT>): CanaryHaltRule => ({
  minVisitors: variables.CANARY_HALT_VISITORS,
  minNetworks: variables.CANARY_HALT_NETWORKS,
  minRatePercent: variables.CANARY_HALT_RATE_PERCENT,
  stableFactor: variables.CANARY_HALT_STABLE_FACTOR,
  maxNetworkSharePercent: networkShare(variables.CANARY_HALT_NETWORK_SHARE_PERCENT, variables.CANARY_HALT_NETWORKS),
  windowMs: variables.CANARY_HALT_WINDOW_MS,
});
