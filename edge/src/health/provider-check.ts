import { UpstreamError } from '../api-error/api-error';
import type { ProviderClient } from '../provider/provider-client';
import { TooSlow, within, type ReadinessCheck } from '../readiness/readiness';

/** The provider must answer within this for the edge to be ready. */
const PROVIDER_ANSWER_MS = 1000;
// A load balancer may ask every edge several times a second: the provider hears of it once a second.
const PROBE_CACHE_MS = 1000;
// A job search the provider answers cheaply, the same call a visitor's first careers page makes.
const PROBE_PATH = '/jobs/getapijobs/?page=1&limit=10';

/**
 * Whether the provider answers (any answer of its own: a refusal counts, a 5xx, a refused credential,
 * no connection or no answer within 1 s does not). One probe at a time, its outcome kept a second.
 */
export function providerCheck(client: ProviderClient, now = Date.now): ReadinessCheck {
  let last: { at: number; outcome: string | null } | null = null;
  let probing: Promise<string | null> | null = null;

  async function probe(): Promise<string | null> {
    try {
      await within(PROVIDER_ANSWER_MS, client.send('jobs', client.urlFor('jobs', PROBE_PATH)));
      return null;
    } catch (error) {
      if (error instanceof TooSlow) return error.message;
      return error instanceof UpstreamError && error.statusCode === 504 ? 'no answer in time' : 'unavailable';
    }
  }

  return {
    name: 'provider',
    check() {
      if (last && now() - last.at < PROBE_CACHE_MS) return last.outcome;
      probing ??= probe().then((outcome) => {
        last = { at: now(), outcome };
        probing = null;
        return outcome;
      });
      return probing;
    },
  };
}
