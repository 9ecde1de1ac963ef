import type { PackageName } from '../packages/package-names';
import { ReleaseError } from '../release-error';
import type { ReleaseLogEntry } from '../log/release-log';
import type { ReleasePointer } from './release-pointer';

export type Pointers = Record<PackageName, ReleasePointer>;

/**
 * Every package's pointer, read as one consistent set, with the version every change is checked
 * against: two changes worked out from the same version cannot both be written, whichever packages
 * they touch.
 */
export interface Composition {
  version: number;
  pointers: Pointers;
  /**
   * Packages whose pointer cannot be read, with why (naming the file or key). An empty pointer
   * stands in for them in `pointers`: the other packages' commands still run, and an activation of
   * such a package replaces its pointer.
   */
  unreadable: Partial<Record<PackageName, string>>;
}

/** One package's pointer as a change leaves it. */
export interface PointerChange {
  name: PackageName;
  next: ReleasePointer;
}

/**
 * Where the release pointers and the release log live: files in RELEASES_DIR, or Redis when
 * REDIS_URL is set so that every edge reads the same pointers. `openPointerStore` is the one place
 * that chooses.
 */
export interface PointerStore {
  /** Every package's pointer (an empty pointer for a package never activated). */
  read(): Promise<Composition>;
  /**
   * Writes every change together (each pointer's own version counted up), only if the composition is
   * still at `expectedVersion`, and logs `entries` with it; readers see all of it or none of it. Any
   * other outcome throws and changes nothing.
   */
  swap(
    expectedVersion: number,
    changes: readonly PointerChange[],
    entries: readonly ReleaseLogEntry[],
  ): Promise<Composition>;
  /** Adds an entry to the log alone (a publish or a preview changes no pointer). */
  append(entry: ReleaseLogEntry): Promise<void>;
  /** The whole log, oldest first. */
  log(): Promise<ReleaseLogEntry[]>;
  /** Keeps only the log entries `keep` returns (retention); returns how many were dropped. */
  trimLog(keep: (entries: readonly ReleaseLogEntry[]) => ReleaseLogEntry[]): Promise<number>;
  /** Notes that these releases were served at `at` (an edge, about once a minute). */
  recordServed(releases: readonly { name: PackageName; id: string }[], at: number): Promise<void>;
  /** When each release of `name` was last served, by id (milliseconds since 1970). */
  lastServed(name: PackageName): Promise<Map<string, number>>;
  /** Forgets when these releases were served (they were removed). */
  forgetServed(name: PackageName, ids: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Another change landed between reading the composition and writing this one. */
export class ConcurrentChange extends ReleaseError {
  constructor() {
    super('another release change happened at the same time: nothing was changed, run the command again');
    this.name = 'ConcurrentChange';
  }
}

/** A pointer written by a change: the change's content with the package's own change count. */
export const advanced = (before: ReleasePointer, next: ReleasePointer): ReleasePointer => ({
  ...next,
  version: before.version + 1,
});
