import { create } from 'tar';
import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { readFolderContents } from '../../model/storage/files/folder-contents';

/**
 * A build folder as the gzip-compressed tar archive the release service takes: its plain files at
 * the archive's root (a link or anything else is refused here, as the service would refuse it).
 */
export async function packBuild(name: PackageName, dist: string): Promise<Buffer> {
  let files;
  try {
    files = await readFolderContents(dist);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new ReleaseError(`cannot publish ${name} from ${dist}: ${reason}`);
  }
  if (files.length === 0) throw new ReleaseError(`cannot publish ${name} from ${dist}: it is empty`);
  const chunks: Buffer[] = [];
  const archive = create(
    { gzip: true, cwd: dist, portable: true, noDirRecurse: true },
    files.map((file) => file.path),
  );
  for await (const chunk of archive) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
