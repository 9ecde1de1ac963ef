import { chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentDigest, readFolderContents } from './folder-contents';
import type { PackageName } from '../packages/package-names';
import { ReleaseError } from '../release-error';
import { createReleaseId, isReleaseId } from './release-id';
import { parseReleaseRecord, type Provenance, type ReleaseRecord } from './release-record';
import { syncFile, syncFolder, writeFileAtomically } from './durable-write';
import type { ServerRenderResult } from '../checks/server-render-check';

/** The folder holding a release's files: `RELEASES_DIR/<name>/<id>/`. */
export const releaseFolder = (releasesDir: string, name: PackageName, id: string) => path.join(releasesDir, name, id);

const recordFile = (releasesDir: string, name: PackageName, id: string) => path.join(releasesDir, name, `${id}.json`);

// Release files never change: read-only modes say so to anyone looking at the folder.
const READ_ONLY = 0o444;

export interface StoreOptions {
  releasesDir: string;
  name: PackageName;
  /** The production build to store (a package's dist/). */
  dist: string;
  provenance: Provenance;
  now?: Date;
  /**
   * Checks the stored folder before the record is written (the smoke render of its server modules):
   * what it finds goes into the record, which an edge reads only once it exists.
   */
  checkServerRender?: (folder: string, id: string) => Promise<ServerRenderResult | null>;
}

/**
 * Stores a build as a new release: its files are copied into a temporary folder (`.incoming-<id>`),
 * flushed to the disk, then renamed into place, so a release folder is either complete or absent; the
 * record is written last, so a record always names a complete folder, and an edge follows a pointer
 * only to a release whose record it can read. Nothing there is changed afterwards.
 */
export async function storeRelease({
  releasesDir,
  name,
  dist,
  provenance,
  now = new Date(),
  checkServerRender,
}: StoreOptions) {
  let files;
  try {
    files = await readFolderContents(dist);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new ReleaseError(`cannot publish ${name} from ${dist}: ${reason}`);
  }
  if (files.length === 0) throw new ReleaseError(`cannot publish ${name} from ${dist}: it is empty`);
  const digest = contentDigest(files);
  const id = createReleaseId(digest, now);
  const folder = releaseFolder(releasesDir, name, id);
  const incoming = path.join(releasesDir, name, `.incoming-${id}`);
  try {
    for (const file of files) {
      const target = path.join(incoming, ...file.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(dist, ...file.path.split('/')), target);
      await chmod(target, READ_ONLY);
      await syncFile(target);
    }
    await rename(incoming, folder);
    await syncFolder(path.dirname(folder));
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const serverRender = (await checkServerRender?.(folder, id)) ?? null;
  const record: ReleaseRecord = {
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
  return record;
}

/** The record of `id`, or null when there is no such release (or `id` is not a release id at all). */
export async function readRecord(releasesDir: string, name: PackageName, id: string): Promise<ReleaseRecord | null> {
  if (!isReleaseId(id)) return null;
  try {
    const record = parseReleaseRecord(await readFile(recordFile(releasesDir, name, id), 'utf8'));
    return record?.id === id && record.package === name ? record : null;
  } catch {
    return null;
  }
}

/** Every release of a package, newest first. */
export async function listRecords(releasesDir: string, name: PackageName): Promise<ReleaseRecord[]> {
  let entries: string[];
  try {
    entries = await readdir(path.join(releasesDir, name));
  } catch {
    return [];
  }
  const ids = entries
    .filter((entry) => entry.endsWith('.json'))
    .map((entry) => entry.slice(0, -'.json'.length))
    .filter(isReleaseId)
    .sort()
    .reverse();
  const records = await Promise.all(ids.map((id) => readRecord(releasesDir, name, id)));
  return records.filter((record): record is ReleaseRecord => record !== null);
}

/**
 * Why the release folder no longer holds exactly what was published (a file missing, changed or
 * added), or null when every file matches its checksum.
 */
export async function verifyRelease(releasesDir: string, record: ReleaseRecord): Promise<string | null> {
  const label = `${record.package} ${record.id}`;
  let present;
  try {
    present = await readFolderContents(releaseFolder(releasesDir, record.package, record.id));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder is missing' : (error as Error).message;
    return `${label}: ${reason}`;
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
