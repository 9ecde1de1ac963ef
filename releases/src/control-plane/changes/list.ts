import type { PackageName } from '../../model/packages/package-names';
import { stateOf, type ReleaseState } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';
import type { ReleaseRecord } from '../../model/releases/release-record';
import type { ChangeContext } from './change-context';

export interface ReleaseRow {
  record: ReleaseRecord;
  state: ReleaseState;
  /** The canary's share while it is one. */
  percent: number | null;
}

/** A package's releases, newest first, with what each one is now. */
export async function listReleases(context: ChangeContext, name: PackageName): Promise<ReleaseRow[]> {
  const [records, composition] = await Promise.all([context.releases.list(name), context.pointers.read()]);
  const why = composition.unreadable[name];
  if (why) throw new ReleaseError(`${why}: activate a release of ${name} to replace it`);
  const pointer = composition.pointers[name];
  return records.map((record) => {
    const state = stateOf(pointer, record.id);
    return { record, state, percent: state === 'canary' ? (pointer.canary?.percent ?? null) : null };
  });
}
