import { UpstreamError } from '../api-error/api-error';
import type { ProviderClient } from '../provider/provider-client';
import type { EdgeMetrics } from './edge-metrics';

/** The provider client, with each call timed and each failure counted. */
export function instrumentProviderClient(client: ProviderClient, metrics: EdgeMetrics): ProviderClient {
  return {
    urlFor: client.urlFor,
    close: () => client.close(),
    async send(service, url, request) {
      const stop = metrics.providerDuration.startTimer({ service });
      try {
        const answer = await client.send(service, url, request);
        stop({ outcome: answer.status >= 400 ? 'refused' : 'ok' });
        return answer;
      } catch (error) {
        const reason = error instanceof UpstreamError && error.statusCode === 504 ? 'timeout' : 'unavailable';
        stop({ outcome: reason });
        metrics.providerFailures.inc({ service, reason });
        throw error;
      }
    },
  };
}
