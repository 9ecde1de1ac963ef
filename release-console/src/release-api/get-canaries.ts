import { releaseApi } from './release-api';
import type { CanariesAnswer } from './release-types';

/** Each running or halted canary beside its stable release: the halt rule's figures, vitals and history. */
const getCanariesApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getCanaries: build.query<CanariesAnswer, void>({ query: () => '/canaries', providesTags: ['Releases'] }),
  }),
});

export const { useGetCanariesQuery } = getCanariesApi;
