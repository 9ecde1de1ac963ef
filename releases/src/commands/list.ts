import type { PackageName } from '../packages/package-names';
import { stateOf, type ReleaseState } from '../pointers/release-pointer';
import { ReleaseError } from '../release-error';
import type { ReleaseRecord } from '../store/release-record';
import { listRecords } from '../store/release-store';
import type { ReleaseContext } from './release-context';

export interface ReleaseRow {
  record: ReleaseRecord;
  state: ReleaseState;
  /** The canary's share while it is one. */
  percent: number | null;
}

/** A package's releases, newest first, with what each one is now. */
export async function listReleases(context: ReleaseContext, name: PackageName): Promise<ReleaseRow[]> {
  const [records, composition] = await Promise.all([listRecords(context.releasesDir, name), context.store.read()]);
  const why = composition.unreadable[name];
  if (why) throw new ReleaseError(`${why}: activate a release of ${name} to replace it`);
  const pointer = composition.pointers[name];
  return records.map((record) => {
    const state = stateOf(pointer, record.id);
    return { record, state, percent: state === 'canary' ? (pointer.canary?.percent ?? null) : null };
  });
}
