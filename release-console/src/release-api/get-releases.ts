import { releaseApi } from './release-api';
import type { PackageName } from 'releases/package-names';
import type { ReleaseRow } from './release-types';

/** One package's releases, newest first, with what each one is now. */
const getReleasesApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<ReleaseRow[], PackageName>({
      query: (name) => `/packages/${name}/releases`,
      transformResponse: (answer: { releases: ReleaseRow[] }) => answer.releases,
      providesTags: ['Releases'],
    }),
  }),
});

export const { useGetReleasesQuery } = getReleasesApi;
