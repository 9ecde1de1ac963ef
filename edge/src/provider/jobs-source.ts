import type { EdgeConfig } from '../config';
import { refusalFrom } from './provider-message';
import type { ProviderAnswer, ProviderClient } from './provider-client';
import { ResponseCache } from './response-cache';
import { answerBytes, cacheBudget } from './cache-budget';
import { toSearchParams, type JobsQuery } from './jobs-query';

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

/**
 * Job reads, briefly cached (JOBS_CACHE_TTL_MS) so a burst of visitors costs the provider one call.
 * Lists and details share one byte budget, the least recently used answers going first.
 */
export function createJobsSource(client: ProviderClient, config: EdgeConfig): JobsSource {
  const answers = new ResponseCache<ProviderAnswer>({
    ttlMs: config.jobsCacheTtlMs,
    maxBytes: cacheBudget(config.apiCacheMaxBytes, 'answers'),
    sizeOf: answerBytes,
    keep: isOk,
  });

  return {
    list: async (query) => {
      const search = toSearchParams(query).toString();
      const answer = await answers.get(`list:${search}`, () =>
        client.send('jobs', client.urlFor('jobs', `/jobs/getapijobs/?${search}`)),
      );
      return okOrRefusal(answer);
    },
    detail: async (id) => {
      const answer = await answers.get(`job:${id}`, () =>
        client.send('jobs', client.urlFor('jobs', `/jobs/apijob/${encodeURIComponent(id)}`)),
      );
      return okOrRefusal(answer);
    },
  };
}
