import type { CanaryFigures, Figures, HaltRule, Vitals } from '../../release-api/release-types';
import { formatPercent } from '../../ui/format';

/** One row of the health table: the canary's figure, the stable release's, and what the rule asks of it. */
export interface HealthRow {
  label: string;
  canary: string;
  stable: string;
  /** The rule's part for this figure, and whether the canary's figure has reached it. */
  rule: string;
  reached: boolean | null;
}

const figure = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? '—' : `${value}${unit}`;

// No visitor counted, no rate: a "0 %" there would read as a healthy release.
const rateOf = (side: Figures | undefined) =>
  side && side.visitors > 0 ? formatPercent(side.failureRatePercent) : '—';

/**
 * The figures the halt rule judges, with where each part of the rule stands: a canary is halted once
 * enough visitors on enough networks saw it fail, and its failure rate is above the minimum and the
 * given multiple of the stable release's (when that has failures to compare with).
 */
export function haltRows(figures: CanaryFigures | null, rule: HaltRule): HealthRow[] {
  const { canary, stable } = figures ?? {};
  const rateLimit =
    stable && stable.failingVisitors > 0
      ? Math.max(rule.minFailureRatePercent, stable.failureRatePercent * rule.stableRatio)
      : rule.minFailureRatePercent;
  return [
    {
      label: 'Visitors served',
      canary: figure(canary?.visitors),
      stable: figure(stable?.visitors),
      rule: 'counted, after the cap of each network',
      reached: null,
    },
    {
      label: 'Failing visitors',
      canary: figure(canary?.failingVisitors),
      stable: figure(stable?.failingVisitors),
      rule: `at least ${rule.minVisitors}`,
      reached: canary ? canary.failingVisitors >= rule.minVisitors : null,
    },
    {
      label: 'Failing networks',
      canary: figure(canary?.failingNetworks),
      stable: figure(stable?.failingNetworks),
      rule: `at least ${rule.minNetworks} (no network counts for more than ${rule.networkSharePercent} %)`,
      reached: canary ? canary.failingNetworks >= rule.minNetworks : null,
    },
    {
      label: 'Failure rate',
      canary: rateOf(canary),
      stable: rateOf(stable),
      rule: `above ${formatPercent(rule.minFailureRatePercent)} and ${rule.stableRatio} × the stable release’s`,
      reached: canary ? canary.failureRatePercent > rateLimit : null,
    },
  ];
}

const INFORMS = 'informs, never halts';

/** The Core Web Vitals at p75 from real visitors: shown beside the rule's figures, never part of it. */
export function vitalsRows(vitals: { canary: Vitals; stable: Vitals } | null): HealthRow[] {
  const { canary, stable } = vitals ?? {};
  const cls = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(3));
  return [
    {
      label: 'LCP at p75',
      canary: figure(canary?.lcpMs, ' ms'),
      stable: figure(stable?.lcpMs, ' ms'),
      rule: INFORMS,
      reached: null,
    },
    {
      label: 'INP at p75',
      canary: figure(canary?.inpMs, ' ms'),
      stable: figure(stable?.inpMs, ' ms'),
      rule: INFORMS,
      reached: null,
    },
    { label: 'CLS at p75', canary: cls(canary?.cls), stable: cls(stable?.cls), rule: INFORMS, reached: null },
    {
      label: 'Page views measured',
      canary: figure(canary?.samples),
      stable: figure(stable?.samples),
      rule: INFORMS,
      reached: null,
    },
  ];
}
