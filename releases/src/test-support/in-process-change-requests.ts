import type { ChangeRequests } from '../edge/change-requests/change-requests';
import type { ReleaseStores } from '../model/storage/open-release-stores';
import { changesBy } from '../control-plane/changes/change-context';
import { haltFailingCanary } from '../control-plane/changes/halt';
import { recordServed } from '../control-plane/changes/served-marks';

/**
 * An edge's requests answered in the test's own process by the control plane's change functions on
 * `stores`, with `actor` (`edge`, as an edge's token would be named): what the release service's
 * `/api/edge/*` routes run, without a service to start for each edge a test starts in its process.
 */
export function inProcessChangeRequests(
  stores: Pick<ReleaseStores, 'releases' | 'pointers' | 'served'>,
  actor = 'edge',
): ChangeRequests {
  const context = changesBy(stores, actor);
  return {
    haltCanary: ({ name, id, reason, cause }) => haltFailingCanary(context, name, id, reason, cause),
    recordServed: (releases, at) => recordServed(context, releases, at),
  };
}
