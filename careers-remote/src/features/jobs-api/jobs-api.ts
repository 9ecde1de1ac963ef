import { createApi, fetchBaseQuery, retry, type BaseQueryFn } from 'shared-config/redux/query';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from 'shared-config/redux/query';

/** Same origin: the edge adds the provider's credential, so the browser never holds it. */
export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 180_000;
const QUERY_RETRIES = 2;

const fetchWithTimeout = fetchBaseQuery({ baseUrl: API_BASE_URL, timeout: REQUEST_TIMEOUT_MS });

// A refused request (bad filter, unknown job) gets the same answer every time: only network
// failures, time-outs, rate limits and server errors are worth another attempt.
function isWorthRetrying(error: FetchBaseQueryError): boolean {
  if (typeof error.status !== 'number') return error.status !== 'PARSING_ERROR';
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  { maxRetries?: number },
  FetchBaseQueryMeta
> = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    const result = await fetchWithTimeout(args, api, extraOptions);
    if (result.error && !isWorthRetrying(result.error)) retry.fail(result.error, result.meta);
    return result;
  },
  { maxRetries: QUERY_RETRIES },
);

/** The one API slice of the careers backend; each endpoint is injected from its own file. */
export const jobsApi = createApi({
  reducerPath: 'jobsApi',
  baseQuery,
  refetchOnFocus: false,
  // The original data layer kept answers for five minutes; going from a job back to the list is instant.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
