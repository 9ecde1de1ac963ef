// The RTK Query API the site uses (careers' job board), apart from the stores' facade
// (shared-config/redux): a package whose store fetches nothing does not download it. Not shared: one
// remote uses it. Its hooks reach the page's one react-redux, a shared singleton.
export { createApi, fetchBaseQuery, retry, skipToken } from '@reduxjs/toolkit/query/react';
export type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
