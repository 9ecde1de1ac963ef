import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';

export interface SpoolDirectory {
  path: string;
  remove(): Promise<void>;
}

/** A private temporary folder under `root` for one request's uploads, removed with everything in it. */
export async function createSpoolDirectory(root: string): Promise<SpoolDirectory> {
  const directory = await mkdtemp(path.join(root, 'edge-upload-'));
  return { path: directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
