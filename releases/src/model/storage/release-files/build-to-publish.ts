import { contentDigest, readFolderContents } from '../files/folder-contents';
import { describeFailure, isMissing } from '../files/file-errors';
import type { PackageName } from '../../packages/package-names';
import { ReleaseError } from '../../release-error';
import { createReleaseId } from '../../releases/release-id';
import type { FileEntry } from '../../releases/release-record';

/** A build about to be published, on either backend: its files, their digest and the id they make. */
export interface BuildToPublish {
  files: FileEntry[];
  digest: string;
  id: string;
}

/** Reads the build in `dist` to publish it as `name`: refused, naming the folder, when it is missing or empty. */
export async function readBuildToPublish(name: PackageName, dist: string, now: Date): Promise<BuildToPublish> {
  let files;
  try {
    files = await readFolderContents(dist);
  } catch (error) {
    const reason = isMissing(error) ? 'it does not exist' : describeFailure(error);
    throw new ReleaseError(`cannot publish ${name} from ${dist}: ${reason}`);
  }
  if (files.length === 0) throw new ReleaseError(`cannot publish ${name} from ${dist}: it is empty`);
  const digest = contentDigest(files);
  return { files, digest, id: createReleaseId(digest, now) };
}
