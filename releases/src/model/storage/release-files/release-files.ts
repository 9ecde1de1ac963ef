import type { PackageName } from '../../packages/package-names';
import type { Provenance, ReleaseRecord, ServerRenderResult } from '../../releases/release-record';

/** A build to store as a new release (publish-release.ts says what a crash at each step leaves). */
export interface PublishOptions {
  name: PackageName;
  /** The production build to store (a package's dist/). */
  dist: string;
  provenance: Provenance;
  now?: Date;
  /**
   * Checks the stored files before the record is written (the smoke render of its server modules):
   * what it finds goes into the record, which no reader takes for a release before it exists.
   */
  checkServerRender?: (folder: string, id: string) => Promise<ServerRenderResult | null>;
  /**
   * Records the publish (its log line) once the release is whole, while it is still marked as being
   * published: the publish is done when this returns. If it throws, the release is removed.
   */
  commit?: (record: ReleaseRecord) => Promise<void>;
  /**
   * Stops the publish (the release service's deadline for it): checked before each step that
   * writes, so an aborted publish removes what it wrote and fails with the signal's reason, never
   * records or logs the release after.
   */
  signal?: AbortSignal;
}

/** A publish that stopped before it finished: what it left, in the order it is removed. */
interface AbandonedPublish {
  id: string;
  /** The record first (no half-removed release is ever taken for one), the mark last. */
  entries: string[];
  /** Its release is whole (files and record): it is kept if the log has its publish line. */
  whole: boolean;
}

export interface UnfinishedPublishes {
  abandoned: AbandonedPublish[];
  /** Publishes whose process still runs: left alone. */
  underWay: { id: string; holder: string }[];
}

/**
 * Where every package's releases are kept, each written once and never changed: its files and,
 * written last, its record. `openReleaseStores` chooses the backend (a folder, RELEASES_DIR, today).
 */
export interface ReleaseFiles {
  /** For messages: where the releases are. */
  location: string;
  /** Stores a build as a new release and returns its record; a failure leaves no release listed. */
  publish(options: PublishOptions): Promise<ReleaseRecord>;
  /**
   * The record of `id`, or null when there is no such release (or `id` is not a release id at all, or
   * its publish has not finished).
   */
  record(name: PackageName, id: string): Promise<ReleaseRecord | null>;
  /** Whether `id` is still being published, or its publish stopped before it finished. */
  isUnfinished(name: PackageName, id: string): Promise<boolean>;
  /** Every release of a package, newest first. */
  list(name: PackageName): Promise<ReleaseRecord[]>;
  /** Why the stored files no longer are exactly what was published, or null when every file matches. */
  verify(record: ReleaseRecord): Promise<string | null>;
  /** The publishes of `name` that have not finished: under way, or abandoned with what they left. */
  unfinished(name: PackageName, now?: number): Promise<UnfinishedPublishes>;
  /** Removes what an abandoned publish left (`entries`, in order); why one could not be removed, or null. */
  removeLeftovers(name: PackageName, entries: readonly string[]): Promise<string | null>;
  /** Removes a release, its record first, so a half-removed release is never taken for one. */
  remove(name: PackageName, id: string): Promise<void>;
  /** A folder on this machine holding the release's files (a check reads them, a smoke render runs them). */
  folder(name: PackageName, id: string): Promise<string>;
}
