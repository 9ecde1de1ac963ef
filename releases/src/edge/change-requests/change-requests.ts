import type { HaltCause } from '../../model/log/release-log';
import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import type { ServedRelease } from '../../model/storage/served-marks/served-marks';

/** A halt an edge decided: its rule's (with the figures it weighed), or the emergency override's (none). */
interface HaltRequest {
  name: PackageName;
  /** The canary to halt: halted only if it still is the package's running canary. */
  id: string;
  /** Why, in words, for the log. */
  reason: string;
  /** The rule and figures that halted it; null for a halt a person asked for (the override). */
  cause: HaltCause | null;
}

/**
 * What an edge asks of the control plane. An edge never writes the pointers, the log or the served
 * marks itself: the control plane records what it asks through its change functions, with the
 * edge's name as the actor. A request that cannot be made (no release service, one that does not
 * answer, a store it cannot write) throws: the edge keeps its halt on itself and asks again.
 */
export interface ChangeRequests {
  /**
   * Halts the canary if it still runs: true when this request halted it, false when the pointer had
   * moved on (promoted, rolled back, halted already by another edge).
   */
  haltCanary(request: HaltRequest): Promise<boolean>;
  /** Notes that this edge served these releases at `at` (retention counts from the last time). */
  recordServed(releases: readonly ServedRelease[], at: number): Promise<void>;
}

/**
 * An edge with no release service to ask (RELEASE_SERVICE_URL unset): its halts stay on itself, and
 * it says so each time it would ask.
 */
export function noReleaseService(): ChangeRequests {
  const refusal = (what: string) =>
    new ReleaseError(
      `no release service to record ${what} (RELEASE_SERVICE_URL and RELEASE_EDGE_TOKEN are unset): it stays on this edge`,
    );
  return {
    haltCanary: async () => {
      throw refusal('the halt');
    },
    recordServed: async () => {
      throw refusal('the releases served');
    },
  };
}

/**
 * Requests that go to `target` once it is given (`npm start`'s edge learns its release service's
 * address and token after the service it started listens); until then, as with no service.
 */
export function laterChangeRequests(): ChangeRequests & { use(target: ChangeRequests): void } {
  let target = noReleaseService();
  return {
    haltCanary: (request) => target.haltCanary(request),
    recordServed: (releases, at) => target.recordServed(releases, at),
    use: (next) => (target = next),
  };
}
