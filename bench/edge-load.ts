import { startEdgeProcess } from 'edge/test-support';
import { REPORTS_CPU } from './cpu-usage-channel';
import { listJobs } from './jobs-lookup';
import { generateLoad, type LoadFigures } from './load-generator';
import type { SeededProvider } from './seeded-provider';
import { ratio } from './stats';

export interface LoadRun extends LoadFigures {
  target: string;
  endpoint: string;
  connections: number;
}

export interface LoadComparison {
  endpoint: string;
  connections: number;
  edgeTarget: string;
  edgeOverProvider: number | null;
}

export interface LoadOptions {
  provider: SeededProvider;
  port: number;
  durationSec: number;
  connections: readonly number[];
  progress: (line: string) => void;
}

const LIST_QUERY = '?page=1&limit=10&q=engineer&location=Remote';
// What a browser sends: the edge compresses (or serves precompressed) as it would for a visitor.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, text/html' };

async function hammer(target: string, endpoint: string, url: string, options: LoadOptions, headers = {}) {
  const runs: LoadRun[] = [];
  // One unmeasured request: module loading and the first provider call are not what is measured.
  await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } }).then((response) => response.arrayBuffer());
  for (const connections of options.connections) {
    const figures = await generateLoad({
      url,
      connections,
      durationSec: options.durationSec,
      headers: { ...BROWSER_HEADERS, ...headers },
    });
    const run: LoadRun = { target, endpoint, connections, ...figures };
    options.progress(`load ${target} ${endpoint} x${connections}: ${run.requestsPerSec} req/s, p99 ${run.p99Ms} ms`);
    runs.push(run);
  }
  return runs;
}

async function edgeRuns(
  label: string,
  env: Record<string, string>,
  jobId: string,
  withHome: boolean,
  options: LoadOptions,
) {
  const { provider } = options;
  const edge = await startEdgeProcess({
    purpose: 'figures',
    ...REPORTS_CPU,
    label,
    port: options.port,
    env: { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token, ...env },
  });
  try {
    const runs: LoadRun[] = [];
    if (withHome) runs.push(...(await hammer(label, 'GET /', `${edge.url}/`, options)));
    runs.push(...(await hammer(label, 'GET job list', `${edge.url}/api/jobs/getapijobs/${LIST_QUERY}`, options)));
    runs.push(...(await hammer(label, 'GET job detail', `${edge.url}/api/jobs/apijob/${jobId}`, options)));
    return runs;
  } finally {
    await edge.stop();
  }
}

/** The edge under load (cached and uncached job answers) and the provider alone, for the same requests. */
export async function measureEdgeLoad(
  options: LoadOptions,
): Promise<{ runs: LoadRun[]; comparisons: LoadComparison[] }> {
  const { provider } = options;
  const auth = { Authorization: `Bearer ${provider.token}` };
  const [job] = await listJobs(`${provider.url}/jobs/getapijobs/${LIST_QUERY}`, provider.token);
  if (!job) throw new Error('The seeded provider has no remote engineering job');

  const runs = [
    ...(await edgeRuns('edge', {}, job.id, true, options)),
    ...(await edgeRuns('edge, no job cache', { JOBS_CACHE_TTL_MS: '0' }, job.id, false, options)),
    ...(await hammer('provider', 'GET job list', `${provider.url}/jobs/getapijobs/${LIST_QUERY}`, options, auth)),
    ...(await hammer('provider', 'GET job detail', `${provider.url}/jobs/apijob/${job.id}`, options, auth)),
  ];
  const comparisons = runs
    .filter((run) => run.target !== 'provider' && run.endpoint !== 'GET /')
    .map((run) => {
      const direct = runs.find(
        (other) =>
          other.target === 'provider' && other.endpoint === run.endpoint && other.connections === run.connections,
      );
      return {
        endpoint: run.endpoint,
        connections: run.connections,
        edgeTarget: run.target,
        edgeOverProvider: ratio(run.requestsPerSec, direct?.requestsPerSec),
      };
    });
  return { runs, comparisons };
}
