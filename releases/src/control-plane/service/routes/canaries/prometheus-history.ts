import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { CANARY_METRICS } from '../../../../edge/canary-window/canary-metric-names';
import type { Figures, Vitals } from '../../../../model/canary/canary-figures';
import { WINDOW_VITALS, type WindowVital } from '../../../../edge/canary-window/vitals-window';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import type { PackageName } from '../../../../model/packages/package-names';
import { readText } from '../../../canaries/read-text';

// Each query gives up after this: a Prometheus that is down or slow costs the console its charts, not its page.
const PROMETHEUS_TIMEOUT_MS = 2000;
// Points a history has at most: enough for a chart, few enough for a phone.
const MAX_POINTS = 120;

/** One canary whose history is asked for, between its start and `end`. */
export interface HistoryRequest {
  package: PackageName;
  canary: string;
  stable: string;
  start: Date;
  end: Date;
}

type Side = Figures & Vitals;
export interface HistoryPoint {
  at: string;
  canary: Side;
  stable: Side;
}

// Prometheus's answer to a range query (https://prometheus.io/docs/prometheus/latest/querying/api/).
const RANGE_ANSWER_SCHEMA = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    resultType: Type.Literal('matrix'),
    result: Type.Array(
      Type.Object({
        metric: Type.Record(Type.String(), Type.String()),
        values: Type.Array(Type.Tuple([Type.Number(), Type.String()])),
      }),
    ),
  }),
});
const RANGE_ANSWER = compileFormat(RANGE_ANSWER_SCHEMA);
type Series = Static<typeof RANGE_ANSWER_SCHEMA>['data']['result'];

/** Values by `<name or query>|<release>`, then by time (seconds). */
type Values = Map<string, Map<number, number>>;

async function queryRange(base: string, query: string, request: HistoryRequest, step: number): Promise<Series> {
  const url = new URL('api/v1/query_range', base.endsWith('/') ? base : `${base}/`);
  url.search = new URLSearchParams({
    query,
    start: String(Math.floor(request.start.getTime() / 1000)),
    end: String(Math.ceil(request.end.getTime() / 1000)),
    step: `${step}s`,
  }).toString();
  const answer = parseJsonFormat(
    RANGE_ANSWER,
    await readText(url.toString(), `Prometheus at ${base}`, PROMETHEUS_TIMEOUT_MS),
  );
  if (!answer) throw new Error(`Prometheus at ${base} answered something other than a range query's matrix`);
  return answer.data.result;
}

/** The PromQL of one canary's history: its window figures, and each vital's p75 and page views over the window. */
function queries(request: HistoryRequest, windowSeconds: number): Record<string, string> {
  const releases = `package="${request.package}", release=~"${request.canary}|${request.stable}"`;
  const served = `${releases}, role=~"canary|stable"`;
  const gauges = [CANARY_METRICS.visitors, CANARY_METRICS.failingVisitors, CANARY_METRICS.failingNetworks].join('|');
  // With Redis every edge reports the same shared window: the max across edges, never the sum.
  const figures = `max by (__name__, release) ({__name__=~"${gauges}", ${releases}})`;
  const p75 = (vital: WindowVital) =>
    `histogram_quantile(0.75, sum by (le, release) (rate(${CANARY_METRICS.vitals[vital]}_bucket{${served}}[${windowSeconds}s])))`;
  return {
    figures,
    ...Object.fromEntries(WINDOW_VITALS.map((vital) => [vital, p75(vital)])),
    samples: `sum by (release) (increase(${CANARY_METRICS.vitalsReports}{${served}}[${windowSeconds}s]))`,
  };
}

function collect(values: Values, key: string, series: Series): void {
  for (const { metric, values: points } of series) {
    const name = `${metric.__name__ ?? key}|${metric.release ?? ''}`;
    const byTime = values.get(name) ?? new Map<number, number>();
    values.set(name, byTime);
    for (const [time, value] of points) byTime.set(time, Number(value));
  }
}

// A quantile of no observations is NaN in Prometheus's answer: no figure.
const finite = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? null : value);

function sideAt(values: Values, release: string, time: number): Side {
  const at = (name: string) => values.get(`${name}|${release}`)?.get(time);
  const visitors = at(CANARY_METRICS.visitors) ?? 0;
  const failingVisitors = at(CANARY_METRICS.failingVisitors) ?? 0;
  const scaled = (vital: WindowVital, factor: number, decimals: number) => {
    const value = finite(at(vital));
    return value === null ? null : Math.round(value * factor * 10 ** decimals) / 10 ** decimals;
  };
  return {
    visitors,
    failingVisitors,
    failingNetworks: at(CANARY_METRICS.failingNetworks) ?? 0,
    failureRatePercent: visitors === 0 ? 0 : Math.round((failingVisitors / visitors) * 1000) / 10,
    // The histograms are in seconds: milliseconds as the current window gives them.
    lcpMs: scaled('LCP', 1000, 0),
    inpMs: scaled('INP', 1000, 0),
    cls: scaled('CLS', 1, 3),
    samples: Math.round(finite(at('samples')) ?? 0),
  };
}

/** One canary's history: a point at each step where the edges reported its window. */
async function historyOf(base: string, request: HistoryRequest, windowSeconds: number): Promise<HistoryPoint[]> {
  const span = Math.max(0, (request.end.getTime() - request.start.getTime()) / 1000);
  const step = Math.max(1, Math.ceil(span / MAX_POINTS));
  const values: Values = new Map();
  await Promise.all(
    Object.entries(queries(request, windowSeconds)).map(async ([key, query]) =>
      collect(values, key, await queryRange(base, query, request, step)),
    ),
  );
  const times = new Set<number>();
  for (const [name, byTime] of values) {
    if (name.startsWith('edge_canary_window_')) for (const time of byTime.keys()) times.add(time);
  }
  return [...times]
    .sort((a, b) => a - b)
    .map((time) => ({
      at: new Date(time * 1000).toISOString(),
      canary: sideAt(values, request.canary, time),
      stable: sideAt(values, request.stable, time),
    }));
}

/**
 * Each canary's history since it started, from Prometheus's HTTP API (`/api/v1/query_range`), every
 * query bounded by PROMETHEUS_TIMEOUT_MS. When Prometheus cannot answer, no history and why: the
 * answer is partial, never late.
 */
export async function readHistory(
  base: string,
  requests: readonly HistoryRequest[],
  windowSeconds: number,
): Promise<{ problem: string | null; histories: Map<PackageName, HistoryPoint[]> | null }> {
  try {
    const histories = await Promise.all(requests.map((request) => historyOf(base, request, windowSeconds)));
    return {
      problem: null,
      histories: new Map(requests.map((request, index) => [request.package, histories[index] ?? []])),
    };
  } catch (error) {
    return { problem: `No history: ${(error as Error).message}.`, histories: null };
  }
}
