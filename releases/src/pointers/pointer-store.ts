import type { PackageName } from '../packages/package-names';
import { ReleaseError } from '../release-error';
import type { ReleaseLogEntry } from '../log/release-log';
import type { ReleasePointer } from './release-pointer';

export type Pointers = Record<PackageName, ReleasePointer>;

/**
 * Where the release pointers and the release log live: files in RELEASES_DIR, or Redis when
 * REDIS_URL is set so that every edge reads the same pointers.
 */
export interface PointerStore {
  /** Every package's pointer (an empty pointer for a package never activated). */
  readAll(): Promise<Pointers>;
  /**
   * Writes `next` as the pointer of `name` (with the next version) only if that pointer is still at
   * `expectedVersion`, and logs `entry` with it. Any other outcome throws and changes nothing.
   */
  swap(
    name: PackageName,
    expectedVersion: number,
    next: ReleasePointer,
    entry: ReleaseLogEntry,
  ): Promise<ReleasePointer>;
  /** Adds an entry to the log alone (a publish changes no pointer). */
  append(entry: ReleaseLogEntry): Promise<void>;
  /** The whole log, oldest first. */
  log(): Promise<ReleaseLogEntry[]>;
  close(): Promise<void>;
}

export const concurrentChange = (name: PackageName) =>
  new ReleaseError(
    `another release change to ${name} happened at the same time: nothing was changed, run the command again`,
  );
