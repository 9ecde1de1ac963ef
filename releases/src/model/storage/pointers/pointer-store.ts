import { ReleaseError } from '../../release-error';
import type { ReleaseLogEntry } from '../../log/release-log';
import type { Composition, PointerChange } from '../../pointers/pointer-set';

/**
 * Where the release pointers and the release log live: files in RELEASES_DIR, or Redis when
 * REDIS_URL is set so that every edge reads the same pointers. `openReleaseStores` is the one place
 * that chooses. Only the control plane's change functions write (`swap`, `append`, `trimLog`); an
 * edge reads.
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
}

/** Another change landed between reading the composition and writing this one. */
export class ConcurrentChange extends ReleaseError {
  constructor() {
    super('another release change happened at the same time: nothing was changed, run the command again');
    this.name = 'ConcurrentChange';
  }
}
