import type { ConversionGoal } from 'shared-config/conversion-reports';
import { PACKAGE_NAMES, runningCanary, type PackageName } from 'releases/model';
import type { CanaryWindow, PointerWatcher } from 'releases/edge';
import type { ReleaseRole } from '../visitors/served-token';

export interface ConversionSinks {
  watcher: Pick<PointerWatcher, 'current'>;
  /** The visitors served (which a rate divides by) and won, over the canary analysis's window. */
  window: Pick<CanaryWindow, 'counts' | 'conversions'>;
}

/** Who reached a goal, and how they got each package's release. */
export interface Converted {
  visitor: string;
  releases: Partial<Record<PackageName, { id: string; role: ReleaseRole }>>;
}

/**
 * Counts `goal` for the visitor against the release they got of every package whose canary runs, as
 * stable or canary visitors (a preview is one person looking), and counts them as served it too: a
 * visitor won was served the release, even if the page load that served it left the window.
 */
export async function countConversion(
  { watcher, window }: ConversionSinks,
  { visitor, releases }: Converted,
  goal: ConversionGoal,
  network: string,
): Promise<void> {
  const current = watcher.current();
  await Promise.all(
    PACKAGE_NAMES.map(async (name) => {
      const served = releases[name];
      if (!served || !runningCanary(current[name]) || (served.role !== 'stable' && served.role !== 'canary')) return;
      const release = `${name}/${served.id}`;
      await window.counts.served(release, visitor, network);
      await window.conversions.converted(release, goal, visitor);
    }),
  );
}
