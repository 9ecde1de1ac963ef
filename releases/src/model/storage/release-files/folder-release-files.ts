import { access, chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readFolderContents } from '../files/folder-contents';
import type { PackageName } from '../../packages/package-names';
import { ReleaseError } from '../../release-error';
import { isReleaseId } from '../../releases/release-id';
import { parseReleaseRecord, type ReleaseRecord } from '../../releases/release-record';
import { syncFile, syncFolder, writeFileAtomically } from '../files/durable-write';
import { describeFailure, isMissing, onFile, whyFileFailed } from '../files/file-errors';
import { faultPoint } from '../fault-point';
import { markedId, markPublishing, publishMarkFile } from './publish-marks';
import { publishEntries, removeEntries, unfinishedPublishes } from './publish-leftovers';
import type { PublishOptions, ReleaseFiles } from './release-files';
import { readBuildToPublish } from './build-to-publish';

/** The folder holding a release's files: `RELEASES_DIR/<name>/<id>/`. */
export const releaseFolder = (releasesDir: string, name: PackageName, id: string) => path.join(releasesDir, name, id);

const recordFile = (releasesDir: string, name: PackageName, id: string) => path.join(releasesDir, name, `${id}.json`);

// Release files never change: read-only modes say so to anyone looking at the folder.
const READ_ONLY = 0o444;

/**
 * Stores a build as a new release, as a sequence a crash at any point leaves recoverable: a mark
 * that the publish is under way (`.publishing-<id>`) first; the files copied into a temporary folder
 * (`.incoming-<id>`), flushed, then renamed into place, so a release folder is complete or absent;
 * the record; the log line (`commit`); and the mark removed last. Until then the release is no
 * release, and `gc` removes what a publish that died left, at once. A publish that fails (a full
 * disk) removes what it wrote itself and names the file it could not write. Nothing of a release is
 * changed afterwards.
 */
async function storeRelease(
  releasesDir: string,
  { name, dist, provenance, now = new Date(), checkServerRender, commit, signal }: PublishOptions,
): Promise<ReleaseRecord> {
  const { files, digest, id } = await readBuildToPublish(name, dist, now);
  const folder = releaseFolder(releasesDir, name, id);
  const incoming = path.join(releasesDir, name, `.incoming-${id}`);
  await onFile(path.dirname(folder), 'create the folder', () => mkdir(path.dirname(folder), { recursive: true }));
  const mark = await markPublishing(releasesDir, name, id).catch((error: unknown) => {
    throw new ReleaseError(`cannot publish ${name}: ${describeFailure(error)}`);
  });
  faultPoint(releasesDir, 'publish:marked');
  let record: ReleaseRecord;
  try {
    for (const [index, file] of files.entries()) {
      signal?.throwIfAborted();
      const target = path.join(incoming, ...file.path.split('/'));
      await onFile(path.dirname(target), 'create the folder', () => mkdir(path.dirname(target), { recursive: true }));
      await onFile(target, 'write', () => copyFile(path.join(dist, ...file.path.split('/')), target));
      await onFile(target, 'make read-only', () => chmod(target, READ_ONLY));
      await syncFile(target);
      if (index === 0) faultPoint(releasesDir, 'publish:copying');
    }
    faultPoint(releasesDir, 'publish:copied');
    await onFile(folder, 'move into place', () => rename(incoming, folder));
    await syncFolder(path.dirname(folder));
    faultPoint(releasesDir, 'publish:moved');
    signal?.throwIfAborted();
    const serverRender = (await checkServerRender?.(folder, id)) ?? null;
    signal?.throwIfAborted();
    record = {
      id,
      package: name,
      ...provenance,
      createdAt: now.toISOString(),
      size: files.reduce((total, file) => total + file.size, 0),
      digest,
      files,
      ...(serverRender ? { serverRender } : {}),
    };
    await writeFileAtomically(recordFile(releasesDir, name, id), `${JSON.stringify(record, null, 2)}\n`, READ_ONLY);
    faultPoint(releasesDir, 'publish:recorded');
    signal?.throwIfAborted();
    await commit?.(record);
  } catch (error) {
    mark.stop();
    const left = await removeEntries(releasesDir, name, publishEntries(releasesDir, name, id));
    const cleaned = left ? `; ${left} (npm run release -- gc removes it)` : '; what it had written is removed';
    throw new ReleaseError(`cannot publish ${name}: ${describeFailure(error)}${cleaned}`);
  }
  faultPoint(releasesDir, 'publish:logged');
  await mark.finish().catch((error: unknown) => {
    throw new ReleaseError(
      `${name} ${id} is published and logged, but its publish mark ${publishMarkFile(releasesDir, name, id)} could not be removed (${whyFileFailed(error)}): until npm run release -- gc removes it, the release is not listed`,
    );
  });
  return record;
}

