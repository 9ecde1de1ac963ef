import { Type } from '@sinclair/typebox';
import { type PackageName } from '../packages/package-names';
import { PACKAGE_NAME } from '../packages/package-schema';
import { RELEASE_ID } from './release-id';
import { compileFormat, parseJsonFormat } from 'shared-config/server';

/** One file of a build, as a release's record lists it. */
export interface FileEntry {
  /** Relative to the build's folder, with '/' separators. */
  path: string;
  size: number;
  sha256: string;
}

/** What a release's smoke render found: kept in its record, read again when it is activated. */
export interface ServerRenderResult {
  checkedAt: string;
  /** Why its server module cannot go live, one line each (without the release's name); empty: it can. */
  problems: string[];
}

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

const FILE_ENTRY = Type.Object({
  path: Type.String(),
  size: Type.Number(),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});

const SERVER_RENDER = Type.Object({ checkedAt: Type.String(), problems: Type.Array(Type.String()) });

// Provenance unknown (outside a git checkout, or a record older than it) is null or absent.
const textOrNull = Type.Optional(Type.Union([Type.String(), Type.Null()]));

/** The record file's format: what a release is, as `storeRelease` writes it. */
const RELEASE_RECORD = compileFormat(
  Type.Object({
    id: RELEASE_ID,
    package: PACKAGE_NAME,
    version: textOrNull,
    commit: textOrNull,
    committed: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    createdAt: Type.String(),
    size: Type.Number(),
    digest: Type.String(),
    files: Type.Array(FILE_ENTRY),
    serverRender: Type.Optional(SERVER_RENDER),
  }),
);

/** The record in `text`, or null when it is not one (a damaged record is no release). */
export function parseReleaseRecord(text: string): ReleaseRecord | null {
  const value = parseJsonFormat(RELEASE_RECORD, text);
  if (!value) return null;
  const { version = null, commit = null, committed = null, serverRender, ...rest } = value;
  return {
    id: rest.id,
    package: rest.package,
    version,
    commit,
    committed,
    createdAt: rest.createdAt,
    size: rest.size,
    digest: rest.digest,
    files: rest.files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
    ...(serverRender === undefined ? {} : { serverRender }),
  };
}
