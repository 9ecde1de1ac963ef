import type { ServedRelease } from '../../model/storage/served-marks/served-marks';
import type { ChangeContext } from './change-context';

/**
 * Notes that an edge served these releases at `at` (the edge, about once a minute, through the
 * release service): retention counts a release's age from the last time any edge served it.
 */
export async function recordServed(
  context: Pick<ChangeContext, 'served'>,
  releases: readonly ServedRelease[],
  at: number,
): Promise<void> {
  await context.served.record(releases, at);
}
