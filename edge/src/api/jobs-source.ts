import type { EdgeConfig } from '../config';
import { refusalFrom } from './provider-message';
import type { ProviderAnswer, ProviderClient } from './provider-client';
import { ResponseCache } from './response-cache';
import { toSearchParams, type JobsQuery } from './jobs-query';

const MAX_CACHED_QUERIES = 1000;
const MAX_CACHED_JOBS = 1000;

export interface JobsSource {
  /** The provider's list answer (2xx); a 4xx becomes an ApiError with the provider's message. */
  list(query: JobsQuery): Promise<ProviderAnswer>;
  /** The provider's `{ data: job }` answer; unknown ids become a 404 ApiError. */
  detail(id: string): Promise<ProviderAnswer>;
}

const isOk = (answer: ProviderAnswer) => answer.status >= 200 && answer.status < 300;

function okOrRefusal(answer: ProviderAnswer): ProviderAnswer {
  if (!isOk(answer)) throw refusalFrom(answer);
  return answer;
}

/** Job reads, briefly cached (JOBS_CACHE_TTL_MS) so a burst of visitors costs the provider one call. */
export function createJobsSource(client: ProviderClient, config: EdgeConfig): JobsSource {
  const lists = new ResponseCache<ProviderAnswer>(config.jobsCacheTtlMs, MAX_CACHED_QUERIES, isOk);
  const details = new ResponseCache<ProviderAnswer>(config.jobsCacheTtlMs, MAX_CACHED_JOBS, isOk);

  return {
    list: async (query) => {
      const search = toSearchParams(query).toString();
      const answer = await lists.get(search, () =>
        client.send('jobs', client.urlFor('jobs', `/jobs/getapijobs/?${search}`)),
      );
      return okOrRefusal(answer);
    },
    detail: async (id) => {
      const answer = await details.get(id, () =>
        client.send('jobs', client.urlFor('jobs', `/jobs/apijob/${encodeURIComponent(id)}`)),
      );
      return okOrRefusal(answer);
    },
  };
}
