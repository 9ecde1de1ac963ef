import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PackageName } from '../../../model/packages/package-names';
import { onFile } from '../../../model/storage/files/file-errors';
import { processRuns } from '../../../model/storage/release-files/publish-marks';

/**
 * Where the release service unpacks uploads: `DATA_DIR/release-uploads/`, its machine's own folder,
 * whatever backend keeps the releases. One folder per upload, named for the process and machine
 * unpacking it (`<pid>@<host>-<package>-<random>`), so a service that dies leaves what it was
 * unpacking where the next one to start on the machine finds and removes it.
 */
const uploadsFolder = (dataDir: string) => path.join(dataDir, 'release-uploads');

const UPLOAD = /^(\d+)@(.+)-[a-z]+-[^-]{6}$/;

/** A new, empty folder to unpack one upload of `name` into (readable by this user only). */
export async function newUploadFolder(dataDir: string, name: PackageName): Promise<string> {
  const parent = uploadsFolder(dataDir);
  return onFile(parent, 'create a folder in', async () => {
    await mkdir(parent, { recursive: true, mode: 0o700 });
    return mkdtemp(path.join(parent, `${process.pid}@${os.hostname()}-${name}-`));
  });
}

/**
 * Removes what uploads left whose process no longer runs on this machine (killed mid-upload); an
 * upload of a service still running here is left alone. Returns the folders removed.
 */
export async function removeAbandonedUploads(dataDir: string): Promise<string[]> {
  const parent = uploadsFolder(dataDir);
  const entries = await readdir(parent).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const removed: string[] = [];
  for (const entry of entries) {
    const [, pid, host] = UPLOAD.exec(entry) ?? [];
    const abandoned = pid !== undefined && host === os.hostname() && !processRuns(Number(pid));
    if (!abandoned) continue;
    await rm(path.join(parent, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}
