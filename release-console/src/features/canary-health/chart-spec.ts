/**
 * A chart as the canary view describes it, apart from the library that draws it (uplot-chart.tsx,
 * loaded only when a chart is shown): either a few categories with one bar per series, or series
 * over time.
 */
export interface ChartSeries {
  label: string;
  color: string;
  values: (number | null)[];
  /** A limit drawn as a dashed line rather than bars (the halt rule's threshold). */
  line?: boolean;
}

export type ChartSpec =
  | {
      kind: 'bars';
      categories: string[];
      series: ChartSeries[];
      unit: string;
      /** Two series of bars side by side on each category; otherwise each series has its own categories. */
      grouped: boolean;
    }
  | { kind: 'time'; times: number[]; series: ChartSeries[]; unit: string };

/** The canary, the stable release and the rule, the same colours in every chart (3:1 or more on white). */
export const CHART_COLORS = { canary: '#1d4ed8', stable: '#64748b', rule: '#b91c1c', good: '#15803d' };