async function recordOf(releasesDir: string, name: PackageName, id: string): Promise<ReleaseRecord | null> {
  try {
    const record = parseReleaseRecord(await readFile(recordFile(releasesDir, name, id), 'utf8'));
    return record?.id === id && record.package === name ? record : null;
  } catch {
    return null;
  }
}

const isUnfinished = (releasesDir: string, name: PackageName, id: string) =>
  access(publishMarkFile(releasesDir, name, id)).then(
    () => true,
    () => false,
  );

async function readRecord(releasesDir: string, name: PackageName, id: string): Promise<ReleaseRecord | null> {
  if (!isReleaseId(id) || (await isUnfinished(releasesDir, name, id))) return null;
  return recordOf(releasesDir, name, id);
}

async function listRecords(releasesDir: string, name: PackageName): Promise<ReleaseRecord[]> {
  const dir = path.join(releasesDir, name);
  const entries = await onFile(dir, 'read the folder', () =>
    readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    }),
  );
  const unfinished = new Set(entries.map(markedId));
  const ids = entries
    .filter((entry) => entry.endsWith('.json'))
    .map((entry) => entry.slice(0, -'.json'.length))
    .filter((id) => isReleaseId(id) && !unfinished.has(id))
    .sort()
    .reverse();
  const records = await Promise.all(ids.map((id) => recordOf(releasesDir, name, id)));
  return records.filter((record): record is ReleaseRecord => record !== null);
}

/** Why the release folder no longer holds exactly what was published (a file missing, changed or added). */
async function verifyRelease(releasesDir: string, record: ReleaseRecord): Promise<string | null> {
  const label = `${record.package} ${record.id}`;
  let present;
  try {
    present = await readFolderContents(releaseFolder(releasesDir, record.package, record.id));
  } catch (error) {
    return `${label}: ${isMissing(error) ? 'its folder is missing' : describeFailure(error)}`;
  }
  const found = new Map(present.map((file) => [file.path, file]));
  for (const file of record.files) {
    const actual = found.get(file.path);
    if (!actual) return `${label}: ${file.path} is missing from the release folder`;
    if (actual.sha256 !== file.sha256) return `${label}: ${file.path} was changed after publishing (checksum differs)`;
    found.delete(file.path);
  }
  const extra = found.keys().next();
  return extra.done ? null : `${label}: ${extra.value} was added to the release folder after publishing`;
}

/**
 * Releases as folders in RELEASES_DIR (`<name>/<id>/` and its record `<name>/<id>.json`), the one
 * machine's store, or one shared by every machine on a network volume.
 */
export function folderReleaseFiles(releasesDir: string): ReleaseFiles {
  return {
    location: releasesDir,
    publish: (options) => storeRelease(releasesDir, options),
    record: (name, id) => readRecord(releasesDir, name, id),
    isUnfinished: (name, id) => isUnfinished(releasesDir, name, id),
    list: (name) => listRecords(releasesDir, name),
    verify: (record) => verifyRelease(releasesDir, record),
    unfinished: (name, now) => unfinishedPublishes(releasesDir, name, now),
    removeLeftovers: (name, entries) => removeEntries(releasesDir, name, entries),
    async remove(name, id) {
      await rm(recordFile(releasesDir, name, id), { force: true });
      faultPoint(releasesDir, 'gc:unrecorded');
      await rm(releaseFolder(releasesDir, name, id), { recursive: true, force: true });
      faultPoint(releasesDir, 'gc:removed');
    },
    folder: async (name, id) => releaseFolder(releasesDir, name, id),
  };
}
