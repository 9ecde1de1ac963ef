import { releaseApi } from './release-api';
import type { PackagesAnswer } from './release-types';

/** Every package's live, canary, previous and halted releases, as one consistent set. */
const getPackagesApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<PackagesAnswer, void>({ query: () => '/packages', providesTags: ['Releases'] }),
  }),
});

export const { useGetPackagesQuery } = getPackagesApi;
