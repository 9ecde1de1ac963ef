import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileEntry } from '../../releases/release-record';

const sha256Of = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

/**
 * Every file under `root` with its size and checksum, sorted by path. A build is plain files and
 * folders: anything else (a symbolic link, a socket) is refused rather than followed.
 */
export async function readFolderContents(root: string): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile())
        files.push({ path: relative, size: (await lstat(full)).size, sha256: await sha256Of(full) });
      else throw new Error(`${relative} is not a regular file`);
    }
  };
  await walk(root);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** One hash for a build's whole content: equal for two builds with the same files, byte for byte. */
export function contentDigest(files: readonly FileEntry[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex');
}
