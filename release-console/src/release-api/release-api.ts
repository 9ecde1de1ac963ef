import { createApi, fetchBaseQuery, type BaseQueryFn } from 'shared-config/redux/query';
import type { FetchArgs, FetchBaseQueryError } from 'shared-config/redux/query';

/** The release service's API, on the console's own origin: the session cookie goes with every call. */
const API_BASE_URL = '/api';
const REQUEST_TIMEOUT_MS = 30_000;

const fetchFromService = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
});

/**
 * A call refused for want of a session (signed out elsewhere, expired, its token revoked) makes the
 * console ask again who is signed in: it then shows the sign-in form and nothing else.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await fetchFromService(args, api, extraOptions);
  if (result.error?.status === 401 && api.endpoint !== 'getToken') {
    api.dispatch(releaseApi.util.invalidateTags(['Session']));
  }
  return result;
};

/** The one API slice of the release service; each endpoint is injected from its own file. */
export const releaseApi = createApi({
  reducerPath: 'releaseApi',
  baseQuery,
  tagTypes: ['Session', 'Releases'],
  // A view opened again shows what is live now, not what it showed when last left.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** How often the views ask again: well within the 5 s every edge takes to follow a change. */
export const POLL_MS = 3000;
