import { releaseApi } from './release-api';
import type { WebhookView } from './release-types';

/** The webhooks of the signed-in token's packages, each with its last deliveries and their answers. */
const getWebhooksApi = releaseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookView[], void>({
      query: () => '/webhooks',
      transformResponse: (answer: { webhooks: WebhookView[] }) => answer.webhooks,
      providesTags: ['Releases'],
    }),
  }),
});

export const { useGetWebhooksQuery } = getWebhooksApi;
