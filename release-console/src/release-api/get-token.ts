import { releaseApi } from './release-api';
import type { TokenHolder } from './release-types';

/** Who is signed in: the token's name and the packages it may change. */
const getTokenApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getToken: build.query<TokenHolder, void>({ query: () => '/token', providesTags: ['Session'] }),
  }),
});

export const { useGetTokenQuery } = getTokenApi;
