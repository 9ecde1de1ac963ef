import { releaseApi } from './release-api';
import type { TokenHolder } from './release-types';

/**
 * Sign in with a token (the service answers with a session cookie, the token is kept nowhere here)
 * and sign out. Either way everything the console had read is dropped, and read again.
 */
const sessionApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<TokenHolder & { expiresAt: string }, string>({
      query: (token) => ({ url: '/session', method: 'POST', body: { token } }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(releaseApi.util.resetApiState()),
          () => undefined,
        );
      },
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/session', method: 'DELETE' }),
      async onQueryStarted(_none, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(releaseApi.util.resetApiState()),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useSignInMutation, useSignOutMutation } = sessionApi;
