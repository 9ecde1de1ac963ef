import type { CanaryHealth, HaltRule, HistoryPoint, Vitals } from '../../release-api/release-types';
import { formatPercent, formatTime } from '../../ui/format';
import { CHART_COLORS, type ChartSpec } from './chart-spec';

export interface CanaryChart {
  title: string;
  spec: ChartSpec;
  summary: string;
}

/** Google's limits of a 'good' page for each vital: the chart shows each p75 as a share of its limit. */
const GOOD = { lcpMs: 2500, inpMs: 200, cls: 0.1 };
const shareOfGood = (value: number | null, limit: number) =>
  value === null ? null : Math.round((value / limit) * 100);
const vitalShares = (vitals: Vitals) => [
  shareOfGood(vitals.lcpMs, GOOD.lcpMs),
  shareOfGood(vitals.inpMs, GOOD.inpMs),
  shareOfGood(vitals.cls, GOOD.cls),
];

/** A value with its unit, or `unknown` alone: a unit after nothing measured reads as a figure. */
const measured = (value: number | null, unit = '') => (value === null ? 'unknown' : `${value}${unit}`);
const vitalsText = ({ lcpMs, inpMs, cls }: Vitals) =>
  `LCP ${measured(lcpMs, ' ms')}, INP ${measured(inpMs, ' ms')}, CLS ${measured(cls)}`;

/** The current window's charts: who saw it fail, the failure rate against the rule, the vitals. */
export function windowCharts({ figures, vitals }: CanaryHealth, rule: HaltRule): CanaryChart[] {
  const charts: CanaryChart[] = [];
  if (figures) {
    const { canary, stable } = figures;
    charts.push({
      title: 'Visitors served and failing, networks failing',
      spec: {
        kind: 'bars',
        grouped: true,
        unit: '',
        categories: ['Served', 'Failing', 'Networks'],
        series: [
          {
            label: 'Canary',
            color: CHART_COLORS.canary,
            values: [canary.visitors, canary.failingVisitors, canary.failingNetworks],
          },
          {
            label: 'Stable',
            color: CHART_COLORS.stable,
            values: [stable.visitors, stable.failingVisitors, stable.failingNetworks],
          },
        ],
      },
      summary:
        `Canary: ${canary.visitors} visitors, ${canary.failingVisitors} failing, on ${canary.failingNetworks} networks. ` +
        `Stable: ${stable.visitors} visitors, ${stable.failingVisitors} failing, on ${stable.failingNetworks} networks.`,
    });
    charts.push({
      title: 'Failure rate against the rule',
      spec: {
        kind: 'bars',
        grouped: false,
        unit: ' %',
        categories: ['Canary', 'Stable'],
        series: [
          { label: 'Canary', color: CHART_COLORS.canary, values: [canary.failureRatePercent, null] },
          { label: 'Stable', color: CHART_COLORS.stable, values: [null, stable.failureRatePercent] },
          {
            label: `Rule: above ${formatPercent(rule.minFailureRatePercent)}`,
            color: CHART_COLORS.rule,
            values: [rule.minFailureRatePercent, rule.minFailureRatePercent],
            line: true,
          },
        ],
      },
      summary:
        `Failure rate: canary ${formatPercent(canary.failureRatePercent)}, stable ${formatPercent(stable.failureRatePercent)}; ` +
        `the rule halts above ${formatPercent(rule.minFailureRatePercent)}.`,
    });
  }
  // Without a single report there is nothing to draw: the table says so with its dashes.
  if (vitals && vitals.canary.samples + vitals.stable.samples > 0) {
    charts.push({
      title: 'Core Web Vitals at p75, as a share of the good limit',
      spec: {
        kind: 'bars',
        grouped: true,
        unit: ' %',
        categories: ['LCP', 'INP', 'CLS'],
        series: [
          { label: 'Canary', color: CHART_COLORS.canary, values: vitalShares(vitals.canary) },
          { label: 'Stable', color: CHART_COLORS.stable, values: vitalShares(vitals.stable) },
          { label: 'Good limit', color: CHART_COLORS.good, values: [100, 100, 100], line: true },
        ],
      },
      summary:
        `At p75, canary: ${vitalsText(vitals.canary)}; stable: ${vitalsText(vitals.stable)}. ` +
        `Good limits: LCP ${GOOD.lcpMs} ms, INP ${GOOD.inpMs} ms, CLS ${GOOD.cls}.`,
    });
  }
  return charts;
}

const span = (history: HistoryPoint[]) =>
  history.length
    ? `from ${formatTime(history[0]?.at ?? '')} to ${formatTime(history[history.length - 1]?.at ?? '')} UTC`
    : '';

/** The history since activation, from Prometheus: the failure rate and the visitors, over time. */
export function historyCharts(history: HistoryPoint[]): CanaryChart[] {
  const times = history.map((point) => Math.round(Date.parse(point.at) / 1000));
  const last = history[history.length - 1];
  const lastly = last
    ? ` Last: canary ${formatPercent(last.canary.failureRatePercent)} of ${last.canary.visitors} visitors, stable ${formatPercent(last.stable.failureRatePercent)} of ${last.stable.visitors}.`
    : '';
  return [
    {
      title: 'Failure rate since activation',
      spec: {
        kind: 'time',
        unit: ' %',
        times,
        series: [
          {
            label: 'Canary',
            color: CHART_COLORS.canary,
            values: history.map((point) => point.canary.failureRatePercent),
          },
          {
            label: 'Stable',
            color: CHART_COLORS.stable,
            values: history.map((point) => point.stable.failureRatePercent),
          },
        ],
      },
      summary: `${history.length} measurements ${span(history)}.${lastly}`,
    },
    {
      title: 'Visitors since activation',
      spec: {
        kind: 'time',
        unit: '',
        times,
        series: [
          { label: 'Canary', color: CHART_COLORS.canary, values: history.map((point) => point.canary.visitors) },
          { label: 'Stable', color: CHART_COLORS.stable, values: history.map((point) => point.stable.visitors) },
        ],
      },
      summary: `${history.length} measurements ${span(history)}.${lastly}`,
    },
  ];
}
