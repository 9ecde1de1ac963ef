import {
  runsPrometheusTests,
  startPrometheus,
  type RunningPrometheus,
} from '../../../../test-support/prometheus-server';
import { serveStub as serve, type StubServer } from '../../../../test-support/stub-http-server';
import { readHistory, type HistoryRequest } from './prometheus-history';

jest.setTimeout(30_000);

const CANARY = '20261124T184800123Z-0123456789abcdef';
const STABLE = '20261124T120000000Z-fedcba9876543210';

const request = (start: number, end: number): HistoryRequest => ({
  package: 'marketing',
  canary: CANARY,
  stable: STABLE,
  start: new Date(start * 1000),
  end: new Date(end * 1000),
});

const matrix = (result: { metric: Record<string, string>; values: [number, string][] }[]) =>
  JSON.stringify({ status: 'success', data: { resultType: 'matrix', result } });

describe("a canary's history, from Prometheus's answers (as recorded)", () => {
  // Two steps of a canary, in the shape Prometheus 2.42 answers each query the release service sends.
  const answers = (query: string) => {
    if (query.startsWith('max by (__name__, release)')) {
      const series = (name: string, release: string, values: [number, string][]) => ({
        metric: { __name__: `edge_canary_window_${name}`, release },
        values,
      });
      return matrix([
        series('visitors', CANARY, [
          [1000, '4'],
          [1001, '8'],
        ]),
        series('failing_visitors', CANARY, [[1001, '2']]),
        series('failing_networks', CANARY, [[1001, '2']]),
        series('visitors', STABLE, [
          [1000, '5'],
          [1001, '9'],
        ]),
      ]);
    }
    if (query.includes('edge_web_vitals_lcp_seconds_bucket')) {
      return matrix([
        { metric: { release: CANARY }, values: [[1001, '1.75']] },
        // No report yet: a quantile of nothing.
        { metric: { release: STABLE }, values: [[1001, 'NaN']] },
      ]);
    }
    if (query.includes('edge_web_vitals_reports_total')) {
      return matrix([{ metric: { release: CANARY }, values: [[1001, '2.9999']] }]);
    }
    return matrix([]);
  };

  it('merges the figures and p75 vitals of both releases, step by step', async () => {
    const queries: URLSearchParams[] = [];
    const prometheus = await serve((url) => {
      queries.push(url.searchParams);
      return { body: answers(url.searchParams.get('query') ?? '') };
    });
    try {
      const { problem, histories } = await readHistory(prometheus.url, [request(1000, 1001)], 600);
      expect(problem).toBeNull();
      const nothing = { lcpMs: null, inpMs: null, cls: null, samples: 0 };
      expect(histories?.get('marketing')).toEqual([
        {
          at: new Date(1_000_000).toISOString(),
          canary: { visitors: 4, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0, ...nothing },
          stable: { visitors: 5, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0, ...nothing },
        },
        {
          at: new Date(1_001_000).toISOString(),
          canary: {
            visitors: 8,
            failingVisitors: 2,
            failingNetworks: 2,
            failureRatePercent: 25,
            ...nothing,
            lcpMs: 1750,
            samples: 3,
          },
          stable: { visitors: 9, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0, ...nothing },
        },
      ]);
      // Five range queries for the canary, from its start, each over the analysis's window.
      expect(queries).toHaveLength(5);
      expect(queries.every((query) => query.get('start') === '1000' && query.get('end') === '1001')).toBe(true);
      expect(queries.map((query) => query.get('query'))).toContainEqual(
        `histogram_quantile(0.75, sum by (le, release) (rate(edge_web_vitals_inp_seconds_bucket{package="marketing", release=~"${CANARY}|${STABLE}", role=~"canary|stable"}[600s])))`,
      );
    } finally {
      await prometheus.close();
    }
  });

  it('steps so a long canary gives 120 points at most', async () => {
    const steps: string[] = [];
    const prometheus = await serve((url) => {
      steps.push(url.searchParams.get('step') ?? '');
      return { body: matrix([]) };
    });
    try {
      await readHistory(prometheus.url, [request(0, 86_400)], 600);
      expect(new Set(steps)).toEqual(new Set(['720s']));
    } finally {
      await prometheus.close();
    }
  });

  it.each([
    [
      'refuses the query',
      { status: 400, body: '{"status":"error","error":"parse error"}' },
      /answered 400: .*parse error/,
    ],
    [
      'answers something else',
      { body: '{"status":"success","data":{"resultType":"vector","result":[]}}' },
      /answered something other than a range query's matrix/,
    ],
    ['is too slow', { body: matrix([]), delayMs: 2500 }, /did not answer within 2 s/],
  ])('gives no history, and says why, when Prometheus %s', async (_case, answer, why) => {
    const prometheus = await serve(() => answer);
    try {
      const { problem, histories } = await readHistory(prometheus.url, [request(1000, 1001)], 600);
      expect(histories).toBeNull();
      expect(problem).toMatch(new RegExp(`^No history: Prometheus at ${prometheus.url} ${why.source}`));
    } finally {
      await prometheus.close();
    }
  });

  it('gives no history, and says why, when Prometheus cannot be reached', async () => {
    const prometheus = await serve(() => ({ body: '' }));
    await prometheus.close();
    const { problem, histories } = await readHistory(prometheus.url, [request(1000, 1001)], 600);
    expect(histories).toBeNull();
    expect(problem).toBe(`No history: Prometheus at ${prometheus.url} cannot be reached (ECONNREFUSED).`);
  });
});

