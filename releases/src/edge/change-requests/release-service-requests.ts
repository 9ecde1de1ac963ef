import { ReleaseError } from '../../model/release-error';
import type { ChangeRequests } from './change-requests';

/** How long an edge waits for the release service before it asks again at its next turn. */
const REQUEST_TIMEOUT_MS = 5000;

/** Where an edge's requests go: the release service's address and the edge's own token. */
export interface ReleaseServiceAccess {
  url: string;
  /** A token with the edge role (`npm run release -- token add <name> --edge`); its name is the actor. */
  token: string;
}

/**
 * An edge's requests as calls to the release service (`POST /api/edge/halts`, `POST /api/edge/served`),
 * which runs the control plane's change functions with the edge's token's name as the actor. An
 * answer other than 2xx, or none within the timeout, throws a ReleaseError saying which.
 */
export function releaseServiceRequests(
  { url, token }: ReleaseServiceAccess,
  { timeoutMs = REQUEST_TIMEOUT_MS } = {},
): ChangeRequests {
  async function post<T>(path: string, body: unknown): Promise<T> {
    const address = new URL(path, url);
    let response: Response;
    try {
      response = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ReleaseError(
        `the release service at ${address.origin} cannot be reached (${(error as Error).cause ?? (error as Error).message})`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string } & T;
    if (!response.ok) {
      throw new ReleaseError(
        `the release service at ${address.origin} answered ${response.status}${answer.message ? `: ${answer.message}` : ''}`,
      );
    }
    return answer;
  }

  return {
    async haltCanary({ name, id, reason, cause }) {
      const answer = await post<{ halted: boolean }>('/api/edge/halts', {
        package: name,
        id,
        reason,
        rule: cause?.rule ?? null,
        figures: cause?.figures ?? null,
      });
      return answer.halted;
    },
    async recordServed(releases, at) {
      await post('/api/edge/served', { releases, at });
    },
  };
}
