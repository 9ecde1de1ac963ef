import type { JobListArgs, JobPage } from './job';
import { jobsApi } from './jobs-api';
import { normaliseJobPageResponse } from './normalise-job';

export const getJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<JobPage, JobListArgs>({
      query: ({ page, limit, q, location, industry }) => ({
        url: '/jobs/getapijobs/',
        // Empty filters are left out of the query string rather than sent blank.
        params: { page, limit, q: q || undefined, location: location || undefined, industry: industry || undefined },
      }),
      transformResponse: (response: unknown, _meta, { page }) => normaliseJobPageResponse(response, page),
    }),
  }),
});

export const { useGetJobsQuery } = getJobsApi;
export const getJobsEndpoint = getJobsApi.endpoints.getJobs;
