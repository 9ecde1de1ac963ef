import { generateLoad, type LoadFigures } from './load-generator';
import { startSeededProvider } from './seeded-provider';

export interface ProviderSearchRun extends LoadFigures {
  jobs: number;
  query: string;
}

export interface ProviderSearchOptions {
  jobCounts: readonly number[];
  durationSec: number;
  connections: number;
  progress: (line: string) => void;
}

// From a word most titles hold to one no title holds: a title search is cheapest when its first
// page fills early, dearest when nothing matches and every title has to be looked at.
const QUERIES = [
  'q=engineer',
  'q=engineer&location=Remote',
  'q=principal%20devops%20engineer%2042',
  'q=kubernetes',
] as const;

/** The provider's own job list with a title search (`q`), at each size of generated job board. */
export async function measureProviderSearch(options: ProviderSearchOptions): Promise<ProviderSearchRun[]> {
  const runs: ProviderSearchRun[] = [];
  for (const extraJobs of options.jobCounts) {
    const provider = await startSeededProvider(extraJobs);
    try {
      const headers = { Authorization: `Bearer ${provider.token}` };
      for (const query of QUERIES) {
        const url = `${provider.url}/jobs/getapijobs/?page=1&limit=10&${query}`;
        await generateLoad({ url, connections: options.connections, durationSec: 1, headers });
        const figures = await generateLoad({
          url,
          connections: options.connections,
          durationSec: options.durationSec,
          headers,
        });
        const run = { jobs: provider.jobCount, query: decodeURIComponent(query), ...figures };
        options.progress(
          `provider search ${run.jobs} jobs ${run.query}: ${run.requestsPerSec} req/s, p99 ${run.p99Ms} ms`,
        );
        runs.push(run);
      }
    } finally {
      await provider.close();
    }
  }
  return runs;
}
