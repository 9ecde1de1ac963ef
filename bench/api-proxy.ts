import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { cpuMicrosOf, REPORTS_CPU } from './cpu-usage-channel';
import { listJobs } from './jobs-lookup';
import { generateLoad, type LoadFigures } from './load-generator';
import type { SeededProvider } from './seeded-provider';
import { median, ratio, round } from './stats';

type ApiTarget = 'edge, no job cache' | 'bare proxy' | 'provider';

interface ApiProxyRun extends LoadFigures {
  target: ApiTarget;
  endpoint: string;
  repeat: number;
  /** CPU time the serving process spent per answered request (µs), read inside it; null for the provider. */
  cpuMicrosPerRequest: number | null;
}

interface ApiProxyFigures {
  endpoint: string;
  target: ApiTarget;
  requestsPerSec: number | null;
  p99Ms: number | null;
  cpuMicrosPerRequest: number | null;
  errors: number;
  non2xx: number;
}

/**
 * The three ratios the uncached API path is judged by, for one request (medians of the repeats): CPU per
 * request against the bare proxy's, p99 against the provider's, requests per second against the proxy's.
 */
interface ApiProxyRatios {
  endpoint: string;
  /** Goal: at most 1.25. */
  cpuEdgeOverProxy: number | null;
  /** Goal: at most 2. */
  p99EdgeOverProvider: number | null;
  /** Goal: at least 0.8. */
  throughputEdgeOverProxy: number | null;
}

export interface ApiProxyResults {
  jobs: number;
  connections: number;
  durationSec: number;
  repeats: number;
  runs: ApiProxyRun[];
  figures: ApiProxyFigures[];
  ratios: ApiProxyRatios[];
}

export interface ApiProxyOptions {
  provider: SeededProvider;
  edgePort: number;
  proxyPort: number;
  durationSec: number;
  repeats: number;
  connections: number;
  progress: (line: string) => void;
  /** Extra node options for the edge (`--cpu-prof` to see where its time goes). */
  edgeNodeArgs?: string[];
}

const LIST_QUERY = '?page=1&limit=10&q=engineer&location=Remote';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const WARM_UP_SEC = 2;

interface Target {
  name: ApiTarget;
  server: EdgeProcess | null;
  urls: Record<string, string>;
  headers: Record<string, string>;
}

// The provider, started elsewhere, has no channel to ask.
const cpuMicros = (server: EdgeProcess | null) => (server ? cpuMicrosOf(server.child) : undefined);

async function measure(target: Target, endpoint: string, options: ApiProxyOptions, repeat: number) {
  const url = target.urls[endpoint] as string;
  const before = await cpuMicros(target.server);
  const figures = await generateLoad({
    url,
    connections: options.connections,
    durationSec: options.durationSec,
    headers: target.headers,
  });
  const after = await cpuMicros(target.server);
  const answered = figures.total - figures.errors;
  const cpuMicrosPerRequest =
    before === undefined || after === undefined || answered === 0 ? null : round((after - before) / answered, 1);
  const run: ApiProxyRun = { target: target.name, endpoint, repeat, cpuMicrosPerRequest, ...figures };
  options.progress(
    `api-proxy ${target.name} ${endpoint} #${repeat}: ${run.requestsPerSec} req/s, p99 ${run.p99Ms} ms, ` +
      `${cpuMicrosPerRequest ?? '-'} µs CPU per request`,
  );
  return run;
}

