import type { PackageName } from '../../packages/package-names';

/** One release of one package, as a served mark names it. */
export interface ServedRelease {
  name: PackageName;
  id: string;
}

/**
 * When each release was last served, by any edge: retention never removes a release a page was
 * composed from lately (an open tab still loads its chunks). Marks only move forward.
 */
export interface ServedMarks {
  /** Notes that these releases were served at `at` (each edge, about once a minute, through the control plane). */
  record(releases: readonly ServedRelease[], at: number): Promise<void>;
  /** When each release of `name` was last served, by id (milliseconds since 1970). */
  lastServed(name: PackageName): Promise<Map<string, number>>;
  /** Forgets when these releases were served (they were removed). */
  forget(name: PackageName, ids: readonly string[]): Promise<void>;
}
