import { copyReleaseStore, foldersOf, RELEASE_STORE_VARIABLE } from 'edge/test-support';
import { changesBy, publishLocalBuilds } from 'releases/control-plane';
import { openReleaseStores, readReleaseEnvironment, releaseActor } from 'releases/model';

/**
 * Gives the store an edge's environment names the run's published releases, active, before edges that
 * never publish (production's start) serve it: a copy of the run's store (edge/src/test-support/
 * test-edge.ts), with the pointers in Redis when REDIS_URL says they live there (the records match the
 * local builds, so those are only activated); without one, the local builds published there as
 * `npm run serve` would.
 */
export async function provideReleases(env: Record<string, string>): Promise<void> {
  const store = process.env[RELEASE_STORE_VARIABLE];
  if (store) copyReleaseStore(store, foldersOf(env).releasesDir);
  const environment = readReleaseEnvironment(env);
  const stores = await openReleaseStores(environment);
  try {
    await publishLocalBuilds(changesBy(stores, releaseActor(env)), environment, 'missing', () => undefined);
  } finally {
    await stores.close();
  }
}
