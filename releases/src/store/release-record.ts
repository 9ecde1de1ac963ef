import { isPackageName, type PackageName } from '../packages/package-names';
import { isReleaseId } from './release-id';
import type { FileEntry } from './folder-contents';
import { isRecord, parseJsonObject } from '../json-object';
import type { ServerRenderResult } from '../checks/server-render-check';

/** Where a release came from: the package's version and the git commit it was built from. */
export interface Provenance {
  version: string | null;
  commit: string | null;
  /** False when the package had uncommitted changes at build time; null outside a git checkout. */
  committed: boolean | null;
}

/** `RELEASES_DIR/<name>/<id>.json`: what a release is, written once beside its folder. */
export interface ReleaseRecord extends Provenance {
  id: string;
  package: PackageName;
  createdAt: string;
  /** Bytes of all its files together. */
  size: number;
  /** One hash of its whole content (contentDigest of `files`). */
  digest: string;
  /** Every file with its checksum, verified before the release goes live. */
  files: FileEntry[];
  /**
   * The smoke render of its server modules when it was published (checks/server-render-check.ts);
   * absent for a release without one, or published before the check existed.
   */
  serverRender?: ServerRenderResult;
}

const isFileEntry = (value: unknown): value is FileEntry =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  typeof value.size === 'number' &&
  typeof value.sha256 === 'string' &&
  /^[0-9a-f]{64}$/.test(value.sha256);

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const isServerRender = (value: unknown): value is ServerRenderResult =>
  isRecord(value) &&
  typeof value.checkedAt === 'string' &&
  Array.isArray(value.problems) &&
  value.problems.every((problem) => typeof problem === 'string');

/** The record in `text`, or null when it is not one (a damaged record is no release). */
export function parseReleaseRecord(text: string): ReleaseRecord | null {
  const value = parseJsonObject(text);
  if (
    !value ||
    typeof value.id !== 'string' ||
    !isReleaseId(value.id) ||
    typeof value.package !== 'string' ||
    !isPackageName(value.package) ||
    typeof value.createdAt !== 'string' ||
    typeof value.size !== 'number' ||
    typeof value.digest !== 'string' ||
    !Array.isArray(value.files) ||
    !value.files.every(isFileEntry) ||
    (value.serverRender !== undefined && !isServerRender(value.serverRender))
  ) {
    return null;
  }
  return {
    id: value.id,
    package: value.package,
    version: textOrNull(value.version),
    commit: textOrNull(value.commit),
    committed: typeof value.committed === 'boolean' ? value.committed : null,
    createdAt: value.createdAt,
    size: value.size,
    digest: value.digest,
    files: value.files,
    ...(value.serverRender === undefined ? {} : { serverRender: value.serverRender }),
  };
}