(runsPrometheusTests ? describe : describe.skip)("a canary's history, from a real Prometheus scraping an edge", () => {
  let prometheus: RunningPrometheus;
  let edge: StubServer;
  let scrapes = 0;

  beforeAll(async () => {
    // What an edge exports while a marketing canary runs: the window's gauges, and the vitals'
    // histogram and reports counter growing at each scrape (every LCP between 1 and 2 s).
    edge = await serve(() => {
      scrapes += 1;
      const labels = (release: string, role: string) => `package="marketing",release="${release}",role="${role}"`;
      const body = [
        `edge_canary_window_visitors{${labels(CANARY, 'canary')}} 12`,
        `edge_canary_window_failing_visitors{${labels(CANARY, 'canary')}} 3`,
        `edge_canary_window_failing_networks{${labels(CANARY, 'canary')}} 2`,
        `edge_canary_window_visitors{${labels(STABLE, 'stable')}} 20`,
        `edge_web_vitals_lcp_seconds_bucket{le="1",route="/",${labels(CANARY, 'canary')}} 0`,
        `edge_web_vitals_lcp_seconds_bucket{le="2",route="/",${labels(CANARY, 'canary')}} ${scrapes * 4}`,
        `edge_web_vitals_lcp_seconds_bucket{le="+Inf",route="/",${labels(CANARY, 'canary')}} ${scrapes * 4}`,
        `edge_web_vitals_reports_total{${labels(CANARY, 'canary')}} ${scrapes * 4}`,
        '',
      ].join('\n');
      return { body };
    });
    prometheus = await startPrometheus([new URL(edge.url).host]);
  });
  afterAll(async () => {
    await prometheus?.stop();
    await edge?.close();
  });

  it('reads the figures and the p75 the queries ask for', async () => {
    const started = Math.floor(Date.now() / 1000) - 5;
    let history: Awaited<ReturnType<typeof readHistory>> | null = null;
    // Once it has scraped a few times: the first scrape comes within a second of its start.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      history = await readHistory(prometheus.url, [request(started, Math.ceil(Date.now() / 1000))], 600);
      if ((history.histories?.get('marketing') ?? []).some((point) => point.canary.lcpMs !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(history?.problem).toBeNull();
    const points = history?.histories?.get('marketing') ?? [];
    const last = points.at(-1);
    expect(last?.canary).toMatchObject({
      visitors: 12,
      failingVisitors: 3,
      failingNetworks: 2,
      failureRatePercent: 25,
      lcpMs: 1750,
      inpMs: null,
      cls: null,
    });
    expect(last?.canary.samples).toBeGreaterThan(0);
    expect(last?.stable).toMatchObject({ visitors: 20, failingVisitors: 0, lcpMs: null, samples: 0 });
  });
});
