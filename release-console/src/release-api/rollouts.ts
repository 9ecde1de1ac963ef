import { releaseApi } from './release-api';
import type { Rollout, RolloutsAnswer } from './release-types';

export type RolloutRequest = 'approve' | 'pause' | 'resume' | 'abort';

/** Every rollout the service keeps, newest first, and a person's action on one under way. */
const rolloutsApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getRollouts: build.query<Rollout[], void>({
      query: () => '/rollouts',
      transformResponse: (answer: RolloutsAnswer) => answer.rollouts,
      providesTags: ['Releases'],
    }),
    requestRollout: build.mutation<{ rollout: Rollout }, { id: string; request: RolloutRequest }>({
      query: ({ id, request }) => ({ url: `/rollouts/${id}/${request}`, method: 'POST', body: {} }),
      invalidatesTags: ['Releases'],
    }),
  }),
});

export const { useGetRolloutsQuery, useRequestRolloutMutation } = rolloutsApi;