function summarise(runs: ApiProxyRun[], endpoint: string, target: ApiTarget): ApiProxyFigures {
  const mine = runs.filter((run) => run.endpoint === endpoint && run.target === target);
  return {
    endpoint,
    target,
    requestsPerSec: median(mine.map((run) => run.requestsPerSec)),
    p99Ms: median(mine.map((run) => run.p99Ms)),
    cpuMicrosPerRequest: median(mine.map((run) => run.cpuMicrosPerRequest)),
    errors: mine.reduce((sum, run) => sum + run.errors, 0),
    non2xx: mine.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

/**
 * The edge's uncached API path (JOBS_CACHE_TTL_MS=0) against a bare forwarding proxy and the provider
 * itself, for the same requests: the three are measured in turn, repeat after repeat, so other work
 * on a shared machine falls on all of them alike.
 */
export async function measureApiProxy(options: ApiProxyOptions): Promise<ApiProxyResults> {
  const { provider } = options;
  const auth = { ...BROWSER_HEADERS, Authorization: `Bearer ${provider.token}` };
  const [job] = await listJobs(`${provider.url}/jobs/getapijobs/${LIST_QUERY}`, provider.token);
  if (!job) throw new Error('The seeded provider has no remote engineering job');
  const env = { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token };
  const [edge, proxy] = await Promise.all([
    startEdgeProcess({
      purpose: 'figures',
      ...REPORTS_CPU,
      label: 'api-edge',
      port: options.edgePort,
      env: { ...env, JOBS_CACHE_TTL_MS: '0' },
      nodeArgs: [...(options.edgeNodeArgs ?? []), ...REPORTS_CPU.nodeArgs],
    }),
    startEdgeProcess({
      purpose: 'figures',
      ...REPORTS_CPU,
      label: 'api-proxy',
      port: options.proxyPort,
      env,
      script: ['bench/bare-proxy.ts'],
      readyPath: '/ready',
    }),
  ]);
  try {
    const apiUrls = (base: string) => ({
      'GET job list': `${base}/api/jobs/getapijobs/${LIST_QUERY}`,
      'GET job detail': `${base}/api/jobs/apijob/${job.id}`,
    });
    const targets: Target[] = [
      { name: 'edge, no job cache', server: edge, urls: apiUrls(edge.url), headers: BROWSER_HEADERS },
      { name: 'bare proxy', server: proxy, urls: apiUrls(proxy.url), headers: BROWSER_HEADERS },
      {
        name: 'provider',
        server: null,
        urls: {
          'GET job list': `${provider.url}/jobs/getapijobs/${LIST_QUERY}`,
          'GET job detail': `${provider.url}/jobs/apijob/${job.id}`,
        },
        headers: auth,
      },
    ];
    const endpoints = ['GET job list', 'GET job detail'];
    const runs: ApiProxyRun[] = [];
    for (const endpoint of endpoints) {
      // Unmeasured: module loading, the JIT and the first provider connections are not what is measured.
      for (const target of targets) {
        await generateLoad({
          url: target.urls[endpoint] as string,
          connections: options.connections,
          durationSec: WARM_UP_SEC,
          headers: target.headers,
        });
      }
      for (let repeat = 1; repeat <= options.repeats; repeat += 1) {
        for (const target of targets) runs.push(await measure(target, endpoint, options, repeat));
      }
    }
    const figures = endpoints.flatMap((endpoint) => targets.map((target) => summarise(runs, endpoint, target.name)));
    const find = (endpoint: string, target: ApiTarget) =>
      figures.find((entry) => entry.endpoint === endpoint && entry.target === target);
    const ratios = endpoints.map((endpoint) => {
      const [edgeFigures, proxyFigures, providerFigures] = (
        ['edge, no job cache', 'bare proxy', 'provider'] as const
      ).map((target) => find(endpoint, target));
      return {
        endpoint,
        cpuEdgeOverProxy: ratio(edgeFigures?.cpuMicrosPerRequest, proxyFigures?.cpuMicrosPerRequest),
        p99EdgeOverProvider: ratio(edgeFigures?.p99Ms, providerFigures?.p99Ms),
        throughputEdgeOverProxy: ratio(edgeFigures?.requestsPerSec, proxyFigures?.requestsPerSec),
      };
    });
    return {
      jobs: provider.jobCount,
      connections: options.connections,
      durationSec: options.durationSec,
      repeats: options.repeats,
      runs,
      figures,
      ratios,
    };
  } finally {
    await Promise.all([edge.stop(), proxy.stop()]);
  }
}
