import type { Job } from './job';
import { jobsApi } from './jobs-api';
import { normaliseJobResponse } from './normalise-job';

/** The original site's wording for a detail call made without an id (docs/product-rules.md#job-board-messages). */
const JOB_ID_REQUIRED_MESSAGE = 'ID is required for updating contact';

export const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    // null: the provider has no job with this id (a 404 is an answer, not a failure).
    getJob: build.query<Job | null, string | undefined>({
      // Callers skip the query without an id (skipToken); this guard catches any that do not.
      async queryFn(id, _api, _extraOptions, baseQuery) {
        if (!id) return { error: { status: 'CUSTOM_ERROR', error: JOB_ID_REQUIRED_MESSAGE } };
        const result = await baseQuery(`/jobs/apijob/${encodeURIComponent(id)}`);
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        try {
          return { data: normaliseJobResponse(result.data) };
        } catch (error) {
          return { error: { status: 'CUSTOM_ERROR', error: (error as Error).message } };
        }
      },
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
export const getJobEndpoint = getJobApi.endpoints.getJob;
